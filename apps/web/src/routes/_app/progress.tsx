import { createFileRoute } from '@tanstack/react-router';
import { prefetchProgress } from '#web/features/progress/api.ts';
import { ProgressPage } from '#web/features/progress/progress-page.tsx';

export const Route = createFileRoute('/_app/progress')({
  loader: ({ context }) => prefetchProgress(context.queryClient),
  component: ProgressPage,
});
