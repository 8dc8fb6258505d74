import type { CompletedWorkoutInput, WorkoutInputParsed } from '@liftwise/domain';
import { sql } from 'drizzle-orm';
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

async function newUser(name: string): Promise<string> {
  return (await createTestUser(testDb.db, name, now)).id;
}

function plan(date: string, overrides: Partial<WorkoutInputParsed> = {}): WorkoutInputParsed {
  return {
    name: 'Push',
    date,
    duration: 60,
    exercises: [{ name: 'Bench Press', sets: 3, reps: '8-10', weight: '135' }],
    status: 'scheduled',
    difficulty: 'Intermediate',
    ...overrides,
  };
}

function finished(originalWorkoutId: string, date = '2026-03-02T11:00:00.000Z'): CompletedWorkoutInput {
  return {
    name: 'Push',
    date,
    originalWorkoutId,
    actualExercises: [
      {
        id: 'e1',
        name: 'Bench Press',
        plannedSets: 1,
        plannedReps: '8-10',
        plannedWeight: '135',
        actualSets: [{ setNumber: 1, actualWeight: 135, actualReps: '9', completed: true, notes: '' }],
        notes: '',
      },
    ],
    duration: 1800,
    notes: '',
  };
}

describe('workout queries', () => {
  it('lists by day then time, gives exercises ids, and leaves unset fields absent', async () => {
    const userId = await newUser('lister');
    const late = await workouts.create(userId, plan('2026-03-05', { time: '18:00' }), now);
    const early = await workouts.create(userId, plan('2026-03-05', { time: '07:00', notes: 'fasted' }), now);
    const first = await workouts.create(userId, plan('2026-03-03'), now);
    expect(await workouts.list(userId)).toEqual([first, early, late]);
    expect(first).not.toHaveProperty('time');
    expect(first).not.toHaveProperty('notes');
    expect(first.exercises[0]?.id).toEqual(expect.any(String));
    expect(first.updatedAt).toBe(now.toISOString());
    expect(await workouts.get(userId, early.id)).toEqual(early);
  });

  it('a calendar page reads at most its bound of one-day workouts, soonest first', async () => {
    const userId = await newUser('page');
    for (const date of ['2026-03-09', '2026-03-02', '2026-03-05', '2026-03-05', '2026-04-01'])
      await workouts.create(userId, plan(date), now);
    const dates = (list: { date: string }[]) => list.map((w) => w.date);
    expect(dates(await workouts.inRange(userId, '2026-03-01', '2026-03-31', 3))).toEqual([
      '2026-03-02',
      '2026-03-05',
      '2026-03-05',
    ]);
    expect(dates(await workouts.inRange(userId, '2026-03-01', '2026-03-31'))).toHaveLength(4);
  });

  it("a day's workouts come by time, then name whatever their case, whichever was saved first", async () => {
    const userId = await newUser('same-day');
    for (const [name, time] of [
      ['Tempo', '07:00'],
      ['squat', '07:00'],
      ['Row', '07:00'],
      ['Press', '07:00'],
      ['Bench', '07:00'],
      ['Curl', '06:00'],
      ['Mobility', undefined],
    ] as const)
      await workouts.create(userId, plan('2026-03-05', { name, ...(time && { time }) }), now);
    const names = (list: { name: string }[]) => list.map((w) => w.name);
    const order = ['Mobility', 'Curl', 'Bench', 'Press', 'Row', 'squat', 'Tempo'];
    expect(names(await workouts.inRange(userId, '2026-03-05', '2026-03-05'))).toEqual(order);
    expect(names(await workouts.inRange(userId, '2026-03-05', '2026-03-05', 3))).toEqual(order.slice(0, 3));
    expect(names(await workouts.upcoming(userId, '2026-03-05', 10))).toEqual(order);
  });

  it('updates and deletes only the owner’s workout', async () => {
    const owner = await newUser('owner');
    const other = await newUser('other');
    const workout = await workouts.create(owner, plan('2026-03-03'), now);
    expect(await workouts.get(other, workout.id)).toBeNull();
    expect(await workouts.update(other, workout.id, plan('2026-03-04'), now)).toEqual({
      ok: false,
      reason: 'not-found',
    });
    expect(await workouts.delete(other, workout.id)).toBe(false);
    expect(await workouts.get(owner, workout.id)).toEqual(workout);

    const later = new Date('2026-03-02T12:00:00Z');
    const moved = await workouts.update(owner, workout.id, plan('2026-03-04', { time: '09:30' }), later);
    expect(moved).toMatchObject({ ok: true });
    expect(moved.ok && moved.value).toMatchObject({
      id: workout.id,
      date: '2026-03-04',
      time: '09:30',
      updatedAt: later.toISOString(),
    });
    expect(await workouts.delete(owner, workout.id)).toBe(true);
    expect(await workouts.get(owner, workout.id)).toBeNull();
  });

  it('finishing marks the plan completed and stores the session; the history outlives the plan', async () => {
    const userId = await newUser('finisher');
    const workout = await workouts.create(userId, plan('2026-03-02'), now);
    const completed = await workouts.saveCompletedWorkout(userId, finished(workout.id), now, 'UTC');
    expect(completed).toMatchObject({
      ...finished(workout.id),
      id: expect.any(String),
      updatedAt: now.toISOString(),
    });
    expect((await workouts.get(userId, workout.id))?.status).toBe('completed');
    expect(await workouts.listCompleted(userId)).toEqual([completed]);

    await workouts.delete(userId, workout.id);
    expect(await workouts.getCompleted(userId, completed?.id ?? '')).toEqual(completed);
  });

  it('lists completed workouts newest first; another athlete reads and deletes none of them', async () => {
    const userId = await newUser('historian');
    const other = await newUser('stranger');
    const workout = await workouts.create(userId, plan('2026-03-01'), now);
    const older = await workouts.saveCompletedWorkout(
      userId,
      finished(workout.id, '2026-03-01T09:00:00.000Z'),
      now,
      'UTC',
    );
    const newer = await workouts.saveCompletedWorkout(
      userId,
      finished(workout.id, '2026-03-02T09:00:00.000Z'),
      now,
      'UTC',
    );
    expect(await workouts.listCompleted(userId)).toEqual([newer, older]);
    expect(await workouts.listCompleted(other)).toEqual([]);
    expect(await workouts.getCompleted(other, older?.id ?? '')).toBeNull();
    expect(await workouts.deleteCompleted(other, older?.id ?? '')).toBe(false);
    expect(await workouts.deleteCompleted(userId, older?.id ?? '')).toBe(true);
    expect(await workouts.listCompleted(userId)).toEqual([newer]);
  });

  it('finishing another athlete’s workout writes nothing', async () => {
    const owner = await newUser('planner');
    const thief = await newUser('thief');
    const workout = await workouts.create(owner, plan('2026-03-02'), now);
    expect(await workouts.saveCompletedWorkout(thief, finished(workout.id), now, 'UTC')).toBeNull();
    expect((await workouts.get(owner, workout.id))?.status).toBe('scheduled');
    expect(await workouts.listCompleted(thief)).toEqual([]);
    expect(await workouts.listCompleted(owner)).toEqual([]);
  });

  it('a failed insert rolls the plan’s status back: neither half is written', async () => {
    const userId = await newUser('unlucky');
    const workout = await workouts.create(userId, plan('2026-03-02'), now);
    // A real failure inside the transaction, after the status update ran: the engine refuses the insert.
    await testDb.db.run(
      sql.raw(
        `CREATE TRIGGER refuse_completion BEFORE INSERT ON completed_workouts BEGIN SELECT RAISE(ABORT, 'disk full'); END`,
      ),
    );
    try {
      await expect(
        workouts.saveCompletedWorkout(userId, finished(workout.id), now, 'UTC'),
      ).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/disk full/) },
      });
    } finally {
      await testDb.db.run(sql.raw('DROP TRIGGER refuse_completion'));
    }
    expect((await workouts.get(userId, workout.id))?.status).toBe('scheduled');
    expect(await workouts.listCompleted(userId)).toEqual([]);
    // The connection is usable afterwards, and finishing again works.
    expect(await workouts.saveCompletedWorkout(userId, finished(workout.id), now, 'UTC')).not.toBeNull();
  });

  it('a row that does not match the domain schema fails loudly on read', async () => {
    const userId = await newUser('corrupt');
    const workout = await workouts.create(userId, plan('2026-03-02'), now);
    await testDb.db.run(sql`UPDATE workouts SET exercises = '[]' WHERE id = ${workout.id}`);
    await expect(workouts.get(userId, workout.id)).rejects.toThrow();
  });

  it('refuses to store an exercise list the domain refuses', async () => {
    const userId = await newUser('writer');
    const bad = plan('2026-03-02', { exercises: [{ name: 'Row', sets: 0, reps: '8' }] });
    await expect(workouts.create(userId, bad, now)).rejects.toThrow();
    expect(await workouts.list(userId)).toEqual([]);
  });
});
