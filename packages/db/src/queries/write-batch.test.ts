import { KeptAtMostError, MAX_GOALS, WORKOUT_MESSAGES } from '@liftwise/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goals } from '../schema/goals.ts';
import { completedWorkouts } from '../schema/workouts.ts';
import { addTestRows, createTestDb, createTestUser, readTestUser, trainingCounts } from '../testing.ts';
import {
  bumpTrainingVersion,
  changedJustBefore,
  insertWhen,
  refuseIf,
  refuseOver,
  rowExists,
  runWrite,
  trainingRoom,
  WriteChangedError,
} from './write-batch.ts';

let testDb: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.dispose());

const at = '2026-03-02T10:00:00.000Z';

function session(userId: string, id: string = crypto.randomUUID()) {
  return {
    id,
    userId,
    name: 'Push',
    date: at,
    originalWorkoutId: 'w1',
    actualExercises: [],
    duration: 50,
    day: '2026-03-02',
    updatedAt: at,
  };
}

describe('one batch per write', () => {
  it('a refusal in the batch rolls every step of it back and comes out as what the athlete is told', async () => {
    const { db } = testDb;
    const userId = (await createTestUser(db, 'bounded')).id;
    await addTestRows(db, userId, 'completedWorkouts', 20_000);
    const before = await readTestUser(db, userId);
    const row = session(userId);
    const added = rowExists(completedWorkouts, row.id);
    const write = runWrite(db, [
      db.insert(completedWorkouts).values(row),
      bumpTrainingVersion(db, userId, added),
      ...trainingRoom(db, userId, added),
    ]);
    await expect(write).rejects.toThrow(new KeptAtMostError(WORKOUT_MESSAGES.tooManyCompletedWorkouts));
    expect(await trainingCounts(db, userId)).toMatchObject({ keptDone: 20_000, rowsDone: 20_000 });
    expect((await readTestUser(db, userId))?.trainingVersion).toBe(before?.trainingVersion);
  });

  it('a bound is checked only when its condition holds, and counts what the batch wrote before it', async () => {
    const { db } = testDb;
    const userId = (await createTestUser(db, 'goals')).id;
    await addTestRows(db, userId, 'goals', MAX_GOALS);
    const kept = sql`(select count(*) from goals where user_id = ${userId})`;
    const read = db.select().from(goals).limit(1);
    // At the bound is allowed; past it is refused, and only when the condition (the write added) holds.
    await expect(runWrite(db, [read, refuseOver(db, 'goals', kept, sql`1`)])).resolves.toHaveLength(2);
    const oneMore = db.insert(goals).values({
      id: crypto.randomUUID(),
      userId,
      title: 'One more',
      type: 'strength',
      targetValue: 1,
      unit: 'lbs',
      targetDate: '2026-12-31',
      progress: 0,
      status: 'active',
      createdAt: at,
      updatedAt: at,
    });
    await expect(runWrite(db, [oneMore, refuseOver(db, 'goals', kept, sql`1`)])).rejects.toBeInstanceOf(
      KeptAtMostError,
    );
    expect((await db.select().from(goals).where(eq(goals.userId, userId))).length).toBe(MAX_GOALS);
    await runWrite(db, [oneMore, refuseOver(db, 'goals', kept, sql`0`)]);
    expect((await db.select().from(goals).where(eq(goals.userId, userId))).length).toBe(MAX_GOALS + 1);
  });

  it('refuseIf rolls back as changed; insertWhen stores only when the step before changed a row', async () => {
    const { db } = testDb;
    const userId = (await createTestUser(db, 'changed')).id;
    const first = session(userId);
    await expect(
      runWrite(db, [db.insert(completedWorkouts).values(first), refuseIf(db, sql`1`)]),
    ).rejects.toBeInstanceOf(WriteChangedError);
    const second = session(userId);
    const third = session(userId);
    await runWrite(db, [
      db.update(goals).set({ title: 'none' }).where(eq(goals.userId, userId)),
      insertWhen(db, completedWorkouts, second, changedJustBefore),
      db.insert(completedWorkouts).values(session(userId, `marker-${userId}`)),
      insertWhen(db, completedWorkouts, third, changedJustBefore),
    ]);
    const ids = (await db.select().from(completedWorkouts).where(eq(completedWorkouts.userId, userId))).map(
      (row) => row.id,
    );
    expect(ids.sort()).toEqual([`marker-${userId}`, third.id].sort());
    // An absent value takes the column's default, as an ordinary insert does.
    const [stored] = await db.select().from(completedWorkouts).where(eq(completedWorkouts.id, third.id));
    expect(stored).toMatchObject({ notes: '', clientKey: null, actualExercises: [] });
  });
});
