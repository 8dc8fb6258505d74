import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { UnexpectedErrorPage } from './features/errors/unexpected-error-page.tsx';
import { queryClient } from './lib/query-client.ts';
import { createRouterAuth } from './lib/router-context.ts';
import { routeTree } from './routeTree.gen.ts';

/**
 * The screens every route falls back to; shared with the tests that prove them. The error screen is in every first
 * load (it must show whatever failed, a lost connection included); the not-found screen loads when it is needed.
 */
export const fallbackScreens = {
  defaultErrorComponent: UnexpectedErrorPage,
  defaultNotFoundComponent: lazyRouteComponent(
    () => import('./features/errors/not-found-page.tsx'),
    'NotFoundPage',
  ),
} as const;

export const router = createRouter({
  routeTree,
  ...fallbackScreens,
  context: { queryClient, auth: createRouterAuth(queryClient) },
  defaultPreload: 'intent',
  // Loaders only warm the query cache; TanStack Query decides freshness, so the router never caches on its own.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
