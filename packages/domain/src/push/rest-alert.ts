import * as z from 'zod/mini';
import { LIMITS } from '../constants/limits.ts';
import { isEverySetDone, type SessionState } from '../live-session/machine.ts';
import { idSchema, wholeNumber } from '../schemas/common.ts';
import { requiredText, text } from '../schemas/free-text.ts';
import { showPlannedWeight, WEIGHT_UNITS, type WeightUnit } from '../units/weight.ts';
import type { PushNotificationPayload } from './schema.ts';
import { PUSH_MESSAGES } from './text.ts';

/** The furthest ahead a rest alert may be asked for: the longest rest (10 min) with ±15 s taps and room to spare. */
export const REST_ALERT_MAX_AHEAD_MS = 15 * 60 * 1000;
/** An alert asked for this little in the past is still sent (a slow request); anything older is refused. */
export const REST_ALERT_GRACE_MS = 30 * 1000;

/** The set the athlete does after the rest, as the live session shows it; its weight is the planned text. */
export const restAlertNextSetSchema = z.object({
  setNumber: wholeNumber(1, LIMITS.setsPerExercise),
  setCount: wholeNumber(1, LIMITS.setsPerExercise),
  exerciseName: requiredText(LIMITS.name),
  reps: text(LIMITS.reps),
  weight: z.optional(text(LIMITS.weight)),
  /** The athlete's unit: a planned weight is shown in it, as on the session's card. */
  unit: z.enum(WEIGHT_UNITS),
});
export type RestAlertNextSet = z.infer<typeof restAlertNextSetSchema>;

/** scheduleRestAlert: the rest's end (epoch ms), the workout whose session a tap opens, and the set that follows. */
export const scheduleRestAlertInputSchema = z.object({
  endsAt: z
    .number({ error: PUSH_MESSAGES.invalidRestEnd })
    .check(z.int({ error: PUSH_MESSAGES.invalidRestEnd })),
  workoutId: idSchema,
  next: z.nullable(restAlertNextSetSchema),
});
export type ScheduleRestAlertInput = z.infer<typeof scheduleRestAlertInputSchema>;

/** Whether a rest ending at `endsAt` may be scheduled at `now`: not long past, not further ahead than a rest goes. */
export function isRestEndInBounds(endsAt: number, now: number): boolean {
  return endsAt >= now - REST_ALERT_GRACE_MS && endsAt <= now + REST_ALERT_MAX_AHEAD_MS;
}

/** 'Set 3 of 4 · Squat · 100 kg × 5': the next set as the notification says it; a missing load or reps is left out. */
export function restAlertBody(next: RestAlertNextSet | null): string {
  if (!next) return REST_ALERT_TEXT.bodyWithoutSet;
  const weight = showPlannedWeight(next.weight || undefined, next.unit as WeightUnit);
  const load = [weight, next.reps].filter(Boolean).join(' × ');
  return [`Set ${next.setNumber} of ${next.setCount}`, next.exerciseName, load].filter(Boolean).join(' · ');
}

/** The rest's end as a push: replaces the one before it on the device (its tag), a tap opens the session. */
export function restAlertPayload(
  input: Pick<ScheduleRestAlertInput, 'workoutId' | 'next'>,
): PushNotificationPayload {
  return {
    kind: 'rest',
    title: REST_ALERT_TEXT.title,
    body: restAlertBody(input.next),
    url: `/workouts/start/${encodeURIComponent(input.workoutId)}`,
    tag: 'rest',
  };
}

export const REST_ALERT_TEXT = {
  /** The spec's notice at the rest's end (§4), the same words on screen and on a locked phone. */
  title: 'Rest Complete',
  bodyWithoutSet: 'Time for your next set.',
  skip: 'Skip',
  addFifteen: '+15 s',
} as const;

/**
 * The rest alert the live session wants at this state: at the running rest's end, with the set that follows; null
 * when no rest runs (skipped, done, paused, finished) or every set is done. The page keeps the server's alert equal
 * to this, so every event that moves or ends the rest moves or cancels the alert.
 */
export function restAlertOf(
  state: SessionState,
  unit: WeightUnit,
): { endsAt: number; next: RestAlertNextSet } | null {
  if (state.phase !== 'started' || state.restEndsAt === null || isEverySetDone(state)) return null;
  const exercise = state.exercises[state.current.exerciseIndex];
  if (!exercise) return null;
  return {
    endsAt: state.restEndsAt,
    next: {
      setNumber: state.current.setNumber,
      setCount: exercise.sets,
      exerciseName: exercise.name,
      reps: exercise.reps,
      ...(exercise.weight ? { weight: exercise.weight } : {}),
      unit,
    },
  };
}
