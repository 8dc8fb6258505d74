import { isCalendarDate, isTimeOfDay } from '@liftwise/domain';
import { idParam, occurrenceParam } from '#web/lib/search-params.ts';

// Read by the route itself (validateSearch), which is in every page's first load: no zod, no form code here.

/** The form's search parameters: the workout to copy, and a day (and time) to start a new one on. */
export interface WorkoutFormSearch {
  copyFrom?: string;
  date?: string;
  time?: string;
}

/**
 * `?copyFrom={id}` (spec §2) and `?date=YYYY-MM-DD&time=HH:MM` (the schedule's "create one on this day"). A date or
 * time that is not one is dropped, so a mistyped link still opens the form, on today.
 */
export function workoutFormSearch(search: Record<string, unknown>): WorkoutFormSearch {
  const copyFrom = idParam(search.copyFrom);
  const date = typeof search.date === 'string' && isCalendarDate(search.date) ? search.date : undefined;
  const time = isTimeOfDay(search.time) ? search.time : undefined;
  return {
    ...(copyFrom !== undefined && { copyFrom }),
    ...(date !== undefined && { date }),
    ...(date !== undefined && time !== undefined && { time }),
  };
}

/** The edit form's search parameters: one occurrence of a repeating workout and what the edit applies to. */
export interface WorkoutEditSearch {
  occurrence?: string;
  scope?: 'this' | 'following' | 'all';
}

/** `?occurrence=YYYY-MM-DD&scope=this|following|all`; anything else is dropped (the whole workout is edited). */
export function workoutEditSearch(search: Record<string, unknown>): WorkoutEditSearch {
  const occurrence = occurrenceParam(search.occurrence);
  const { scope } = search;
  return occurrence && (scope === 'this' || scope === 'following' || scope === 'all')
    ? { occurrence, scope }
    : {};
}
