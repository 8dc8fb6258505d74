import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PageFrame } from '../components/page-frame.tsx';
import { TopNavigation } from '../features/navigation/top-navigation.tsx';
import { useSignInMessages } from '../lib/auth.ts';
import { loadFailureMessages } from '../lib/failure-toast.ts';
import type { RouterContext } from '../lib/router-context.ts';

// Nothing toasts before the first screen has painted, so sonner, and the failure catalogue most toasts read, load
// after it.
const Toaster = lazy(() => {
  void loadFailureMessages();
  return import('../components/ui/toaster.tsx').then((module) => ({ default: module.Toaster }));
});

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  useSignInMessages();
  return (
    <>
      <PageFrame navigation={<TopNavigation />}>
        <Outlet />
      </PageFrame>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}
