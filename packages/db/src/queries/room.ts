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

/** Repeating workouts: a series always has its last day (`recurrence_ends`), which the index on the athlete and that day counts. */
export async function checkSeriesRoom(tx: Tx, userId: string): Promise<void> {
  const [row] = await tx
    .select({ count: count() })
    .from(workouts)
    .where(and(eq(workouts.userId, userId), isNotNull(workouts.recurrenceEnds)));
  if ((row?.count ?? 0) > RECURRENCE_MAX_SERIES) throw new KeptAtMostError(RECURRENCE_MESSAGES.tooManySeries);
}

/**
 * Planned and completed workouts: the database's triggers keep their counts on the athlete's row (migration 0012),
 * so this is one read of that row, not a count of up to 20,000 rows on every save.
 */
export async function checkTrainingRoom(tx: Tx, userId: string): Promise<void> {
  const [row] = await tx
    .select({ workouts: users.workoutCount, completed: users.completedWorkoutCount })
    .from(users)
    .where(eq(users.id, userId));
  if ((row?.workouts ?? 0) > MAX_WORKOUTS) throw new KeptAtMostError(WORKOUT_MESSAGES.tooManyWorkouts);
  if ((row?.completed ?? 0) > MAX_COMPLETED_WORKOUTS)
    throw new KeptAtMostError(WORKOUT_MESSAGES.tooManyCompletedWorkouts);
}

/** Strength plans, drafts included (at most 1,000: counted on the index of the athlete's plans). */
export async function checkStrengthPlanRoom(tx: Tx, userId: string): Promise<void> {
  const [row] = await tx
    .select({ count: count() })
    .from(strengthPlans)
    .where(eq(strengthPlans.userId, userId));
  if ((row?.count ?? 0) > MAX_STRENGTH_PLANS) throw new KeptAtMostError(PLAN_MESSAGES.tooManyPlans);
}
