import type { AppRouter } from '@liftwise/trpc';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { queryClient } from './query-client.ts';

/** Same-origin only: the session cookie rides along and nothing else is sent anywhere. */
export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: '/trpc',
      maxItems: 10, // the server refuses larger batches (MAX_BATCH_SIZE in apps/api/src/app.ts)
      fetch: (url, options) => fetch(url, { ...options, credentials: 'same-origin' }),
    }),
  ],
});

/**
 * Query and mutation options for every procedure (`trpc.getProfile.queryOptions()`), usable in components and in
 * route loaders alike, which is why it is a module singleton rather than a React context.
 */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
