import type { QueryClient } from '@tanstack/react-query';
import { createElement, type ReactNode, Suspense, useSyncExternalStore } from 'react';

/**
 * What no page needs to show its content (the toaster, the offline banner with the outbox's replay, the
 * real-time stream and the reminder, the user menu's dropdown) is asked for once the first page has shown what it
 * reads and the browser is idle. Asked for as the app mounted, those ~35 files went out beside the page's own
 * code and data and shared a phone's connection with them: Lighthouse's LCP of /dashboard was 3.7 s with them in
 * front, 2.7 s without.
 *
 * One switch for the whole page load: it never turns back off, so nothing that has loaded is unmounted again.
 */

/** How long a page may take before the deferred parts load anyway (a page stuck loading still gets its toasts). */
export const FIRST_PAGE_FALLBACK_MS = 5000;

/** What the switch needs of the router: its events, and whether a location has resolved already. */
export interface FirstPageRouter {
  subscribe: (event: 'onResolved', listener: () => void) => () => void;
  state: { resolvedLocation?: unknown };
}

let shown = false;
const listeners = new Set<() => void>();

function markShown() {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

/**
 * The browser's first idle moment after it has painted what was just committed: the next frame, then a task after
 * it, then idle time (Safari has no requestIdleCallback: that task there). Without the frame, idle time could come
 * before the page's content had painted, and the deferred parts were asked for ahead of it after all.
 */
function afterNextPaint(run: () => void) {
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(run, { timeout: 1000 });
      else run();
    }, 0),
  );
}

/**
 * Turns the switch on at the browser's first idle moment once the page the router first resolves (its guard and
 * loaders done, its components committed) has its reads answered (most pages render at once and read in their
 * components) and has painted them; or after FIRST_PAGE_FALLBACK_MS, whichever comes first. A router that has
 * resolved already (the landing page's hand-over loads the page before the app mounts) counts as resolved.
 */
export function watchFirstPage(router: FirstPageRouter, queryClient: QueryClient): void {
  if (shown) return;
  const stops: (() => void)[] = [];
  const open = () => {
    for (const stop of stops.splice(0)) stop();
    afterNextPaint(markShown);
  };
  const fallback = setTimeout(open, FIRST_PAGE_FALLBACK_MS);
  stops.push(() => clearTimeout(fallback));
  const whenReadsAnswered = () => {
    if (queryClient.isFetching() === 0) return open();
    stops.push(queryClient.getQueryCache().subscribe(() => queryClient.isFetching() === 0 && open()));
  };
  if (router.state.resolvedLocation) whenReadsAnswered();
  else {
    const stopWatching = router.subscribe('onResolved', () => {
      stopWatching();
      whenReadsAnswered();
    });
    stops.push(stopWatching);
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Whether the first page has shown (see watchFirstPage): a component renders its deferred part once it has. */
export function useFirstPageShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );
}

/** Renders its lazy children (with no fallback) once the first page has shown; nothing before. */
export function AfterFirstPage({ children }: { children: ReactNode }) {
  return useFirstPageShown() ? createElement(Suspense, { fallback: null }, children) : null;
}
