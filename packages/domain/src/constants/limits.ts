/**
 * Numbers every area shares: the server-function timeout and the bounds of stored strings and lists. Each area
 * names its own §9 numbers in `<area>/limits.ts`.
 */

/** Server-function timeout and region (spec §7, §9). */
export const FUNCTION_TIMEOUT_SECONDS = 70;
export const FUNCTION_TIMEOUT_MS = FUNCTION_TIMEOUT_SECONDS * 1000;
export const DEFAULT_REGION = 'us-central1';

/**
 * Upper bounds for stored strings and lists. The spec gives none; these keep payloads bounded (architecture:
 * "limits on every string and list") while leaving generous room for real use.
 */
export const LIMITS = {
  id: 64,
  name: 120,
  shortText: 60,
  text: 500,
  longText: 4000,
  url: 2048,
  email: 320,
  reps: 30,
  weight: 40,
  unit: 30,
  exercisesPerWorkout: 100,
  setsPerExercise: 100,
  durationMinutes: 24 * 60,
  durationSeconds: 7 * 24 * 60 * 60,
  specifications: 50,
  specificationDepth: 4,
  listItems: 50,
  equipmentPerRequest: 200,
  planWeeks: 52,
  scheduleEntries: 52 * 7,
  prompt: 2000,
} as const;
