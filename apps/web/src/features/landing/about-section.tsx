import { LANDING_TEXT } from 'virtual:landing-text';
export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-20 px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="about-title" className="font-bold text-3xl tracking-tight">
          {LANDING_TEXT.aboutTitle}
        </h2>
        <p className="mt-4 text-lg text-muted-foreground">{LANDING_TEXT.aboutDescription}</p>
      </div>
    </section>
  );
}
