import { useRouterState } from '@tanstack/react-router';
import { AppPageSkeleton } from './app-page-skeleton.tsx';
import { pageHeadingAt } from './page-headings.ts';

/** The skeleton of the page being opened: with its heading when it is a list page (page-headings.ts). */
export function OpeningPageSkeleton() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return <AppPageSkeleton heading={pageHeadingAt(pathname)} />;
}

/**
 * How the guard (routes/_app.tsx) waits for the session and the page's loaders: the skeleton at once (app.html
 * paints the same one before any script runs), gone the moment the page is ready. The router's default keeps a
 * pending screen up for at least 500 ms once shown, so a dashboard whose data had arrived 160 ms in still showed the
 * skeleton until 650 ms (LCP).
 */
export const GUARD_PENDING = {
  pendingComponent: OpeningPageSkeleton,
  pendingMs: 0,
  pendingMinMs: 0,
} as const;
