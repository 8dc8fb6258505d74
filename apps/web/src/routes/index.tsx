import { createFileRoute } from '@tanstack/react-router';
import { DashboardLink } from '../features/landing/dashboard-link.tsx';
import { StartTrainingButton } from '../features/landing/hero-actions.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { useAuth } from '../lib/auth.ts';

export const Route = createFileRoute('/')({
  component: Home,
});

/** `/` inside the app (after a client-side navigation); a fresh load of `/` gets the prerendered landing entry. */
function Home() {
  const auth = useAuth();
  return (
    <LandingPage
      heroAction={
        auth.status === 'authenticated' ? (
          <DashboardLink />
        ) : (
          <StartTrainingButton disabled={auth.status === 'loading'} />
        )
      }
    />
  );
}
