import { NAVIGATION_TEXT } from 'virtual:landing-text';
import type { ReactNode } from 'react';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** Spec §2 "Top navigation": the sticky bar, the logo on the left, the state-dependent part on the right. */
export function NavigationBar({ brand, children }: { brand: ReactNode; children: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <nav
        aria-label={NAVIGATION_TEXT.mainLabel}
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6"
      >
        {brand}
        {children}
      </nav>
    </header>
  );
}

/** The bar's right-hand part while nobody knows yet who is signed in: nothing is offered until auth has resolved. */
export function NavigationPending() {
  return <Skeleton className="h-9 w-40" />;
}
