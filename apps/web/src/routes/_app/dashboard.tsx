import { createFileRoute } from '@tanstack/react-router';
import { prefetchDashboard } from '#web/features/dashboard/api.ts';
import { DashboardPage } from '#web/features/dashboard/dashboard-page.tsx';

export const Route = createFileRoute('/_app/dashboard')({
  loader: ({ context }) => prefetchDashboard(context.queryClient),
  component: DashboardPage,
});
