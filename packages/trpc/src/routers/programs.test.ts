import { failInsertsOfWorkoutNamed, testGeneratedPlan } from '@liftwise/db/testing';
import { type GeneratedPlan, PLAN_MESSAGES, type ProgramDataInput, WORKOUT_MESSAGES } from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness } from '../testing.ts';

// Tuesday 2026-03-03, 10:00 UTC: already Wednesday 2026-03-04 on Kiritimati (UTC+14).
let harness: Awaited<ReturnType<typeof createTestHarness>>;
beforeAll(async () => {
  harness = await createTestHarness(() => new Date('2026-03-03T10:00:00Z'));
});
afterAll(() => harness.dispose());

const programData: ProgramDataInput = {
  primaryGoals: ['strength'],
  experienceLevel: 'intermediate',
  trainingDays: 2,
  preferredDays: ['Thursday', 'Monday'],
};

async function newCaller() {
  const user = await harness.signUp();
  return { user, caller: harness.callerFor(user) };
}
type Caller = Awaited<ReturnType<typeof newCaller>>['caller'];

/** A plan saved and generated, as the wizard leaves it before Start Plan. */
async function generatedPlan(
  caller: Caller,
  plan: GeneratedPlan = testGeneratedPlan(2, 2),
  answers: ProgramDataInput = programData,
) {
  const { strengthPlan } = await caller.saveStrengthPlan({ programData: answers });
  await caller.updateStrengthPlan({
    planId: strengthPlan.planId,
    updates: { generatedPlan: plan, status: 'generated' },
  });
  return strengthPlan.planId;
}

async function calendar(caller: Caller, from = '2026-03-01', to = '2026-04-30') {
  const { workouts } = await caller.getSchedule({ timeZone: 'UTC', from, to });
  return workouts.map((w) => [w.date, w.name]);
}

const notFound = { code: 'NOT_FOUND', message: PLAN_MESSAGES.notFound };

describe('strength plan procedures', () => {
  it('round-trip: save a draft, list, read, update, delete', async () => {
    const { caller } = await newCaller();
    expect(await caller.getAllStrengthPlans()).toEqual([]);

    const { strengthPlan } = await caller.saveStrengthPlan({ programData });
    expect(strengthPlan).toMatchObject({
      planId: expect.any(String),
      status: 'draft',
      programData: { ...programData, sessionDuration: 60, returnFromBreak: { isReturning: false } },
      createdAt: '2026-03-03T10:00:00.000Z',
      updatedAt: '2026-03-03T10:00:00.000Z',
    });
    expect(strengthPlan).not.toHaveProperty('generatedPlan');
    expect(await caller.getAllStrengthPlans()).toEqual([strengthPlan]);
    expect(await caller.getStrengthPlan({ planId: strengthPlan.planId })).toEqual(strengthPlan);

    const plan = testGeneratedPlan(1, 2);
    const { strengthPlan: generated } = await caller.updateStrengthPlan({
      planId: strengthPlan.planId,
      updates: { generatedPlan: plan, status: 'generated' },
    });
    expect(generated).toEqual({ ...strengthPlan, generatedPlan: plan, status: 'generated' });
    const { strengthPlan: redrafted } = await caller.updateStrengthPlan({
      planId: strengthPlan.planId,
      updates: { programData: { ...programData, trainingDays: 4 }, status: 'draft' },
    });
    expect(redrafted).toMatchObject({
      status: 'draft',
      generatedPlan: plan,
      programData: { trainingDays: 4 },
    });

    expect(await caller.deleteStrengthPlan({ planId: strengthPlan.planId })).toEqual({
      planId: strengthPlan.planId,
    });
    expect(await caller.getAllStrengthPlans()).toEqual([]);
    expect(await caller.getStrengthPlan({ planId: strengthPlan.planId })).toBeNull();
    await expect(caller.deleteStrengthPlan({ planId: strengthPlan.planId })).rejects.toMatchObject(notFound);
    await expect(
      caller.updateStrengthPlan({ planId: strengthPlan.planId, updates: { status: 'active' } }),
    ).rejects.toMatchObject(notFound);
  });

  it('lists the newest plan first', async () => {
    let clock = new Date('2026-01-01T00:00:00Z');
    const local = await createTestHarness(() => clock);
    try {
      const caller = local.callerFor(await local.signUp());
      const { strengthPlan: older } = await caller.saveStrengthPlan({ programData });
      clock = new Date('2026-01-02T00:00:00Z');
      const { strengthPlan: newer } = await caller.saveStrengthPlan({ programData });
      expect((await caller.getAllStrengthPlans()).map((p) => p.planId)).toEqual([newer.planId, older.planId]);
    } finally {
      local.dispose();
    }
  });

  it('refuses bad payloads with a clear message and stores nothing', async () => {
    const { caller } = await newCaller();
    const badRequest = { code: 'BAD_REQUEST' };
    await expect(
      caller.saveStrengthPlan({
        programData: { primaryGoals: ['strength', 'hypertrophy', 'fat-loss'] } as unknown as ProgramDataInput,
      }),
    ).rejects.toMatchObject(badRequest);
    await expect(caller.saveStrengthPlan({ programData: { trainingDays: 8 } })).rejects.toMatchObject(
      badRequest,
    );
    expect(await caller.getAllStrengthPlans()).toEqual([]);
    const planId = await generatedPlan(caller);
    await expect(
      caller.updateStrengthPlan({ planId, updates: { status: 'finished' as 'active' } }),
    ).rejects.toMatchObject(badRequest);
    await expect(caller.getStrengthPlan({ planId: '' })).rejects.toMatchObject(badRequest);
    await expect(caller.deleteStrengthPlan({ planId: 'x'.repeat(65) })).rejects.toMatchObject(badRequest);
    await expect(caller.startStrengthPlan({ planId, timeZone: 'Mars/Olympus' })).rejects.toMatchObject({
      ...badRequest,
      message: expect.stringContaining(WORKOUT_MESSAGES.invalidTimeZone),
    });
    await expect(
      caller.startStrengthPlan({ planId, timeZone: 'UTC', replacePrevious: 'merge' as 'keep' }),
    ).rejects.toMatchObject(badRequest);
    await expect(
      caller.startStrengthPlan({ planId, timeZone: 'UTC', startDate: '2026-03-02' }),
    ).rejects.toMatchObject({ ...badRequest, message: PLAN_MESSAGES.startDateInPast });
    const { strengthPlan: draft } = await caller.saveStrengthPlan({ programData });
    await expect(caller.startStrengthPlan({ planId: draft.planId, timeZone: 'UTC' })).rejects.toMatchObject({
      ...badRequest,
      message: PLAN_MESSAGES.notGenerated,
    });
    expect(await calendar(caller)).toEqual([]);
    expect((await caller.getStrengthPlan({ planId }))?.status).toBe('generated');
  });

  it("a second athlete gets null or NOT_FOUND for every read and change of the first athlete's plan", async () => {
    const { caller: owner } = await newCaller();
    const { caller: other } = await newCaller();
    const planId = await generatedPlan(owner);
    const before = await owner.getStrengthPlan({ planId });

    expect(await other.getStrengthPlan({ planId })).toBeNull();
    expect(await other.getAllStrengthPlans()).toEqual([]);
    await expect(
      other.updateStrengthPlan({ planId, updates: { status: 'active', programData: {} } }),
    ).rejects.toMatchObject(notFound);
    await expect(other.deleteStrengthPlan({ planId })).rejects.toMatchObject(notFound);
    await expect(other.startStrengthPlan({ planId, timeZone: 'UTC' })).rejects.toMatchObject(notFound);
    await expect(
      other.startStrengthPlan({ planId, timeZone: 'UTC', replacePrevious: 'remove' }),
    ).rejects.toMatchObject(notFound);

    expect(await owner.getStrengthPlan({ planId })).toEqual(before);
    expect(await calendar(owner)).toEqual([]);
    expect(await calendar(other)).toEqual([]);
  });
});

describe('startStrengthPlan', () => {
  it("puts the plan's sessions on the preferred days from the next one after today, week by week", async () => {
    const { caller } = await newCaller();
    const planId = await generatedPlan(caller);
    // Read once so the list's and the schedule's memos hold empty answers: the start must show at once anyway.
    expect(await calendar(caller)).toEqual([]);
    expect((await caller.getWorkouts({ timeZone: 'UTC' })).upcoming).toEqual([]);

    const started = await caller.startStrengthPlan({ planId, timeZone: 'UTC' });
    expect(started).toMatchObject({
      strengthPlan: { planId, status: 'active' },
      firstWorkoutDate: '2026-03-05',
      scheduledCount: 4,
      removedCount: 0,
    });
    // Today is Tuesday; Monday and Thursday: Thursday first, then week 2 from the next Thursday.
    expect(await calendar(caller)).toEqual([
      ['2026-03-05', 'W1D1'],
      ['2026-03-09', 'W1D2'],
      ['2026-03-12', 'W2D1'],
      ['2026-03-16', 'W2D2'],
    ]);
    expect((await caller.getStrengthPlan({ planId }))?.status).toBe('active');
    const { upcoming } = await caller.getWorkouts({ timeZone: 'UTC' });
    expect(upcoming[0]).toMatchObject({
      name: 'W1D1',
      status: 'scheduled',
      duration: 45,
      difficulty: 'Intermediate',
      exercises: [
        { name: 'Back Squat', sets: 5, reps: '5', weight: '225 lbs', notes: 'Rest 3 min' },
        { name: 'Barbell Row', sets: 3, reps: '8-10', notes: 'Rest 90 s' },
      ],
    });
  });

  it("counts today in the athlete's zone, and spreads the week when no day is preferred", async () => {
    const { caller } = await newCaller();
    const zoned = await generatedPlan(caller, testGeneratedPlan(1, 2), {
      ...programData,
      preferredDays: ['Wednesday', 'Thursday'],
    });
    // Already Wednesday on Kiritimati: the first session is Thursday, not today.
    expect(await caller.startStrengthPlan({ planId: zoned, timeZone: 'Pacific/Kiritimati' })).toMatchObject({
      firstWorkoutDate: '2026-03-05',
    });
    expect(await calendar(caller)).toEqual([
      ['2026-03-05', 'W1D1'],
      ['2026-03-11', 'W1D2'],
    ]);

    const { caller: utc } = await newCaller();
    const spread = await generatedPlan(utc, testGeneratedPlan(1, 3), { ...programData, preferredDays: [] });
    await utc.startStrengthPlan({ planId: spread, timeZone: 'UTC' });
    // Monday, Wednesday, Friday from Wednesday the 4th.
    expect(await calendar(utc)).toEqual([
      ['2026-03-04', 'W1D1'],
      ['2026-03-06', 'W1D2'],
      ['2026-03-09', 'W1D3'],
    ]);
  });

  it('starts on or after a chosen start date, which may be today', async () => {
    const { caller } = await newCaller();
    const planId = await generatedPlan(caller, testGeneratedPlan(1, 1), {
      ...programData,
      preferredDays: ['Tuesday'],
    });
    await caller.startStrengthPlan({ planId, timeZone: 'UTC', startDate: '2026-03-03' });
    expect(await calendar(caller)).toEqual([['2026-03-03', 'W1D1']]);
  });

  it('asks before replacing another active plan, naming it, then keeps or removes its workouts ahead', async () => {
    const { caller } = await newCaller();
    const first = await generatedPlan(caller, testGeneratedPlan(1, 2, 'Base Block'));
    const second = await generatedPlan(caller, testGeneratedPlan(1, 1, 'Peak Block'));
    const third = await generatedPlan(caller, testGeneratedPlan(1, 1, 'Deload'));
    await caller.startStrengthPlan({ planId: first, timeZone: 'UTC' });

    await expect(caller.startStrengthPlan({ planId: second, timeZone: 'UTC' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message:
        "'Base Block' (2 scheduled workouts) is still on your calendar. Keep those workouts or remove them?",
    });
    expect((await caller.getStrengthPlan({ planId: second }))?.status).toBe('generated');
    expect(await calendar(caller)).toEqual([
      ['2026-03-05', 'W1D1'],
      ['2026-03-09', 'W1D2'],
    ]);

    await caller.startStrengthPlan({ planId: second, timeZone: 'UTC', replacePrevious: 'keep' });
    expect((await calendar(caller)).map(([, name]) => name)).toEqual(['W1D1', 'W1D1', 'W1D2']);
    expect((await caller.getStrengthPlan({ planId: first }))?.status).toBe('active');

    // Both plans are named, each with its remaining workouts (plans made in the same instant: any order).
    const both = caller.startStrengthPlan({ planId: third, timeZone: 'UTC' });
    await expect(both).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(both).rejects.toThrow("'Peak Block' (1 scheduled workout)");
    await expect(both).rejects.toThrow("'Base Block' (2 scheduled workouts)");
    const replaced = await caller.startStrengthPlan({
      planId: third,
      timeZone: 'UTC',
      replacePrevious: 'remove',
    });
    expect(replaced).toMatchObject({ scheduledCount: 1, removedCount: 3 });
    expect(await calendar(caller)).toEqual([['2026-03-05', 'W1D1']]);
    expect((await caller.getAllStrengthPlans()).map((p) => [p.generatedPlan?.programName, p.status])).toEqual(
      expect.arrayContaining([
        ['Base Block', 'generated'],
        ['Peak Block', 'generated'],
        ['Deload', 'active'],
      ]),
    );
  });

  it('is atomic: when a workout cannot be written, nothing of the start is left', async () => {
    const { caller } = await newCaller();
    const first = await generatedPlan(caller, testGeneratedPlan(1, 2, 'Base Block'));
    await caller.startStrengthPlan({ planId: first, timeZone: 'UTC' });
    const plan = testGeneratedPlan(4, 2, 'Broken');
    const last = plan.workoutSchedule.at(-1);
    if (last) last.workout.name = 'Boom';
    const second = await generatedPlan(caller, plan);
    const before = await calendar(caller);

    const undo = await failInsertsOfWorkoutNamed(harness.db, 'Boom');
    try {
      await expect(
        caller.startStrengthPlan({ planId: second, timeZone: 'UTC', replacePrevious: 'remove' }),
      ).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
    } finally {
      await undo();
    }
    expect(await calendar(caller)).toEqual(before);
    expect((await caller.getStrengthPlan({ planId: first }))?.status).toBe('active');
    expect((await caller.getStrengthPlan({ planId: second }))?.status).toBe('generated');
  });
});
