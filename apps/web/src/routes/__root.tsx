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

// The service worker and the offline banner (issue 20) after the first paint too: no page's first load carries them.
const OfflineSupport = lazy(() => import('../features/offline/offline-support.tsx'));

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  useSignInMessages();
  return (
    <>
      <PageFrame
        navigation={<TopNavigation />}
        notice={
          <Suspense fallback={null}>
            <OfflineSupport />
          </Suspense>
        }
      >
        <Outlet />
      </PageFrame>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}
