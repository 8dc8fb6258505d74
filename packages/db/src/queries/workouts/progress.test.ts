import { addDays, type CalendarDate, progressDays, trainingProgress } from '@liftwise/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { completedWorkouts } from '../../schema/workouts.ts';
import { createTestDb, createTestUser, type TestDb } from '../../testing.ts';
import { createWorkoutQueries } from '../workouts.ts';

/**
 * The week and the streak the database counts in one statement agree with the domain's rule (`trainingProgress`,
 * itself kept equal to the spec's `completedThisWeek` and `currentStreak`) on many athletes' histories.
 */

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.dispose());

/** A small seeded random source, so a failing history can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function athleteWith(days: CalendarDate[]): Promise<string> {
  const userId = (await createTestUser(testDb.db, 'Streaker', new Date('2026-01-01T00:00:00Z'))).id;
  const rows = days.map((day) => ({
    id: crypto.randomUUID(),
    userId,
    name: 'Session',
    date: `${day}T12:00:00.000Z`,
    originalWorkoutId: 'w',
    actualExercises: [],
    duration: 60,
    day,
    updatedAt: '2026-01-01T00:00:00.000Z',
  }));
  for (let at = 0; at < rows.length; at += 200)
    await testDb.db.insert(completedWorkouts).values(rows.slice(at, at + 200));
  return userId;
}

it('counts this week and the streak as the domain does, on 60 random histories', async () => {
  const queries = createWorkoutQueries(testDb.db);
  const next = random(38);
  for (let history = 0; history < 60; history += 1) {
    const today = addDays('2026-06-15', Math.floor(next() * 14));
    // Dense runs near today (streaks of any length), gaps, two sessions on one day, and a day after today.
    const days: CalendarDate[] = [];
    const span = 5 + Math.floor(next() * 60);
    const density = next();
    for (let back = -2; back < span; back += 1) if (next() < density) days.push(addDays(today, -back));
    if (days.length > 0 && next() < 0.3) days.push(days[0] as CalendarDate);
    const userId = await athleteWith(days);
    const clock = { today, timeZone: 'UTC' };
    const newestFirst = [...days].sort().reverse();
    expect({ history, ...(await queries.trainingProgress(userId, progressDays(clock))) }).toEqual({
      history,
      ...trainingProgress(newestFirst, clock),
    });
  }
});

it('counts a streak of 1,000 days in one statement', async () => {
  const today = '2026-11-29';
  const days = Array.from({ length: 1000 }, (_, back) => addDays(today, -back));
  const userId = await athleteWith(days);
  const progress = await createWorkoutQueries(testDb.db).trainingProgress(
    userId,
    progressDays({ today, timeZone: 'UTC' }),
  );
  expect(progress.streakDays).toBe(1000);
  expect(progress.thisWeek.completed).toBe(7);
});
