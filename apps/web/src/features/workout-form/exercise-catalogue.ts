/**
 * The exercise catalogue's lookups, on their own: the catalogue and the equipment it names are ~80 KB of data
 * (before compression) that the form does not need to paint, so the form loads this after it has painted
 * (./use-exercise-catalogue.ts;).
 */
export { findExercise, suggestExercises } from '@liftwise/domain';
