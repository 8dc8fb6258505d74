import * as z from 'zod/mini';
import { LIMITS } from '../constants/limits.ts';
import { idSchema, list, wholeNumber } from '../schemas/common.ts';
import { multilineText, text } from '../schemas/free-text.ts';
import { completedSetSchema, MAX_WARM_UP_SETS, warmUpSetSchema } from '../workouts/completed-schema.ts';
import { MAX_REST_SECONDS } from '../workouts/limits.ts';
import { supersetLabelSchema } from '../workouts/supersets.ts';
import type { SessionState } from './machine.ts';

const instantMs = wholeNumber(0);

const sessionExerciseSchema = z.object({
  id: idSchema,
  name: text(LIMITS.name),
  sets: wholeNumber(0, LIMITS.setsPerExercise),
  reps: text(LIMITS.reps),
  weight: z.optional(text(LIMITS.weight)),
  restSeconds: z.optional(wholeNumber(0, MAX_REST_SECONDS)),
  notes: z.optional(multilineText(LIMITS.text)),
  superset: z.optional(supersetLabelSchema),
});

/**
 * A session state as kept in the browser between reloads. Read back through this, so a stale or tampered entry
 * is dropped (the session starts afresh) instead of breaking the screen. Notices are not kept: they were shown.
 */
export const sessionStateSchema = z
  .object({
    phase: z.enum(['not-started', 'started', 'paused', 'finished']),
    exercises: list(sessionExerciseSchema, LIMITS.exercisesPerWorkout),
    current: z.object({ exerciseIndex: wholeNumber(0), setNumber: wholeNumber(1) }),
    completedSets: z.array(list(completedSetSchema, LIMITS.setsPerExercise)),
    startedAt: z.nullable(instantMs),
    pausedMs: instantMs,
    pausedAt: z.nullable(instantMs),
    restEndsAt: z.nullable(instantMs),
    finishedAt: z.nullable(instantMs),
    warmUps: z.optional(
      z.record(
        z.string().check(z.regex(/^\d{1,3}$/)),
        list(z.extend(warmUpSetSchema, { step: wholeNumber(0, MAX_WARM_UP_SETS) }), MAX_WARM_UP_SETS),
      ),
    ),
  })
  .check(
    z.refine((state) => state.completedSets.length === state.exercises.length, {
      error: 'completedSets must have one list per exercise',
    }),
    z.refine((state) => state.current.exerciseIndex <= state.exercises.length, {
      error: 'current set points past the workout',
    }),
    z.refine((state) => (state.phase === 'not-started') === (state.startedAt === null), {
      error: 'a started session has a start time',
    }),
    z.refine((state) => (state.phase === 'paused') === (state.pausedAt !== null), {
      error: 'a paused session has a pause time',
    }),
  );

/** The stored form of a state, or null if it is not one. */
export function parseSessionState(value: unknown): SessionState | null {
  const parsed = sessionStateSchema.safeParse(value);
  return parsed.success ? { ...parsed.data, notices: [] } : null;
}
