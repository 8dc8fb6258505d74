import { RECURRENCE_MAX_SERIES, SeriesLimitError } from '@liftwise/domain';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { workouts } from '../../schema/workouts.ts';
import type { Tx } from '../training-change.ts';

/**
 * Run inside a write that may add a repeating workout, after it: throws SeriesLimitError, which rolls the whole
 * write back, when the athlete now keeps more than RECURRENCE_MAX_SERIES of them. Counted in the write's
 * transaction, so two saves at once cannot both pass. A series always has its last day (`recurrence_ends`), which
 * the index on the athlete and that day counts.
 */
export async function checkSeriesRoom(tx: Tx, userId: string): Promise<void> {
  const [row] = await tx
    .select({ count: count() })
    .from(workouts)
    .where(and(eq(workouts.userId, userId), isNotNull(workouts.recurrenceEnds)));
  if ((row?.count ?? 0) > RECURRENCE_MAX_SERIES) throw new SeriesLimitError();
}
