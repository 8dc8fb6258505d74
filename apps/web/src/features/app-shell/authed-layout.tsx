import { Navigate, Outlet } from '@tanstack/react-router';
import { lazy } from 'react';
import { AfterFirstPage } from '#web/lib/after-first-page.ts';
import { useAuth } from '#web/lib/auth.ts';
import { OpeningPageSkeleton } from './guard-pending.tsx';

// The real-time stream and the reminder once the first page has shown (lib/after-first-page.ts): no page's first load
// carries them, nor does a signed-out visit.
const SignedInServices = lazy(() => import('./signed-in-services.tsx'));

/**
 * The guard's render half (the route's beforeLoad is the other): while auth loads it shows a skeleton; when the
 * user is signed out, or signs out in another tab while a page is open, it sends them to the landing page. A
 * signed-in athlete's pages also hear their other devices' changes, for as long as they stay signed in.
 */
export function AuthedLayout() {
  const auth = useAuth();
  if (auth.status === 'loading') return <OpeningPageSkeleton />;
  if (auth.status === 'unauthenticated') return <Navigate to="/" replace />;
  return (
    <>
      <Outlet />
      <AfterFirstPage>
        <SignedInServices key={auth.user.uid} />
      </AfterFirstPage>
    </>
  );
}
