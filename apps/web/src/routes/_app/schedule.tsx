import { createFileRoute } from '@tanstack/react-router';
import { prefetchSchedule } from '../../features/schedule/api.ts';
import { SchedulePage } from '../../features/schedule/schedule-page.tsx';

export const Route = createFileRoute('/_app/schedule')({
  loader: ({ context }) => prefetchSchedule(context.queryClient),
  component: SchedulePage,
});
