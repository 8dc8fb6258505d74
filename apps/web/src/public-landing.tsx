import { PageFrame } from './components/page-frame.tsx';
import { StartTrainingButton } from './features/landing/hero-actions.tsx';
import { LandingPage } from './features/landing/landing-page.tsx';
import { PublicNavigation } from './features/navigation/public-navigation.tsx';

/**
 * `/` as prerendered at build time: the signed-out page, without the router, the query cache, tRPC or zod. No
 * React runs it in the browser: the landing entry (landing.ts) wires its menu and sign-in links as they are.
 */
export function PublicLanding() {
  return (
    <PageFrame navigation={<PublicNavigation />}>
      <LandingPage heroAction={<StartTrainingButton />} />
    </PageFrame>
  );
}
