import type { WorkoutInputParsed } from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, createTestUser } from '../../testing.ts';
import { createWorkoutQueries } from '../workouts.ts';

let testDb: Awaited<ReturnType<typeof createTestDb>>;
let workouts: ReturnType<typeof createWorkoutQueries>;
beforeAll(async () => {
  testDb = await createTestDb();
  workouts = createWorkoutQueries(testDb.db);
});
afterAll(() => testDb.dispose());

const now = new Date('2026-07-01T10:00:00Z');
const window = { from: '2026-06-03', to: '2026-12-30' };

function plan(name: string, date: string, overrides: Partial<WorkoutInputParsed> = {}): WorkoutInputParsed {
  return {
    name,
    date,
    time: '07:00',
    duration: 60,
    exercises: Array.from({ length: 30 }, (_, i) => ({ name: `Move ${i + 1}`, sets: 3, reps: '8' })),
    status: 'scheduled',
    difficulty: 'Intermediate',
    ...overrides,
  };
}

describe('the calendar feed’s reads', () => {
  it('plans the window’s series and scheduled one-day workouts, then reads them a page at a time, exercises cut', async () => {
    const userId = (await createTestUser(testDb.db, 'Feed reader', now)).id;
    const inside = await workouts.create(userId, plan('Inside', '2026-07-06'), now);
    const series = await workouts.create(
      userId,
      plan('Series', '2026-05-04', { recurrence: 'FREQ=WEEKLY;BYDAY=MO' }),
      now,
    );
    await workouts.create(userId, plan('Too far', '2027-01-04'), now);
    await workouts.create(userId, plan('Too old', '2026-05-01'), now);
    await workouts.create(userId, plan('Done', '2026-07-07', { status: 'completed' }), now);

    const { series: repeating, oneDay } = await workouts.feedPlan(userId, window, 500);
    expect(repeating.map((row) => row.id)).toEqual([series.id]);
    expect(oneDay.map((row) => row.id)).toEqual([inside.id]);

    const page = await workouts.feedPage(userId, [inside.id, series.id], 10);
    expect(page.map((workout) => workout.name)).toEqual(['Inside', 'Series']);
    expect(page[0]?.exercises.map((exercise) => exercise.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Move ${i + 1}`),
    );
    expect(page[0]?.exerciseCount).toBe(30);
    expect(page[1]?.recurrence).toBe('FREQ=WEEKLY;BYDAY=MO');
  });

  it('never reads another athlete’s workout, whatever ids it is given', async () => {
    const owner = (await createTestUser(testDb.db, 'Owner', now)).id;
    const other = (await createTestUser(testDb.db, 'Other', now)).id;
    const theirs = await workouts.create(owner, plan('Private', '2026-07-06'), now);
    expect(await workouts.feedPage(other, [theirs.id], 10)).toEqual([]);
    expect((await workouts.feedPlan(other, window, 500)).oneDay).toEqual([]);
  });
});
