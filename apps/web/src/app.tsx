import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { loadSignedInNav } from './features/navigation/top-navigation.tsx';
import { watchFirstPage } from './lib/after-first-page.ts';
import { markInteractive } from './lib/interactive.ts';
import { queryClient } from './lib/query-client.ts';
import { signInSessionFromBody } from './lib/sign-in-session.ts';
import { SIGN_IN_SESSION_QUERY_KEY } from './lib/sign-in-session-query-key.ts';
import { router } from './router.tsx';

/**
 * Readies the app for an element that already shows the landing page: the session the landing entry read is put
 * in the cache (so the first render is signed in, not a skeleton) and the current route's code and data, and the
 * signed-in navigation, are loaded, so the swap paints the page at once instead of a blank frame.
 */
export async function prepareApp(sessionBody: unknown): Promise<void> {
  const session = await signInSessionFromBody(sessionBody);
  queryClient.setQueryData(SIGN_IN_SESSION_QUERY_KEY, session);
  await Promise.all([router.load(), session.user ? loadSignedInNav() : undefined]);
}

/**
 * Starts fetching the code of the page being opened (each matched route's split chunk, which holds its loader too)
 * at once. Left to the router it would start only after `_app`'s guard has the session: one more round trip before
 * the page's data can even be asked for. A failure here is the router's to report when it loads the chunk itself.
 */
export function loadCurrentPageCode() {
  const [matchedRoutes] = router.getMatchedRoutes(window.location.pathname);
  for (const route of matchedRoutes) void router.loadRouteChunk(route)?.catch(() => undefined);
}

/**
 * Runs the current page's guard and loaders before the app has mounted, so the page's reads go out while the first
 * render is being built rather than after it (on a phone that render is a few hundred milliseconds the
 * reads would otherwise wait). The router runs them again as it mounts, and finds the reads cached or in flight.
 */
export function preloadCurrentPage() {
  void router.preloadRoute({ to: '.', search: true, params: true, hash: true });
}

/**
 * Renders the app (every route, the router, the query cache) into an empty element. The athlete's cache kept on
 * this device is restored by the guard once it knows who is signed in (lib/persistence.ts).
 */
export function mountApp(container: HTMLElement): void {
  loadCurrentPageCode();
  watchFirstPage(router, queryClient);
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
  markInteractive();
}
