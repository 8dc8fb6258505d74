import { failInsertsOfWorkoutNamed, testGeneratedPlan } from '@liftwise/db/testing';
import {
  coachChecker,
  createBuiltInCoach,
  type GeneratedPlan,
  PLAN_MESSAGES,
  type ProgramDataInput,
  SERVER_MESSAGES,
  WORKOUT_MESSAGES,
} from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlanCheckFailedError } from '../coach-calls.ts';
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

/** A plan saved and given a known generated plan (through updateStrengthPlan, so the dates below are fixed). */
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
    await expect(other.generateStrengthPlan({ planId })).rejects.toMatchObject(notFound);
    await expect(other.startStrengthPlan({ planId, timeZone: 'UTC' })).rejects.toMatchObject(notFound);
    await expect(
      other.startStrengthPlan({ planId, timeZone: 'UTC', replacePrevious: 'remove' }),
    ).rejects.toMatchObject(notFound);

    expect(await owner.getStrengthPlan({ planId })).toEqual(before);
    expect(await calendar(owner)).toEqual([]);
    expect(await calendar(other)).toEqual([]);
  });
});

describe('generateStrengthPlan (one trip: generate, check, store)', () => {
  /** Dumbbells and a bench at Home (made the active location), a barbell and a rack at the Gym. */
  async function equipHomeAndGym(caller: Caller) {
    const { locations } = await caller.getEquipmentLocations();
    const home = locations.find((l) => l.name === 'Home');
    const gym = locations.find((l) => l.name === 'Gym');
    if (!home || !gym) throw new Error('no default locations');
    await caller.setActiveEquipmentLocation({ locationId: home.id });
    await caller.addUserEquipment({
      equipment: [
        {
          name: 'Hex Dumbbell Set',
          category: 'Free Weights',
          subcategory: 'Dumbbells',
          locationIds: [home.id],
        },
        { name: 'Flat Bench', category: 'Benches', subcategory: 'Flat Benches', locationIds: [home.id] },
        { name: 'Olympic Barbell', category: 'Free Weights', subcategory: 'Barbells', locationIds: [gym.id] },
        { name: 'Power Rack', category: 'Racks & Rigs', subcategory: 'Power Racks', locationIds: [gym.id] },
      ],
    });
    return (await caller.getUserEquipment()).equipment.filter((item) => item.locationIds.includes(home.id));
  }

  it("generates from the stored plan's answers and stores it as 'generated'; the plan passes the checker", async () => {
    const { caller } = await newCaller();
    const home = await equipHomeAndGym(caller);
    const { strengthPlan: draft } = await caller.saveStrengthPlan({
      programData: { ...programData, trainingDays: 4, preferredDays: [] },
    });

    const answer = await caller.generateStrengthPlan({ planId: draft.planId });

    expect(answer.source).toBe('built-in');
    expect(answer).not.toHaveProperty('fallbackReason');
    const { strengthPlan } = answer;
    expect(strengthPlan).toMatchObject({
      planId: draft.planId,
      programData: draft.programData,
      status: 'generated',
      createdAt: draft.createdAt,
    });
    // What the answer says is what is stored: the review reads it without another write.
    expect(await caller.getStrengthPlan({ planId: draft.planId })).toEqual(strengthPlan);
    expect(await caller.getAllStrengthPlans()).toEqual([strengthPlan]);
    const plan = strengthPlan.generatedPlan;
    if (!plan) throw new Error('no generated plan stored');
    expect(plan.workoutSchedule.filter((day) => day.weekNumber === 1)).toHaveLength(4);
    expect(coachChecker.checkPlan(plan, { programData: strengthPlan.programData, equipment: home })).toEqual(
      [],
    );

    // Edit & Regenerate: the answers stored last are the ones generated from.
    await caller.updateStrengthPlan({
      planId: draft.planId,
      updates: { programData: { ...draft.programData, trainingDays: 3 }, status: 'draft' },
    });
    const again = await caller.generateStrengthPlan({ planId: draft.planId });
    expect(again.strengthPlan.status).toBe('generated');
    expect(again.strengthPlan.generatedPlan?.workoutSchedule.filter((d) => d.weekNumber === 1)).toHaveLength(
      3,
    );
    expect(await caller.getAllStrengthPlans()).toHaveLength(1);
  });

  it('is NOT_FOUND for a plan the athlete does not have, and refuses an input that is not a plan id', async () => {
    const { caller } = await newCaller();
    await expect(caller.generateStrengthPlan({ planId: 'no-such-plan' })).rejects.toMatchObject(notFound);
    const badRequest = { code: 'BAD_REQUEST' };
    await expect(caller.generateStrengthPlan({ planId: '' })).rejects.toMatchObject(badRequest);
    await expect(caller.generateStrengthPlan({ planId: 'x'.repeat(65) })).rejects.toMatchObject(badRequest);
    await expect(caller.generateStrengthPlan({} as unknown as { planId: string })).rejects.toMatchObject(
      badRequest,
    );
    expect(await caller.getAllStrengthPlans()).toEqual([]);
  });

  it("leaves another athlete's plan as it was: NOT_FOUND, nothing generated or stored", async () => {
    const { caller: owner } = await newCaller();
    const { caller: other } = await newCaller();
    const { strengthPlan: draft } = await owner.saveStrengthPlan({ programData });

    await expect(other.generateStrengthPlan({ planId: draft.planId })).rejects.toMatchObject(notFound);

    expect(await owner.getStrengthPlan({ planId: draft.planId })).toEqual(draft);
    expect(await other.getAllStrengthPlans()).toEqual([]);
  });

  it('stores nothing when the plan fails the checker: the spec’s failure, the problems for the log', async () => {
    const builtIn = createBuiltInCoach();
    // A coach whose plan miscounts its workouts: the checker's 'schedule' rule.
    const local = await createTestHarness(() => new Date('2026-03-03T10:00:00Z'), undefined, {
      coach: {
        ...builtIn,
        generatePlan: async (request) => {
          const answer = await builtIn.generatePlan(request);
          return { ...answer, value: { ...answer.value, totalWorkouts: answer.value.totalWorkouts + 1 } };
        },
      },
    });
    try {
      const caller = local.callerFor(await local.signUp());
      const { strengthPlan: draft } = await caller.saveStrengthPlan({ programData });

      const failure = await caller.generateStrengthPlan({ planId: draft.planId }).catch((error) => error);

      expect(failure).toMatchObject({
        code: 'INTERNAL_SERVER_ERROR',
        message: PLAN_MESSAGES.generationFailed,
      });
      expect(failure.cause).toBeInstanceOf(PlanCheckFailedError);
      expect(failure.cause.problems).toEqual([
        expect.objectContaining({ rule: 'schedule', path: 'totalWorkouts' }),
      ]);
      expect(failure.cause.message).toContain('totalWorkouts');
      expect(await caller.getStrengthPlan({ planId: draft.planId })).toEqual(draft);
    } finally {
      local.dispose();
    }
  });

  it('counts against the coach’s rate limit; over it, nothing is generated or stored', async () => {
    let allowed = 1;
    const local = await createTestHarness(() => new Date('2026-03-03T10:00:00Z'), undefined, {
      allowCoachCall: async () => allowed-- > 0,
    });
    try {
      const caller = local.callerFor(await local.signUp());
      // An unknown plan is not a coach call: it does not use up the athlete's allowance.
      await expect(caller.generateStrengthPlan({ planId: 'no-such-plan' })).rejects.toMatchObject(notFound);
      const { strengthPlan: draft } = await caller.saveStrengthPlan({ programData });
      await expect(caller.generateStrengthPlan({ planId: draft.planId })).resolves.toMatchObject({
        strengthPlan: { status: 'generated' },
      });
      await caller.updateStrengthPlan({ planId: draft.planId, updates: { status: 'draft' } });
      const before = await caller.getStrengthPlan({ planId: draft.planId });

      await expect(caller.generateStrengthPlan({ planId: draft.planId })).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: SERVER_MESSAGES.rateLimited,
      });
      expect(await caller.getStrengthPlan({ planId: draft.planId })).toEqual(before);
    } finally {
      local.dispose();
    }
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
