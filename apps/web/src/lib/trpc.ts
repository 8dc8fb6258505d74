import type { AppRouter } from '@liftwise/trpc';
import { createTRPCClient, httpBatchLink, httpLink, isNonJsonSerializable, splitLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { queryClient } from './query-client.ts';

const sameOrigin = (url: URL | RequestInfo, options?: RequestInit) =>
  fetch(url, { ...options, credentials: 'same-origin' });

/**
 * Same-origin only: the session cookie rides along and nothing else is sent anywhere. An upload (an import's file, a Blob)
 * goes alone through httpLink as bytes the server reads in slices; the server refuses a file inside a JSON body.
 */
export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      condition: (op) => isNonJsonSerializable(op.input),
      true: httpLink({ url: '/trpc', fetch: sameOrigin }),
      false: httpBatchLink({
        url: '/trpc',
        maxItems: 10, // the server refuses larger batches (MAX_BATCH_SIZE in apps/api/src/app.ts)
        fetch: sameOrigin,
      }),
    }),
  ],
});

/**
 * Query and mutation options for every procedure (`trpc.getProfile.queryOptions()`), usable in components and in
 * route loaders alike, which is why it is a module singleton rather than a React context.
 */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
