import { useEffect } from 'react';
import { PageFrame } from './components/page-frame.tsx';
import { StartTrainingButton } from './features/landing/hero-actions.tsx';
import { LandingPage } from './features/landing/landing-page.tsx';
import { PublicNavigation } from './features/navigation/public-navigation.tsx';
import { markInteractive } from './lib/interactive.ts';
import { listenForSignInVerdicts, logFailedSignIn } from './lib/sign-in-verdicts.ts';

/**
 * `/` as prerendered at build time and hydrated by the landing entry: the signed-out page, without the router, the
 * query cache, tRPC or zod. It renders the same on the server and in the first client render (no session, no
 * clock), so hydration matches. `onSignedIn`: the sign-in popup reported success (the entry hands over to the app).
 */
export function PublicLanding({ onSignedIn }: { onSignedIn: () => void }) {
  useEffect(markInteractive, []);
  useEffect(
    () =>
      listenForSignInVerdicts((outcome, data) => {
        if (outcome === 'signed-in') onSignedIn();
        else logFailedSignIn(data);
      }),
    [onSignedIn],
  );

  return (
    <PageFrame navigation={<PublicNavigation />}>
      <LandingPage heroAction={<StartTrainingButton />} />
    </PageFrame>
  );
}
