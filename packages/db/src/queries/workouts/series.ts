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
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { workouts } from '../../schema/workouts.ts';
import {
  bumpTrainingVersion,
  refuseIf,
  runWrite,
  seriesRoom,
  trainingRoom,
  WriteChangedError,
  type WriteStep,
} from '../write-batch.ts';
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

/** A change re-read and tried again when the series changed between its read and its batch: a few tries. */
const ATTEMPTS = 3;

/**
 * Changes to one occurrence of a repeating workout (the exception model is). Which days a
 * series has is the domain's rule, not SQL's, so each change is two requests: it reads the series of the athlete's,
 * checks the day is one of its occurrences, then writes in one batch made on that version of the series (refused
 * whole, and read again, if it changed meanwhile), leaving every other occurrence as it was.
 */
export function createSeriesQueries(db: Db) {
  /** The athlete's series `seriesId` with `day` an occurrence of it, or why not (another athlete's reads as not found). */
  async function occurrenceOf(
    userId: string,
    seriesId: string,
    day: CalendarDate,
    baseUpdatedAt?: string,
  ): Promise<OccurrenceChange<Row & { recurrence: string }>> {
    const [row] = await db
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

  /** The batch's first step: refused as changed when the series is no longer the version read. */
  function asRead(series: Row): WriteStep {
    return refuseIf(
      db,
      sql`not exists (select 1 from ${workouts} where ${workouts.id} = ${series.id} and ${workouts.updatedAt} = ${series.updatedAt})`,
    );
  }

  /** Takes `day` out of the series (a deleted, moved, edited-alone or completed occurrence). */
  function takeOut(series: Row & { recurrence: string }, day: CalendarDate, at: string): WriteStep {
    return db
      .update(workouts)
      .set({ recurrenceExceptions: withException(asSeries(series), day), updatedAt: at })
      .where(eq(workouts.id, series.id));
  }

  /** Ends the series the day before `day`, or deletes it when nothing is left before; its moved-out occurrences from `day` on that are still to do go too. */
  function endBefore(
    userId: string,
    series: Row & { recurrence: string },
    day: CalendarDate,
    at: string,
  ): WriteStep[] {
    const kept = endSeriesBefore(asSeries(series), day);
    return [
      kept === null
        ? db.delete(workouts).where(eq(workouts.id, series.id))
        : db
            .update(workouts)
            .set({
              recurrence: kept.recurrence,
              recurrenceExceptions: kept.exceptions,
              recurrenceEnds: lastOccurrence(series.date, kept.recurrence),
              updatedAt: at,
            })
            .where(eq(workouts.id, series.id)),
      db
        .delete(workouts)
        .where(
          and(
            eq(workouts.userId, userId),
            eq(workouts.seriesId, series.id),
            eq(workouts.status, 'scheduled'),
            gte(workouts.date, day),
          ),
        ),
    ];
  }

  /** Reads the occurrence, then runs `write`'s batch made on it; read again when the series changed in between. */
  async function onOccurrence<T>(
    userId: string,
    seriesId: string,
    day: CalendarDate,
    baseUpdatedAt: string | undefined,
    write: (series: Row & { recurrence: string }) => Promise<T>,
  ): Promise<OccurrenceChange<T>> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const found = await occurrenceOf(userId, seriesId, day, baseUpdatedAt);
      if (!found.ok) return found;
      try {
        return { ok: true, value: await write(found.value) };
      } catch (error) {
        if (!(error instanceof WriteChangedError)) throw error;
      }
    }
    throw new Error('the repeating workout kept changing while one of its occurrences was being changed');
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
    return onOccurrence(userId, seriesId, day, baseUpdatedAt, async (series) => {
      const added = sql`1`;
      if (scope === 'this') {
        const { recurrence: _oneDay, ...alone } = write;
        const [, [row]] = await runWrite(db, [
          asRead(series),
          db
            .insert(workouts)
            .values({ id: crypto.randomUUID(), userId, ...workoutColumns(alone), seriesId, updatedAt: at })
            .returning(),
          takeOut(series, day, at),
          bumpTrainingVersion(db, userId, added),
          ...trainingRoom(db, userId, added),
        ]);
        if (!row) throw new Error('occurrence insert returned nothing');
        return writtenWorkout(row);
      }
      const following = seriesFrom(asSeries(series), day);
      const [, [row]] = await runWrite(db, [
        asRead(series),
        db
          .insert(workouts)
          .values({
            id: crypto.randomUUID(),
            userId,
            ...workoutColumns(write),
            recurrenceExceptions: write.recurrence === undefined ? null : [...(following.exceptions ?? [])],
            updatedAt: at,
          })
          .returning(),
        ...endBefore(userId, series, day, at),
        bumpTrainingVersion(db, userId, added),
        ...trainingRoom(db, userId, added),
        // The days before stay a series of their own: one more, unless that was all of it.
        ...(write.recurrence === undefined ? [] : [seriesRoom(db, userId, added)]),
      ]);
      if (!row) throw new Error('series insert returned nothing');
      return writtenWorkout(row);
    });
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
    return onOccurrence(userId, seriesId, day, undefined, async (series) => {
      await runWrite(db, [
        asRead(series),
        ...(scope === 'this' ? [takeOut(series, day, at)] : endBefore(userId, series, day, at)),
        bumpTrainingVersion(db, userId, sql`1`),
      ]);
      return true as const;
    });
  }

  return { updateOccurrence, deleteOccurrence };
}
