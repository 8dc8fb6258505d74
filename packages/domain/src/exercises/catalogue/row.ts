import type { ExerciseClass, ExerciseLevel, ExerciseMeasure, MovementPattern, Muscle } from '../options.ts';
import type { ExerciseCatalogueEntry } from '../schema.ts';

/** A row's name, or its id and name where the id is not the name's slug (an exercise renamed keeps its id). */
type Naming = string | readonly [id: string, name: string];

type Row = readonly [
  naming: Naming,
  aliases: readonly string[],
  primary: readonly Muscle[],
  secondary: readonly Muscle[],
  equipment: readonly string[],
  level: ExerciseLevel,
  unilateral?: boolean,
  measure?: ExerciseMeasure,
  exerciseClass?: ExerciseClass,
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

/** Patterns whose exercises are dosed other than as main lifts, unless a row says otherwise. */
const PATTERN_CLASS: Partial<Record<MovementPattern, ExerciseClass>> = {
  core: 'core',
  isolation: 'accessory',
  carry: 'accessory',
  conditioning: 'conditioning',
};

/** The class a row leaves unsaid: a held position (a wall sit, a dead hang) is core work, else its pattern's. */
function classOf(pattern: MovementPattern, measure: ExerciseMeasure): ExerciseClass {
  if (measure === 'seconds' && pattern !== 'conditioning') return 'core';
  return PATTERN_CLASS[pattern] ?? 'main';
}

/**
 * The id a name gives: lower case, apostrophes dropped, every other run of non-alphanumerics one hyphen
 * ('EZ-Bar Curl' is 'ez-bar-curl', "Farmer's Walk" 'farmers-walk'). Most rows leave their id to it, which keeps the
 * catalogue small in the Worker and the browser; test-support/shipped-exercise-ids.ts keeps shipped ids from changing.
 */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Exercises of one movement pattern, written as dense rows (unilateral defaults to false; measure and class to what
 * the pattern and name give).
 */
export function exercisesOf(pattern: MovementPattern, rows: readonly Row[]): ExerciseCatalogueEntry[] {
  return rows.map(
    ([naming, aliases, primary, secondary, equipment, level, unilateral = false, stated, given]) => {
      const [id, name] = typeof naming === 'string' ? [slugOf(naming), naming] : naming;
      const measure = stated ?? measureOf(pattern, name);
      return {
        id,
        name,
        aliases: [...aliases],
        pattern,
        primaryMuscles: [...primary],
        secondaryMuscles: [...secondary],
        equipment: [...equipment],
        level,
        unilateral,
        measure,
        exerciseClass: given ?? classOf(pattern, measure),
      };
    },
  );
}
