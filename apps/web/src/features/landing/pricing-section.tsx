import { LANDING_TEXT } from 'virtual:landing-text';
/** There is no paid tier (spec §1: the premium check always answers no), so pricing is one honest sentence. */
export function PricingSection() {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="scroll-mt-20 border-t bg-muted/40 px-4 py-16 sm:px-6"
    >
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="pricing-title" className="font-bold text-3xl tracking-tight">
          {LANDING_TEXT.pricingTitle}
        </h2>
        <p className="mt-4 text-lg text-muted-foreground">{LANDING_TEXT.pricingDescription}</p>
      </div>
    </section>
  );
}
