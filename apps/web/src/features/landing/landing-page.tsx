import type { ReactNode } from 'react';
import { AboutSection } from './about-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { LandingFooter } from './landing-footer.tsx';
import { PricingSection } from './pricing-section.tsx';

/**
 * Spec §1: the public landing page. Free of the router and of the session, so the same tree is prerendered at
 * build time as `/` (static HTML: no React runs it there) and shown by the app's `/` route.
 */
export function LandingPage({ heroAction }: { heroAction: ReactNode }) {
  return (
    <>
      <HeroSection action={heroAction} />
      <FeaturesSection />
      <PricingSection />
      <AboutSection />
      <LandingFooter />
    </>
  );
}
