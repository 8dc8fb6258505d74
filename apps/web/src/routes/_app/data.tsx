import { createFileRoute, redirect } from '@tanstack/react-router';

/** The data page's first address: a bookmark of it still reaches the page. */
export const Route = createFileRoute('/_app/data')({
  beforeLoad: () => {
    throw redirect({ to: '/data-transfer', replace: true });
  },
});
