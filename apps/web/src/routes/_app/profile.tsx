import { createFileRoute } from '@tanstack/react-router';
import { prefetchProfile } from '#web/features/profile/api.ts';
import { ProfilePage } from '#web/features/profile/profile-page.tsx';

export const Route = createFileRoute('/_app/profile')({
  loader: ({ context }) => prefetchProfile(context.queryClient),
  component: ProfilePage,
});
