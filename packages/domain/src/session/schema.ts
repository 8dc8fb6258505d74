import * as z from 'zod';
import { LIMITS } from '../constants/limits.ts';
import { idSchema } from '../schemas/common.ts';
import { multilineText, text } from '../schemas/free-text.ts';
import { completedSetSchema } from '../workouts/completed-schema.ts';
import type { SessionState } from './machine.ts';

const instantMs = z.number().int().nonnegative();

const sessionExerciseSchema = z.object({
  id: idSchema,
  name: text(LIMITS.name),
  sets: z.number().int().min(0).max(LIMITS.setsPerExercise),
  reps: text(LIMITS.reps),
  weight: text(LIMITS.weight).optional(),
  notes: multilineText(LIMITS.text).optional(),
});

/**
 * A session state as kept in the browser between reloads. Read back through this, so a stale or tampered entry
 * is dropped (the session starts afresh) instead of breaking the screen. Notices are not kept: they were shown.
 */
export const sessionStateSchema = z
  .object({
    phase: z.enum(['not-started', 'started', 'paused', 'finished']),
    exercises: z.array(sessionExerciseSchema).max(LIMITS.exercisesPerWorkout),
    current: z.object({ exerciseIndex: z.number().int().min(0), setNumber: z.number().int().min(1) }),
    completedSets: z.array(z.array(completedSetSchema).max(LIMITS.setsPerExercise)),
    startedAt: instantMs.nullable(),
    pausedMs: instantMs,
    pausedAt: instantMs.nullable(),
    restEndsAt: instantMs.nullable(),
    finishedAt: instantMs.nullable(),
  })
  .refine((state) => state.completedSets.length === state.exercises.length, {
    error: 'completedSets must have one list per exercise',
  })
  .refine((state) => state.current.exerciseIndex <= state.exercises.length, {
    error: 'current set points past the workout',
  })
  .refine((state) => (state.phase === 'not-started') === (state.startedAt === null), {
    error: 'a started session has a start time',
  })
  .refine((state) => (state.phase === 'paused') === (state.pausedAt !== null), {
    error: 'a paused session has a pause time',
  });

/** The stored form of a state, or null if it is not one. */
export function parseSessionState(value: unknown): SessionState | null {
  const parsed = sessionStateSchema.safeParse(value);
  return parsed.success ? { ...parsed.data, notices: [] } : null;
}
