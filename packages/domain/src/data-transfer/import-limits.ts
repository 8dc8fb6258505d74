import { MAX_BODY_WEIGHTS } from '../body-weight/limits.ts';
import { MAX_EQUIPMENT_LOCATIONS, MAX_USER_EQUIPMENT } from '../equipment/limits.ts';
import { MAX_GOALS } from '../goals/limits.ts';
import { MAX_STRENGTH_PLANS } from '../strength-plans/limits.ts';
import { MAX_COMPLETED_WORKOUTS, MAX_WORKOUTS } from '../workouts/limits.ts';
import type { ExportKind } from './document.ts';
import type { ImportMode } from './merge.ts';
import { DATA_TRANSFER_MESSAGES } from './text.ts';

/**
 * The kinds an athlete keeps a bounded number of, with that bound and its name in a refusal. An import may not pass
 * them any more than a save may: merged imports of different files would otherwise grow a list without end.
 * (The import's transaction checks again, and bounds repeating workouts too: RECURRENCE_MAX_SERIES.)
 */
const KEPT_AT_MOST = [
  { kind: 'locations', max: MAX_EQUIPMENT_LOCATIONS, what: 'equipment locations' },
  { kind: 'equipment', max: MAX_USER_EQUIPMENT, what: 'equipment items' },
  { kind: 'goals', max: MAX_GOALS, what: 'goals' },
  { kind: 'workouts', max: MAX_WORKOUTS, what: 'planned workouts' },
  { kind: 'completedWorkouts', max: MAX_COMPLETED_WORKOUTS, what: 'completed workouts' },
  { kind: 'strengthPlans', max: MAX_STRENGTH_PLANS, what: 'strength plans' },
  { kind: 'bodyWeights', max: MAX_BODY_WEIGHTS, what: 'body weight entries' },
] as const satisfies readonly { kind: ExportKind; max: number; what: string }[];

/**
 * Why an import that adds its plan's rows (`counts`) to what the athlete has `stored` would leave them more than
 * they may keep, or null. Replacing everything deletes what is stored first.
 */
export function importLimitProblem(
  stored: Record<ExportKind, number>,
  counts: Record<ExportKind, { added: number }>,
  mode: ImportMode,
): string | null {
  for (const { kind, max, what } of KEPT_AT_MOST)
    if ((mode === 'replace' ? 0 : stored[kind]) + counts[kind].added > max)
      return DATA_TRANSFER_MESSAGES.overLimit(what, max);
  return null;
}
