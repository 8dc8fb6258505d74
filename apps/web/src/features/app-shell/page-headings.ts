import {
  EQUIPMENT_PAGE_HEADING,
  EXERCISES_PAGE_HEADING,
  GOALS_PAGE_HEADING,
  PROGRESS_PAGE_HEADING,
  SCHEDULE_PAGE_HEADING,
  WORKOUTS_PAGE_HEADING,
} from '@liftwise/domain';
import type { FileRoutesByTo } from '#web/routeTree.gen.ts';

export interface PageHeading {
  title: string;
  description: string;
}

/**
 * The list pages whose heading is known before any data: the app shell paints it at once, in app.html before a
 * script runs and in the guard's skeleton after, so a first load shows the page's largest words at the first paint
 * (Lighthouse's LCP was the description, painted only once the page's code and data had arrived).
 */
export const PAGE_HEADINGS = {
  '/workouts': WORKOUTS_PAGE_HEADING,
  '/schedule': SCHEDULE_PAGE_HEADING,
  '/goals': GOALS_PAGE_HEADING,
  '/equipment': EQUIPMENT_PAGE_HEADING,
  '/progress': PROGRESS_PAGE_HEADING,
  '/exercises': EXERCISES_PAGE_HEADING,
} as const satisfies Partial<Record<keyof FileRoutesByTo, PageHeading>>;

/** The heading of the page at a path ('/schedule/' is '/schedule'), if it has one known up front. */
export function pageHeadingAt(pathname: string): PageHeading | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(PAGE_HEADINGS, path) ? PAGE_HEADINGS[path as keyof typeof PAGE_HEADINGS] : undefined;
}
