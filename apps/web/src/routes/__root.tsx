import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy } from 'react';
import { PageFrame } from '../components/page-frame.tsx';
import { TopNavigation } from '../features/navigation/top-navigation.tsx';
import { AfterFirstPage } from '../lib/after-first-page.ts';
import { useSignInMessages } from '../lib/auth.ts';
import { loadFailureMessages } from '../lib/failure-toast.ts';
import type { RouterContext } from '../lib/router-context.ts';

// Nothing toasts before the first page has shown (lib/after-first-page.ts), so sonner, and the failure catalogue most
// toasts read, load after it; a toast asked for earlier is kept until the Toaster mounts.
const Toaster = lazy(() => {
  void loadFailureMessages();
  return import('../components/ui/toaster.tsx').then((module) => ({ default: module.Toaster }));
});

// The service worker, the offline banner and the outbox's replay after the first page too: no page's first
// load carries them.
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
          <AfterFirstPage>
            <OfflineSupport />
          </AfterFirstPage>
        }
      >
        <Outlet />
      </PageFrame>
      <AfterFirstPage>
        <Toaster />
      </AfterFirstPage>
    </>
  );
}
