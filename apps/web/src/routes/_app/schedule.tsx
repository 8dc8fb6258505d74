import { createFileRoute } from '@tanstack/react-router';
import { prefetchSchedule } from '#web/features/schedule/api.ts';
import { SchedulePage } from '#web/features/schedule/schedule-page.tsx';

export const Route = createFileRoute('/_app/schedule')({
  loader: ({ context }) => prefetchSchedule(context.queryClient),
  component: SchedulePage,
});
