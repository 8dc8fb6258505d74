import type { CalendarDate, Workout } from '@liftwise/domain';
import { and, asc, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { workouts } from '../../schema/workouts.ts';
import { toWorkout } from './rows.ts';

const param = {
  userId: sql.placeholder('userId'),
  from: sql.placeholder('from'),
  to: sql.placeholder('to'),
  limit: sql.placeholder('limit'),
  ids: sql.placeholder('ids'),
  exercises: sql.placeholder('exercises'),
};

/** A workout the feed will show, as far as ordering it and the zone's rules need. */
export interface FeedPlanRow {
  id: string;
  date: string;
  time: string | null;
  recurrence: string | null;
}

/** A workout as the calendar feed reads it: only its first exercises, and how many it has. */
export type FeedWorkoutRow = Workout & { exerciseCount: number };

/**
 * The calendar feed's reads: first which workouts it shows (small columns only), then the workouts a page
 * at a time, each with its exercises cut to the first few by the database. The embedded database reads on the
 * server's only thread: one read of 500 workouts of 100 exercises (15 MB of JSON) held it for 100 ms and more.
 */
export function createFeedWorkoutQueries(db: Db) {
  const columns = {
    id: workouts.id,
    userId: workouts.userId,
    name: workouts.name,
    date: workouts.date,
    time: workouts.time,
    duration: workouts.duration,
    exercises: sql<string>`(select json_group_array(json(value)) from json_each(${workouts.exercises}) where key < ${param.exercises})`,
    exerciseCount: workouts.exerciseCount,
    status: workouts.status,
    difficulty: workouts.difficulty,
    recurrence: workouts.recurrence,
    recurrenceExceptions: workouts.recurrenceExceptions,
    recurrenceEnds: workouts.recurrenceEnds,
    seriesId: workouts.seriesId,
    updatedAt: workouts.updatedAt,
  };
  const byDayThenTime = [asc(workouts.date), asc(workouts.time), asc(workouts.id)];
  const ofAthlete = eq(workouts.userId, param.userId);
  // Only what orders the events and spans the zone's rules: no exercises, so a plan of 500 reads kilobytes.
  const planColumns = {
    id: workouts.id,
    date: workouts.date,
    time: workouts.time,
    recurrence: workouts.recurrence,
  };

  const oneDayStatement = db
    .select(planColumns)
    .from(workouts)
    .where(
      and(
        ofAthlete,
        eq(workouts.status, 'scheduled'),
        isNull(workouts.recurrence),
        gte(workouts.date, param.from),
        lte(workouts.date, param.to),
      ),
    )
    .orderBy(...byDayThenTime)
    .limit(param.limit)
    .prepare();
  const seriesStatement = db
    .select(planColumns)
    .from(workouts)
    .where(
      and(
        ofAthlete,
        isNotNull(workouts.recurrence),
        gte(workouts.recurrenceEnds, param.from),
        lte(workouts.date, param.to),
      ),
    )
    .orderBy(...byDayThenTime)
    .limit(param.limit)
    .prepare();
  const pageStatement = db
    .select(columns)
    .from(workouts)
    .where(and(ofAthlete, sql`${workouts.id} in (select value from json_each(${param.ids}))`))
    .prepare();

  function toFeedWorkout(row: Awaited<ReturnType<typeof pageStatement.all>>[number]): FeedWorkoutRow {
    const workout = toWorkout({
      ...row,
      exercises: JSON.parse(row.exercises),
      notes: null,
      planId: null,
      clientKey: null,
    });
    return { ...workout, exerciseCount: row.exerciseCount };
  }

  return {
    /**
     * Which workouts the feed shows from `from` to `to` (both included), soonest first, at most `limit` of each
     * kind: the repeating ones reaching those days, and the scheduled one-day ones. Their timing only, to read
     * whole a page at a time (`feedPage`).
     */
    async feedPlan(
      userId: string,
      window: { from: CalendarDate; to: CalendarDate },
      limit: number,
    ): Promise<{ series: FeedPlanRow[]; oneDay: FeedPlanRow[] }> {
      const values = { userId, ...window, limit };
      const [series, oneDay] = await Promise.all([seriesStatement.all(values), oneDayStatement.all(values)]);
      return { series, oneDay };
    },

    /** The athlete's workouts of these ids, in that order, each with its first `exercises` exercises. */
    async feedPage(userId: string, ids: readonly string[], exercises: number): Promise<FeedWorkoutRow[]> {
      const rows = await pageStatement.all({ userId, ids: JSON.stringify(ids), exercises });
      const byId = new Map(rows.map((row) => [row.id, toFeedWorkout(row)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}
