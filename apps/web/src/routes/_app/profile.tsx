import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/profile/profile-page.tsx';
import { trpc } from '../../lib/trpc.ts';

export const Route = createFileRoute('/_app/profile')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(trpc.getProfile.queryOptions());
  },
  component: ProfilePage,
});
