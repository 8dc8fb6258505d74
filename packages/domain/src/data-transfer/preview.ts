import { findExercise } from '../exercises/search.ts';
import type { ExportDocument } from './document.ts';
import { PREVIEW_MAX_UNKNOWN_NAMES } from './limits.ts';

/**
 * The exercise names of a document the catalogue does not know, each once, in the order first met: they are
 * imported as written, and the preview lists them so the athlete knows which lifts' history stays apart.
 */
export function unknownExerciseNames(document: ExportDocument): string[] {
  const unknown = new Set<string>();
  const known = new Set<string>();
  const names = [
    ...document.completedWorkouts.flatMap((session) =>
      session.actualExercises.map((exercise) => exercise.name),
    ),
    ...document.workouts.flatMap((workout) => workout.exercises.map((exercise) => exercise.name)),
  ];
  for (const name of names) {
    if (unknown.has(name) || known.has(name)) continue;
    if (findExercise(name)) known.add(name);
    else unknown.add(name);
  }
  return [...unknown];
}

/** The sets a document's completed workouts hold (work sets and warm-ups): what "50,000 set rows" counts. */
export function setCount(document: ExportDocument): number {
  let sets = 0;
  for (const session of document.completedWorkouts)
    for (const exercise of session.actualExercises)
      sets += exercise.actualSets.length + (exercise.warmUpSets?.length ?? 0);
  return sets;
}

/** The unknown names a preview shows (at most PREVIEW_MAX_UNKNOWN_NAMES) and how many more there are. */
export function unknownNamesShown(document: ExportDocument): { names: string[]; more: number } {
  const names = unknownExerciseNames(document);
  return {
    names: names.slice(0, PREVIEW_MAX_UNKNOWN_NAMES),
    more: Math.max(0, names.length - PREVIEW_MAX_UNKNOWN_NAMES),
  };
}
