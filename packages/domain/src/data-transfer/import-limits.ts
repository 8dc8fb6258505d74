import { MAX_EQUIPMENT_LOCATIONS, MAX_USER_EQUIPMENT } from '../equipment/limits.ts';
import { MAX_GOALS } from '../goals/limits.ts';
import type { ExportKind } from './document.ts';
import type { ImportMode } from './merge.ts';
import { DATA_TRANSFER_MESSAGES } from './text.ts';

/**
 * The kinds an athlete keeps a bounded number of, with that bound and its name in a refusal. An import may not pass
 * them any more than a save may: merged imports of different files would otherwise grow a list without end.
 * (Repeating workouts are bounded inside the import's transaction: RECURRENCE_MAX_SERIES.)
 */
const KEPT_AT_MOST = [
  { kind: 'locations', max: MAX_EQUIPMENT_LOCATIONS, what: 'equipment locations' },
  { kind: 'equipment', max: MAX_USER_EQUIPMENT, what: 'equipment items' },
  { kind: 'goals', max: MAX_GOALS, what: 'goals' },
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
