import { ROUTES } from '@liftwise/domain';
import { useEffect } from 'react';
import { PageFrame } from './components/page-frame.tsx';
import { StartTrainingButton } from './features/landing/hero-actions.tsx';
import { LandingPage } from './features/landing/landing-page.tsx';
import { PublicNavigation } from './features/navigation/public-navigation.tsx';
import { listenForSignInVerdicts, logFailedSignIn } from './lib/sign-in-verdicts.ts';

/**
 * `/` as prerendered at build time and hydrated by the landing entry: the signed-out page, without the router, the
 * query cache, tRPC or zod. It renders the same on the server and in the first client render (no session, no
 * clock), so hydration matches.
 */
export function PublicLanding() {
  useEffect(
    () =>
      listenForSignInVerdicts((outcome, data) => {
        // The app is not loaded here; the dashboard's own page load brings it, with the new session.
        if (outcome === 'signed-in') window.location.assign(ROUTES.dashboard);
        else logFailedSignIn(data);
      }),
    [],
  );

  return (
    <PageFrame navigation={<PublicNavigation />}>
      <LandingPage heroAction={<StartTrainingButton />} />
    </PageFrame>
  );
}
