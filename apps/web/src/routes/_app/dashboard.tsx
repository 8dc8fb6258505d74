import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/dashboard-page.tsx';
import { trpc } from '../../lib/trpc.ts';

export const Route = createFileRoute('/_app/dashboard')({
  // Warm the cache without blocking: the page renders at once and a failed load never breaks the route.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(trpc.getProfile.queryOptions());
  },
  component: DashboardPage,
});
