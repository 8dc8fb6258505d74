import { defaultProgramData, type WorkoutInputParsed } from '@liftwise/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strengthPlans } from '../schema/strength-plans.ts';
import { workouts as workoutsTable } from '../schema/workouts.ts';
import {
  createTestDb,
  createTestUser,
  failInsertsOfWorkoutNamed,
  readTestUser,
  testGeneratedPlan,
} from '../testing.ts';
import { createStrengthPlanQueries } from './strength-plans.ts';
import { createWorkoutQueries } from './workouts.ts';

let testDb: Awaited<ReturnType<typeof createTestDb>>;
let plans: ReturnType<typeof createStrengthPlanQueries>;
let workouts: ReturnType<typeof createWorkoutQueries>;
beforeAll(async () => {
  testDb = await createTestDb();
  plans = createStrengthPlanQueries(testDb.db);
  workouts = createWorkoutQueries(testDb.db);
});
afterAll(() => testDb.dispose());

const now = new Date('2026-03-03T10:00:00Z');
const today = '2026-03-03';

async function newUser(name: string): Promise<string> {
  return (await createTestUser(testDb.db, name, now)).id;
}

function session(name: string, date: string): WorkoutInputParsed {
  return {
    name,
    date,
    duration: 45,
    exercises: [{ name: 'Back Squat', sets: 5, reps: '5' }],
    status: 'scheduled',
    difficulty: 'Intermediate',
  };
}

async function generatedPlan(userId: string, name = 'Block') {
  const plan = await plans.create(userId, defaultProgramData(), now);
  await plans.update(
    userId,
    plan.planId,
    { generatedPlan: testGeneratedPlan(1, 2, name), status: 'generated' },
    now,
  );
  return plan.planId;
}

async function planIdsOnCalendar(userId: string) {
  return testDb.db
    .select({ name: workoutsTable.name, date: workoutsTable.date, planId: workoutsTable.planId })
    .from(workoutsTable)
    .where(eq(workoutsTable.userId, userId))
    .orderBy(workoutsTable.date);
}

describe('strength plan queries', () => {
  it('creates a draft, lists newest first, reads, updates given fields only and deletes', async () => {
    const userId = await newUser('ada');
    const first = await plans.create(userId, defaultProgramData(), new Date('2026-01-01T10:00:00Z'));
    const second = await plans.create(
      userId,
      { ...defaultProgramData(), trainingDays: 5 },
      new Date('2026-01-02T10:00:00Z'),
    );
    expect(first).toEqual({
      planId: first.planId,
      programData: defaultProgramData(),
      status: 'draft',
      createdAt: '2026-01-01T10:00:00.000Z',
      updatedAt: '2026-01-01T10:00:00.000Z',
    });
    expect((await plans.list(userId, 50)).map((p) => p.planId)).toEqual([second.planId, first.planId]);
    expect((await plans.list(userId, 1)).map((p) => p.planId)).toEqual([second.planId]);
    expect(await plans.get(userId, first.planId)).toEqual(first);

    const generated = testGeneratedPlan(2, 3);
    const updated = await plans.update(
      userId,
      first.planId,
      { generatedPlan: generated, status: 'generated' },
      new Date('2026-01-03T10:00:00Z'),
    );
    expect(updated).toEqual({
      ...first,
      generatedPlan: generated,
      status: 'generated',
      updatedAt: '2026-01-03T10:00:00.000Z',
    });
    const answers = await plans.update(
      userId,
      first.planId,
      { programData: { trainingDays: 2 } },
      new Date('2026-01-04T10:00:00Z'),
    );
    expect(answers).toMatchObject({ status: 'generated', generatedPlan: generated });
    expect(answers?.programData).toEqual({ ...defaultProgramData(), trainingDays: 2 });

    expect(await plans.delete(userId, first.planId)).toBe(true);
    expect(await plans.get(userId, first.planId)).toBeNull();
    expect(await plans.delete(userId, first.planId)).toBe(false);
    expect(await plans.update(userId, first.planId, { status: 'active' }, now)).toBeNull();
  });

  it("another athlete's plan reads as not found, and cannot be changed, deleted or started", async () => {
    const owner = await newUser('owner');
    const other = await newUser('other');
    const planId = await generatedPlan(owner);
    const plan = await plans.get(owner, planId);
    expect(await plans.get(other, planId)).toBeNull();
    expect(await plans.list(other, 50)).toEqual([]);
    expect(await plans.update(other, planId, { status: 'active' }, now)).toBeNull();
    expect(await plans.delete(other, planId)).toBe(false);
    expect(await plans.start(other, planId, { today, scheduled: [session('X', '2026-03-04')] }, now)).toEqual(
      {
        outcome: 'notFound',
      },
    );
    expect(await planIdsOnCalendar(other)).toEqual([]);
    expect(await plans.get(owner, planId)).toEqual(plan);
  });

  it('a bad stored row fails loudly instead of reaching a screen', async () => {
    const userId = await newUser('bad-row');
    const plan = await plans.create(userId, defaultProgramData(), now);
    await testDb.db
      .update(strengthPlans)
      .set({ status: 'finished' })
      .where(eq(strengthPlans.id, plan.planId));
    await expect(plans.get(userId, plan.planId)).rejects.toThrow();
  });
});

describe('starting a plan', () => {
  it('activates the plan and writes its workouts with the plan id, bumping the training version', async () => {
    const userId = await newUser('starter');
    const planId = await generatedPlan(userId);
    const before = (await readTestUser(testDb.db, userId))?.trainingVersion ?? 0;
    const result = await plans.start(
      userId,
      planId,
      { today, scheduled: [session('A', '2026-03-04'), session('B', '2026-03-06')] },
      now,
    );
    expect(result).toMatchObject({
      outcome: 'started',
      plan: { planId, status: 'active' },
      scheduledCount: 2,
    });
    expect(await planIdsOnCalendar(userId)).toEqual([
      { name: 'A', date: '2026-03-04', planId },
      { name: 'B', date: '2026-03-06', planId },
    ]);
    expect((await readTestUser(testDb.db, userId))?.trainingVersion).toBe(before + 1);
    // The stored workouts read back as any workout does, each exercise with its own id.
    const [first] = await workouts.upcoming(userId, today, 10);
    expect(first?.exercises[0]?.id).toEqual(expect.any(String));
  });

  it('starting the same plan again replaces its workouts still ahead, keeps its missed and completed ones', async () => {
    const userId = await newUser('restarter');
    const planId = await generatedPlan(userId);
    await plans.start(
      userId,
      planId,
      { today: '2026-03-01', scheduled: [session('Missed', '2026-03-02'), session('Ahead', '2026-03-05')] },
      now,
    );
    const result = await plans.start(
      userId,
      planId,
      { today, scheduled: [session('Again', '2026-03-10')] },
      now,
    );
    expect(result).toMatchObject({ outcome: 'started', scheduledCount: 1, removedCount: 1 });
    expect((await planIdsOnCalendar(userId)).map((w) => w.name)).toEqual(['Missed', 'Again']);
  });

  it('another active plan with workouts ahead is a conflict until the athlete says keep or remove', async () => {
    const userId = await newUser('switcher');
    const oldPlan = await generatedPlan(userId, 'Old Block');
    const newPlan = await generatedPlan(userId, 'New Block');
    await plans.start(userId, oldPlan, { today, scheduled: [session('Old', '2026-03-05')] }, now);
    const version = (await readTestUser(testDb.db, userId))?.trainingVersion;

    const conflict = await plans.start(
      userId,
      newPlan,
      { today, scheduled: [session('New', '2026-03-06')] },
      now,
    );
    expect(conflict).toMatchObject({
      outcome: 'conflict',
      plans: [
        { plan: { planId: oldPlan, generatedPlan: { programName: 'Old Block' } }, remainingWorkouts: 1 },
      ],
    });
    // Nothing written, nothing bumped.
    expect((await planIdsOnCalendar(userId)).map((w) => w.name)).toEqual(['Old']);
    expect((await plans.get(userId, newPlan))?.status).toBe('generated');
    expect((await readTestUser(testDb.db, userId))?.trainingVersion).toBe(version);

    const kept = await plans.start(
      userId,
      newPlan,
      { today, scheduled: [session('New', '2026-03-06')], replacePrevious: 'keep' },
      now,
    );
    expect(kept).toMatchObject({ outcome: 'started', removedCount: 0 });
    expect((await planIdsOnCalendar(userId)).map((w) => w.name)).toEqual(['Old', 'New']);
    expect((await plans.get(userId, oldPlan))?.status).toBe('active');

    // Restarting the old one now meets the new one, and removes it.
    const removed = await plans.start(
      userId,
      oldPlan,
      { today, scheduled: [session('Old again', '2026-03-09')], replacePrevious: 'remove' },
      now,
    );
    expect(removed).toMatchObject({ outcome: 'started', removedCount: 2 });
    expect(await planIdsOnCalendar(userId)).toEqual([
      { name: 'Old again', date: '2026-03-09', planId: oldPlan },
    ]);
    expect((await plans.get(userId, newPlan))?.status).toBe('generated');
  });

  it('an active plan whose workouts are all behind is no conflict', async () => {
    const userId = await newUser('finished');
    const oldPlan = await generatedPlan(userId);
    const newPlan = await generatedPlan(userId);
    await plans.start(
      userId,
      oldPlan,
      { today: '2026-02-01', scheduled: [session('Done', '2026-02-02')] },
      now,
    );
    const result = await plans.start(
      userId,
      newPlan,
      { today, scheduled: [session('New', '2026-03-04')] },
      now,
    );
    expect(result.outcome).toBe('started');
    // It is over: only the plan on the calendar now reads as active.
    expect((await plans.get(userId, oldPlan))?.status).toBe('generated');
    expect((await plans.get(userId, newPlan))?.status).toBe('active');
  });

  it('is all or nothing: a failing insert leaves the calendar, the statuses and the version as they were', async () => {
    const userId = await newUser('atomic');
    const oldPlan = await generatedPlan(userId);
    const newPlan = await generatedPlan(userId);
    await plans.start(userId, oldPlan, { today, scheduled: [session('Old', '2026-03-05')] }, now);
    const calendar = await planIdsOnCalendar(userId);
    const version = (await readTestUser(testDb.db, userId))?.trainingVersion;
    // A real failure inside the engine, after the removal and the first inserts of the transaction.
    const undo = await failInsertsOfWorkoutNamed(testDb.db, 'Boom');
    try {
      const scheduled = [
        ...Array.from({ length: 250 }, (_, i) => session(`S${i}`, '2026-03-06')),
        session('Boom', '2026-03-07'),
      ];
      await expect(
        plans.start(userId, newPlan, { today, scheduled, replacePrevious: 'remove' }, now),
      ).rejects.toThrow();
    } finally {
      await undo();
    }
    expect(await planIdsOnCalendar(userId)).toEqual(calendar);
    expect((await plans.get(userId, oldPlan))?.status).toBe('active');
    expect((await plans.get(userId, newPlan))?.status).toBe('generated');
    expect((await readTestUser(testDb.db, userId))?.trainingVersion).toBe(version);
  });

  it('deleting a plan keeps the workouts it started on the calendar, no longer linked to it', async () => {
    const userId = await newUser('deleter');
    const planId = await generatedPlan(userId);
    await plans.start(userId, planId, { today, scheduled: [session('Kept', '2026-03-05')] }, now);
    const version = (await readTestUser(testDb.db, userId))?.trainingVersion ?? 0;
    expect(await plans.delete(userId, planId)).toBe(true);
    expect(await planIdsOnCalendar(userId)).toEqual([{ name: 'Kept', date: '2026-03-05', planId: null }]);
    expect((await readTestUser(testDb.db, userId))?.trainingVersion).toBe(version + 1);
  });
});
