import type { ExerciseLevel, ExerciseMeasure, MovementPattern, Muscle } from '../options.ts';
import type { ExerciseCatalogueEntry } from '../schema.ts';

type Row = readonly [
  id: string,
  name: string,
  aliases: readonly string[],
  primary: readonly Muscle[],
  secondary: readonly Muscle[],
  equipment: readonly string[],
  level: ExerciseLevel,
  unilateral?: boolean,
  measure?: ExerciseMeasure,
];

/**
 * Held positions are timed, whatever their pattern; a row may still say otherwise. A name ending in 'Hang' is a
 * hang (Dead Hang); 'Hang' first is where a lift starts (Hang Power Clean), counted in reps.
 */
const HELD = /\b(plank|hold|wall sit|l-sit)\b|\bhang$/i;

/** The measure a row leaves unsaid: carries go a distance, holds last a time, everything else counts reps. */
function measureOf(pattern: MovementPattern, name: string): ExerciseMeasure {
  if (pattern === 'carry') return 'metres';
  return HELD.test(name) ? 'seconds' : 'reps';
}

/** Exercises of one movement pattern, written as dense rows (unilateral defaults to false). */
export function exercisesOf(pattern: MovementPattern, rows: readonly Row[]): ExerciseCatalogueEntry[] {
  return rows.map(
    ([id, name, aliases, primary, secondary, equipment, level, unilateral = false, measure]) => ({
      id,
      name,
      aliases: [...aliases],
      pattern,
      primaryMuscles: [...primary],
      secondaryMuscles: [...secondary],
      equipment: [...equipment],
      level,
      unilateral,
      measure: measure ?? measureOf(pattern, name),
    }),
  );
}
