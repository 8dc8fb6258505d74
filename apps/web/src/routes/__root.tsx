import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Toaster } from '../components/ui/toaster.tsx';
import { TopNavigation } from '../features/navigation/top-navigation.tsx';
import { useSignInMessages } from '../lib/auth.ts';
import type { RouterContext } from '../lib/router-context.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  useSignInMessages();
  return (
    <div className="flex min-h-dvh flex-col">
      <TopNavigation />
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <Toaster />
    </div>
  );
}
