/**
 * The catalogue lookup a link to an exercise's page needs, on its own: the catalogue is ~80 KB of data that no
 * screen linking to it needs to paint, so the link loads this after the screen has (./exercise-link.tsx).
 */
export { findExercise } from '@liftwise/domain';
