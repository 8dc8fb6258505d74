import { EXERCISE_PREVIEW_COUNT } from './limits.ts';

/** A card shows the first 3 exercises plus '+N more' (spec §2, §9). */
export function exercisePreview<T>(
  exercises: readonly T[],
  count: number = EXERCISE_PREVIEW_COUNT,
): { shown: T[]; moreCount: number; moreLabel: string | null } {
  const shown = exercises.slice(0, count);
  const moreCount = exercises.length - shown.length;
  return { shown, moreCount, moreLabel: moreCount > 0 ? `+${moreCount} more` : null };
}
