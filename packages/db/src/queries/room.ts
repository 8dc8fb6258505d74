import {
  KeptAtMostError,
  MAX_STRENGTH_PLANS,
  PLAN_MESSAGES,
  RECURRENCE_MAX_SERIES,
  RECURRENCE_MESSAGES,
} from '@liftwise/domain';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { strengthPlans } from '../schema/strength-plans.ts';
import { workouts } from '../schema/workouts.ts';
import type { Tx } from './training-change.ts';

/*
 * Whether the athlete still has room after an import that added rows (the other writes refuse in SQL, in their
 * batch: write-batch.ts). Each check runs inside the write's
 * transaction, after it, and throws KeptAtMostError, which rolls the whole write back, when the athlete now keeps
 * more than they may. Counted in the write's transaction, so two saves at once cannot both pass. Only writes that
 * add call them: an athlete over a bound (kept from before it) can still edit and delete. Planned and completed
 * workouts are checked by `changeTraining` itself (training-change.ts), from the counts the triggers keep.
 */

/** Throws KeptAtMostError with `refusal` when `kept` is past `max`. */
export function refuseOver(kept: number | undefined, max: number, refusal: string): void {
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

/** Strength plans, drafts included (at most 1,000: counted on the athlete's index of their plans). */
export async function checkStrengthPlanRoom(tx: Tx, userId: string): Promise<void> {
  const [row] = await tx.select({ n: count() }).from(strengthPlans).where(eq(strengthPlans.userId, userId));
  refuseOver(row?.n, MAX_STRENGTH_PLANS, PLAN_MESSAGES.tooManyPlans);
}
