import { LANDING_TEXT } from 'virtual:landing-text';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { PRODUCT_FEATURES } from './features.ts';

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <h2 id="features-title" className="text-center font-bold text-3xl tracking-tight">
          {LANDING_TEXT.featuresTitle}
        </h2>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PRODUCT_FEATURES.map((feature) => (
            <li key={feature.title}>
              <Card className="h-full">
                <CardHeader>
                  <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <feature.icon className="size-5" aria-hidden="true" />
                  </span>
                  <CardTitle>{feature.title}</CardTitle>
                  <CardDescription>{feature.description}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
