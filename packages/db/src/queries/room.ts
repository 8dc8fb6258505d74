import {
  KeptAtMostError,
  MAX_COMPLETED_WORKOUTS,
  MAX_STRENGTH_PLANS,
  MAX_WORKOUTS,
  PLAN_MESSAGES,
  RECURRENCE_MAX_SERIES,
  RECURRENCE_MESSAGES,
  WORKOUT_MESSAGES,
} from '@liftwise/domain';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { users } from '../schema/auth.ts';
import { strengthPlans } from '../schema/strength-plans.ts';
import { workouts } from '../schema/workouts.ts';
import type { Tx } from './training-change.ts';

/*
 * Whether the athlete still has room after a write that added rows. Each check runs inside the write's
 * transaction, after it, and throws KeptAtMostError, which rolls the whole write back, when the athlete now keeps
 * more than they may. Counted in the write's transaction, so two saves at once cannot both pass. Only writes that
 * add call them: an athlete over a bound (kept from before it) can still edit and delete.
 */

function refuseOver(kept: number | undefined, max: number, refusal: string): void {
  if ((kept ?? 0) > max) throw new KeptAtMostError(refusal);
}

/** Repeating workouts: a series always has its last day (`recurrence_ends`), which the athlete's index on it counts. */
export async function checkSeriesRoom(tx: Tx, userId: string): Promise<void> {
  const [row] = await tx
    .select({ n: count() })
    .from(workouts)
    .where(and(eq(workouts.userId, userId), isNotNull(workouts.recurrenceEnds)));
  refuseOver(row?.n, RECURRENCE_MAX_SERIES, RECURRENCE_MESSAGES.tooManySeries);
}

/**
 * Planned and completed workouts: the database's triggers keep their counts on the athlete's row (migration 0012),
 * so this is one read of that row, not a count of up to 20,000 rows on every save.
 */
export async function checkTrainingRoom(tx: Tx, userId: string): Promise<void> {
  const [row] = await tx
    .select({ planned: users.workoutCount, done: users.completedWorkoutCount })
    .from(users)
    .where(eq(users.id, userId));
  refuseOver(row?.planned, MAX_WORKOUTS, WORKOUT_MESSAGES.tooManyWorkouts);
  refuseOver(row?.done, MAX_COMPLETED_WORKOUTS, WORKOUT_MESSAGES.tooManyCompletedWorkouts);
}

/** Strength plans, drafts included (at most 1,000: counted on the athlete's index of their plans). */
export async function checkStrengthPlanRoom(tx: Tx, userId: string): Promise<void> {
  const [row] = await tx.select({ n: count() }).from(strengthPlans).where(eq(strengthPlans.userId, userId));
  refuseOver(row?.n, MAX_STRENGTH_PLANS, PLAN_MESSAGES.tooManyPlans);
}
