import * as z from 'zod/mini';
import { LIMITS } from '../constants/limits.ts';
import { EQUIPMENT_CATALOGUE } from '../equipment/catalogue.ts';
import { idSchema, list } from '../schemas/common.ts';
import { requiredText } from '../schemas/free-text.ts';
import {
  MAX_CATALOGUE_EXERCISES,
  MAX_EXERCISE_ALIASES,
  MAX_EXERCISE_EQUIPMENT,
  MAX_EXERCISE_MUSCLES,
} from './limits.ts';
import { exerciseMatchKey } from './name-key.ts';
import {
  EXERCISE_CLASSES,
  EXERCISE_LEVELS,
  EXERCISE_MEASURES,
  MOVEMENT_PATTERNS,
  MUSCLES,
} from './options.ts';

export const movementPatternSchema = z.enum(MOVEMENT_PATTERNS);
export const muscleSchema = z.enum(MUSCLES);
export const exerciseLevelSchema = z.enum(EXERCISE_LEVELS);
export const exerciseMeasureSchema = z.enum(EXERCISE_MEASURES);
export const exerciseClassSchema = z.enum(EXERCISE_CLASSES);

/** An entry of the exercise catalogue. `id` is a stable slug: workouts and analytics keep it. */
export const exerciseCatalogueEntrySchema = z.object({
  id: idSchema.check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Exercise id must be a lower-case slug' })),
  name: requiredText(LIMITS.name),
  aliases: list(requiredText(LIMITS.name), MAX_EXERCISE_ALIASES),
  pattern: movementPatternSchema,
  primaryMuscles: list(muscleSchema, MAX_EXERCISE_MUSCLES).check(z.minLength(1)),
  secondaryMuscles: list(muscleSchema, MAX_EXERCISE_MUSCLES),
  /** Default equipment catalogue item names, all needed; empty for bodyweight exercises. */
  equipment: list(requiredText(LIMITS.name), MAX_EXERCISE_EQUIPMENT),
  level: exerciseLevelSchema,
  unilateral: z.boolean(),
  /** How a set is counted: reps, a held time (planks, wall sits, hangs) or a distance (carries). */
  measure: exerciseMeasureSchema,
  /** How it is dosed (rest and reps by class): main, accessory, core (holds too) or conditioning. */
  exerciseClass: exerciseClassSchema,
});
export type ExerciseCatalogueEntry = z.infer<typeof exerciseCatalogueEntrySchema>;

const EQUIPMENT_NAMES = new Set(EQUIPMENT_CATALOGUE.equipment.map((item) => item.name));

/**
 * What makes an exercise catalogue inconsistent, one sentence per problem (empty when it is sound). Names are
 * compared as findExercise reads them (`exerciseMatchKey`: 'Squats' is 'Squat', 'DB Row' is 'Dumbbell Row',
 * 'Squat (Barbell)' is 'Barbell Squat'): two entries may not share one; an entry may spell its own names twice.
 */
export function exerciseCatalogueProblems(entries: readonly ExerciseCatalogueEntry[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const owners = new Map<string, ExerciseCatalogueEntry>();
  for (const entry of entries) {
    if (ids.has(entry.id)) problems.push(`Duplicate exercise id: ${entry.id}`);
    ids.add(entry.id);
    for (const name of [entry.name, ...entry.aliases]) {
      const key = exerciseMatchKey(name);
      const owner = owners.get(key);
      if (owner === undefined) owners.set(key, entry);
      else if (owner !== entry) problems.push(`${entry.id}: '${name}' is already a name of ${owner.id}`);
    }
    for (const item of entry.equipment) {
      if (!EQUIPMENT_NAMES.has(item)) problems.push(`${entry.id}: no equipment named '${item}'`);
    }
    for (const muscle of entry.primaryMuscles) {
      if (entry.secondaryMuscles.includes(muscle))
        problems.push(`${entry.id}: ${muscle} is primary and secondary`);
    }
  }
  return problems;
}

/** The whole catalogue: unique ids, names and aliases unique across entries, equipment from the default catalogue. */
export const exerciseCatalogueSchema = list(exerciseCatalogueEntrySchema, MAX_CATALOGUE_EXERCISES).check(
  z.superRefine((entries, ctx) => {
    for (const problem of exerciseCatalogueProblems(entries))
      ctx.addIssue({ code: 'custom', message: problem });
  }),
);
