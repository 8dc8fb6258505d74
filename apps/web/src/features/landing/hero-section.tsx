import { LANDING_TEXT } from 'virtual:landing-text';
import type { ReactNode } from 'react';

/** The hero; its call to action depends on who looks (Start Training, or Go to Dashboard when signed in). */
export function HeroSection({ action }: { action: ReactNode }) {
  return (
    <section className="relative overflow-hidden border-b bg-gradient-to-b from-primary/10 via-background to-background">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-20 text-center sm:px-6 sm:py-28">
        <p className="rounded-full border bg-background/70 px-3 py-1 font-medium text-muted-foreground text-xs">
          {LANDING_TEXT.heroTagline}
        </p>
        <h1 className="font-black text-5xl tracking-tight sm:text-7xl">{LANDING_TEXT.heroTitle}</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">{LANDING_TEXT.heroDescription}</p>
        {action}
      </div>
    </section>
  );
}
