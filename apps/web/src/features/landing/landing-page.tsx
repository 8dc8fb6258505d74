import { AboutSection } from './about-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { LandingFooter } from './landing-footer.tsx';
import { PricingSection } from './pricing-section.tsx';

/** Spec §1: the public landing page. */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <PricingSection />
      <AboutSection />
      <LandingFooter />
    </>
  );
}
