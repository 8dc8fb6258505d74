import {
  type CompletedWorkoutInput,
  occurrencesBetween,
  type Workout,
  type WorkoutInputParsed,
} from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, createTestUser } from '../testing.ts';
import { createWorkoutQueries } from './workouts.ts';

let testDb: Awaited<ReturnType<typeof createTestDb>>;
let workouts: ReturnType<typeof createWorkoutQueries>;
beforeAll(async () => {
  testDb = await createTestDb();
  workouts = createWorkoutQueries(testDb.db);
});
afterAll(() => testDb.dispose());

const now = new Date('2026-03-02T10:00:00Z');
const MON_WED_FRI = 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=24';

async function newUser(name: string): Promise<string> {
  return (await createTestUser(testDb.db, name, now)).id;
}

function plan(date: string, overrides: Partial<WorkoutInputParsed> = {}): WorkoutInputParsed {
  return {
    name: 'Push',
    date,
    time: '07:00',
    duration: 60,
    exercises: [{ name: 'Bench Press', sets: 3, reps: '8-10' }],
    status: 'scheduled',
    difficulty: 'Intermediate',
    ...overrides,
  };
}

function session(originalWorkoutId: string): CompletedWorkoutInput {
  return {
    name: 'Push',
    date: '2026-03-04T08:00:00.000Z',
    originalWorkoutId,
    actualExercises: [],
    duration: 1800,
    notes: '',
  };
}

function days(series: Workout, from = '2026-01-01', to = '2026-12-31') {
  return occurrencesBetween(
    { date: series.date, recurrence: series.recurrence ?? '', exceptions: series.exceptions },
    from,
    to,
  );
}

describe('repeating workouts in the database', () => {
  it('a series starts on its first occurrence and is read by the windows it reaches, not as a one-day workout', async () => {
    const athlete = await newUser('series-reads');
    // Sunday 1 March: the first Monday/Wednesday/Friday is 2 March.
    const series = await workouts.create(athlete, plan('2026-03-01', { recurrence: MON_WED_FRI }), now);
    expect(series).toMatchObject({ date: '2026-03-02', recurrence: MON_WED_FRI, exceptions: [] });
    expect(await workouts.seriesReaching(athlete, '2026-04-20', '2026-05-31')).toEqual([series]);
    // The 24th time is Friday 24 April: a page after it does not read the series.
    expect(await workouts.seriesReaching(athlete, '2026-04-25', '2026-05-31')).toEqual([]);
    expect(await workouts.seriesReaching(athlete, '2026-01-01', '2026-02-28')).toEqual([]);
    expect(await workouts.inRange(athlete, '2026-03-01', '2026-03-31')).toEqual([]);
    expect(await workouts.upcoming(athlete, '2026-03-02', 50)).toEqual([]);
    expect(await workouts.missed(athlete, '2026-04-01', 10)).toEqual([]);
  });

  it("'This workout': a move takes one day out and makes it a workout of its own, the others stay", async () => {
    const athlete = await newUser('series-move');
    const series = await workouts.create(athlete, plan('2026-03-02', { recurrence: MON_WED_FRI }), now);
    const moved = await workouts.updateOccurrence(
      athlete,
      series.id,
      '2026-03-04',
      'this',
      plan('2026-03-05'),
      now,
    );
    expect(moved).toMatchObject({ ok: true, value: { date: '2026-03-05', seriesId: series.id } });
    expect(moved.ok && moved.value.recurrence).toBeUndefined();
    const after = await workouts.get(athlete, series.id);
    expect(after?.exceptions).toEqual(['2026-03-04']);
    expect(days(after as Workout, '2026-03-02', '2026-03-09')).toEqual([
      '2026-03-02',
      '2026-03-06',
      '2026-03-09',
    ]);
    expect((await workouts.inRange(athlete, '2026-03-01', '2026-03-31')).map((w) => w.date)).toEqual([
      '2026-03-05',
    ]);
    // The same day again is no longer an occurrence.
    expect(
      await workouts.updateOccurrence(athlete, series.id, '2026-03-04', 'this', plan('2026-03-05'), now),
    ).toEqual({
      ok: false,
      reason: 'not-an-occurrence',
    });
  });

  it("'This and following': the series ends the day before and a new series repeats what is left", async () => {
    const athlete = await newUser('series-split');
    const series = await workouts.create(athlete, plan('2026-03-02', { recurrence: MON_WED_FRI }), now);
    const changed = await workouts.updateOccurrence(
      athlete,
      series.id,
      '2026-03-16',
      'following',
      plan('2026-03-16', { name: 'Heavier push', recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=18' }),
      now,
    );
    expect(changed).toMatchObject({ ok: true, value: { name: 'Heavier push', date: '2026-03-16' } });
    const before = await workouts.get(athlete, series.id);
    expect(before?.recurrence).toBe('FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=20260315');
    expect(days(before as Workout)).toHaveLength(6);
    expect(days(changed.ok ? changed.value : (before as Workout))).toHaveLength(18);
    expect((await workouts.seriesReaching(athlete, '2026-03-16', '2026-03-31')).map((w) => w.name)).toEqual([
      'Heavier push',
    ]);
  });

  it("deleting 'this' takes one day out; 'this and following' ends the series; from its first day, it goes", async () => {
    const athlete = await newUser('series-delete');
    const series = await workouts.create(athlete, plan('2026-03-02', { recurrence: MON_WED_FRI }), now);
    const moved = await workouts.updateOccurrence(
      athlete,
      series.id,
      '2026-03-20',
      'this',
      plan('2026-03-21'),
      now,
    );
    expect(await workouts.deleteOccurrence(athlete, series.id, '2026-03-06', 'this', now)).toEqual({
      ok: true,
      value: true,
    });
    expect(await workouts.deleteOccurrence(athlete, series.id, '2026-03-13', 'following', now)).toEqual({
      ok: true,
      value: true,
    });
    const left = await workouts.get(athlete, series.id);
    expect(days(left as Workout)).toEqual(['2026-03-02', '2026-03-04', '2026-03-09', '2026-03-11']);
    // The occurrence moved out from a later day went with the rest.
    expect(moved.ok && (await workouts.get(athlete, moved.value.id))).toBeNull();
    expect(await workouts.deleteOccurrence(athlete, series.id, '2026-03-02', 'following', now)).toEqual({
      ok: true,
      value: true,
    });
    expect(await workouts.get(athlete, series.id)).toBeNull();
  });

  it('completing an occurrence completes that day only; deleting the series keeps the session and its workout', async () => {
    const athlete = await newUser('series-complete');
    const series = await workouts.create(athlete, plan('2026-03-02', { recurrence: MON_WED_FRI }), now);
    const done = await workouts.saveCompletedWorkout(
      athlete,
      session(series.id),
      now,
      'UTC',
      undefined,
      '2026-03-04',
    );
    expect(done).not.toBeNull();
    const occurrence = await workouts.get(athlete, done?.originalWorkoutId ?? '');
    expect(occurrence).toMatchObject({
      date: '2026-03-04',
      status: 'completed',
      seriesId: series.id,
      time: '07:00',
    });
    const after = await workouts.get(athlete, series.id);
    expect(after).toMatchObject({ status: 'scheduled', exceptions: ['2026-03-04'] });
    expect(days(after as Workout, '2026-03-02', '2026-03-06')).toEqual(['2026-03-02', '2026-03-06']);
    expect(await workouts.delete(athlete, series.id)).toBe(true);
    expect(await workouts.get(athlete, occurrence?.id ?? '')).not.toBeNull();
    expect(await workouts.listCompleted(athlete)).toHaveLength(1);
  });

  it("another athlete's series reads as not found and nothing of it changes", async () => {
    const owner = await newUser('series-owner');
    const intruder = await newUser('series-intruder');
    const series = await workouts.create(owner, plan('2026-03-02', { recurrence: MON_WED_FRI }), now);
    expect(await workouts.seriesReaching(intruder, '2026-03-01', '2026-03-31')).toEqual([]);
    expect(
      await workouts.updateOccurrence(intruder, series.id, '2026-03-04', 'this', plan('2026-03-05'), now),
    ).toEqual({
      ok: false,
      reason: 'not-found',
    });
    expect(await workouts.deleteOccurrence(intruder, series.id, '2026-03-04', 'following', now)).toEqual({
      ok: false,
      reason: 'not-found',
    });
    expect(
      await workouts.saveCompletedWorkout(intruder, session(series.id), now, 'UTC', undefined, '2026-03-04'),
    ).toBeNull();
    expect(await workouts.get(owner, series.id)).toEqual(series);
  });
});
