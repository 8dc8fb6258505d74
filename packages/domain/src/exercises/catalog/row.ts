import type { ExerciseLevel, MovementPattern, Muscle } from '../options.ts';
import type { ExerciseCatalogEntry } from '../schema.ts';

type Row = readonly [
  id: string,
  name: string,
  aliases: readonly string[],
  primary: readonly Muscle[],
  secondary: readonly Muscle[],
  equipment: readonly string[],
  level: ExerciseLevel,
  unilateral?: boolean,
];

/** Exercises of one movement pattern, written as dense rows (unilateral defaults to false). */
export function exercisesOf(pattern: MovementPattern, rows: readonly Row[]): ExerciseCatalogEntry[] {
  return rows.map(([id, name, aliases, primary, secondary, equipment, level, unilateral = false]) => ({
    id,
    name,
    aliases: [...aliases],
    pattern,
    primaryMuscles: [...primary],
    secondaryMuscles: [...secondary],
    equipment: [...equipment],
    level,
    unilateral,
  }));
}
