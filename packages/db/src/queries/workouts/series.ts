import {
  type CalendarDate,
  endSeriesBefore,
  isOccurrence,
  lastOccurrence,
  type Series,
  seriesFrom,
  type Workout,
  type WorkoutInputParsed,
  withException,
} from '@liftwise/domain';
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { workouts } from '../../schema/workouts.ts';
import { checkSeriesRoom } from '../room.ts';
import { changeTraining, type Tx } from '../training-change.ts';
import { workoutColumns, writtenWorkout } from './rows.ts';

/** What a change to one occurrence answers: the workout written, or why nothing was. */
export type OccurrenceChange<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'not-found' | 'changed' | 'not-an-occurrence' };

type Row = typeof workouts.$inferSelect;

/** The series part of a stored row, as the domain's rules read it. */
function asSeries(row: Row & { recurrence: string }): Series {
  return { date: row.date, recurrence: row.recurrence, exceptions: row.recurrenceExceptions ?? [] };
}

/**
 * Changes to one occurrence of a repeating workout (issue 22; the exception model is decision 0037): each runs in
 * one transaction through `changeTraining`, reads the series of the athlete's, checks the day is one of its
 * occurrences, and leaves every other occurrence as it was.
 */
export function createSeriesQueries(db: Db) {
  /** The athlete's series `seriesId` with `day` an occurrence of it, or why not (another athlete's reads as not found). */
  async function occurrenceOf(
    tx: Tx,
    userId: string,
    seriesId: string,
    day: CalendarDate,
    baseUpdatedAt?: string,
  ): Promise<OccurrenceChange<Row & { recurrence: string }>> {
    const [row] = await tx
      .select()
      .from(workouts)
      .where(and(eq(workouts.userId, userId), eq(workouts.id, seriesId)))
      .limit(1);
    if (!row || row.recurrence === null) return { ok: false, reason: 'not-found' };
    if (baseUpdatedAt !== undefined && row.updatedAt !== baseUpdatedAt)
      return { ok: false, reason: 'changed' };
    const series = { ...row, recurrence: row.recurrence };
    if (!isOccurrence(asSeries(series), day)) return { ok: false, reason: 'not-an-occurrence' };
    return { ok: true, value: series };
  }

  /** Takes `day` out of the series (a deleted, moved, edited-alone or completed occurrence). */
  async function takeOut(tx: Tx, series: Row & { recurrence: string }, day: CalendarDate, at: string) {
    await tx
      .update(workouts)
      .set({ recurrenceExceptions: withException(asSeries(series), day), updatedAt: at })
      .where(eq(workouts.id, series.id));
  }

  /** Ends the series the day before `day`, or deletes it when nothing is left before; its moved-out occurrences from `day` on that are still to do go too. */
  async function endBefore(
    tx: Tx,
    userId: string,
    series: Row & { recurrence: string },
    day: CalendarDate,
    at: string,
  ) {
    const kept = endSeriesBefore(asSeries(series), day);
    if (kept === null) await tx.delete(workouts).where(eq(workouts.id, series.id));
    else
      await tx
        .update(workouts)
        .set({
          recurrence: kept.recurrence,
          recurrenceExceptions: kept.exceptions,
          recurrenceEnds: lastOccurrence(series.date, kept.recurrence),
          updatedAt: at,
        })
        .where(eq(workouts.id, series.id));
    await tx
      .delete(workouts)
      .where(
        and(
          eq(workouts.userId, userId),
          eq(workouts.seriesId, series.id),
          eq(workouts.status, 'scheduled'),
          gte(workouts.date, day),
        ),
      );
  }

  /**
   * Edits the occurrence on `day`: 'this' makes it a workout of its own (what the form says, on the date the form
   * says: a move is such an edit) and takes the day out of the series; 'following' ends the series the day before
   * and starts a new series with what the form says (its rule as sent; its days taken out so far kept).
   */
  async function updateOccurrence(
    userId: string,
    seriesId: string,
    day: CalendarDate,
    scope: 'this' | 'following',
    write: WorkoutInputParsed,
    now: Date,
    baseUpdatedAt?: string,
  ): Promise<OccurrenceChange<Workout>> {
    const at = now.toISOString();
    return changeTraining(
      db,
      userId,
      async (tx): Promise<OccurrenceChange<Workout>> => {
        const found = await occurrenceOf(tx, userId, seriesId, day, baseUpdatedAt);
        if (!found.ok) return found;
        const series = found.value;
        if (scope === 'this') {
          await takeOut(tx, series, day, at);
          const { recurrence: _oneDay, ...alone } = write;
          const [row] = await tx
            .insert(workouts)
            .values({ id: crypto.randomUUID(), userId, ...workoutColumns(alone), seriesId, updatedAt: at })
            .returning();
          if (!row) throw new Error('occurrence insert returned nothing');
          return { ok: true, value: writtenWorkout(row) };
        }
        const following = seriesFrom(asSeries(series), day);
        await endBefore(tx, userId, series, day, at);
        const [row] = await tx
          .insert(workouts)
          .values({
            id: crypto.randomUUID(),
            userId,
            ...workoutColumns(write),
            recurrenceExceptions: write.recurrence === undefined ? null : [...(following.exceptions ?? [])],
            updatedAt: at,
          })
          .returning();
        if (!row) throw new Error('series insert returned nothing');
        // The days before stay a series of their own: one more, unless that was all of it.
        if (write.recurrence !== undefined) await checkSeriesRoom(tx, userId);
        return { ok: true, value: writtenWorkout(row) };
      },
      (result) => result.ok && 'added',
    );
  }

  /** Deletes the occurrence on `day` ('this': only that day goes) or it and every later one ('following'). */
  async function deleteOccurrence(
    userId: string,
    seriesId: string,
    day: CalendarDate,
    scope: 'this' | 'following',
    now: Date,
  ): Promise<OccurrenceChange<true>> {
    const at = now.toISOString();
    return changeTraining(
      db,
      userId,
      async (tx): Promise<OccurrenceChange<true>> => {
        const found = await occurrenceOf(tx, userId, seriesId, day);
        if (!found.ok) return found;
        if (scope === 'this') await takeOut(tx, found.value, day, at);
        else await endBefore(tx, userId, found.value, day, at);
        return { ok: true, value: true };
      },
      (result) => result.ok,
    );
  }

  return { updateOccurrence, deleteOccurrence };
}
