import { occurrenceParam } from '#web/lib/search-params.ts';

// Read by the route itself (validateSearch), which is in every page's first load: no zod here.

/** The start screen's search parameters: the day of a repeating workout's occurrence being run. */
export interface SessionSearch {
  occurrence?: string;
}

/** `?occurrence=YYYY-MM-DD`; anything else is dropped (a repeating workout is then run for today's occurrence). */
export function sessionSearch(search: Record<string, unknown>): SessionSearch {
  const occurrence = occurrenceParam(search.occurrence);
  return occurrence ? { occurrence } : {};
}
