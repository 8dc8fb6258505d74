import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthedLayout } from '../features/app-shell/authed-layout.tsx';
import { GUARD_PENDING } from '../features/app-shell/guard-pending.tsx';

/**
 * The guard of every page except / and * (spec §2). beforeLoad waits for the session (the skeleton shows
 * meanwhile) and sends signed-out visitors to /; AuthedLayout handles a sign-out while a page is already open.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context }) => {
    const user = await context.auth.currentUser();
    if (!user) throw redirect({ to: '/', replace: true });
    return { user };
  },
  ...GUARD_PENDING,
  component: AuthedLayout,
});
