import type { GeneratedPlan, PlanWorkout } from './schema.ts';

/** Week tabs run 1..duration; arrow keys stay within them (spec §2). */
export function clampWeek(week: number, duration: number): number {
  return Math.min(Math.max(1, duration), Math.max(1, Math.trunc(week)));
}

/**
 * Left/right arrows move one week, clamped to 1..duration; keys are ignored while a workout is being edited
 * (spec §2). Returns null when the key changes nothing, so the screen shows the 1 s checkmark only on a real move.
 */
export function weekAfterKey(key: string, week: number, duration: number, editing: boolean): number | null {
  if (editing) return null;
  const delta = key === 'ArrowLeft' ? -1 : key === 'ArrowRight' ? 1 : 0;
  if (delta === 0) return null;
  const next = clampWeek(week + delta, duration);
  return next === week ? null : next;
}

export function weekNumbers(duration: number): number[] {
  return Array.from({ length: Math.max(0, duration) }, (_, i) => i + 1);
}

export function workoutsForWeek(plan: Pick<GeneratedPlan, 'workoutSchedule'>, week: number) {
  return plan.workoutSchedule
    .filter((entry) => entry.weekNumber === week)
    .sort((a, b) => a.dayNumber - b.dayNumber);
}

/** Saving an edited day replaces that day's workout in the schedule (spec §4); other days are untouched. */
export function replacePlanWorkout(
  plan: GeneratedPlan,
  weekNumber: number,
  dayNumber: number,
  changes: Partial<Pick<PlanWorkout, 'name' | 'notes'>> | PlanWorkout,
): GeneratedPlan {
  return {
    ...plan,
    workoutSchedule: plan.workoutSchedule.map((entry) =>
      entry.weekNumber === weekNumber && entry.dayNumber === dayNumber
        ? { ...entry, workout: { ...entry.workout, ...changes } }
        : entry,
    ),
  };
}
