import { coachChecker, defaultProgramData, findExercise } from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../context.ts';
import { createTestHarness } from '../testing.ts';

let harness: Awaited<ReturnType<typeof createTestHarness>>;
beforeAll(async () => {
  harness = await createTestHarness();
});
afterAll(() => harness.dispose());

async function athlete(): Promise<{ user: SessionUser; caller: ReturnType<typeof harness.callerFor> }> {
  const user = await harness.signUp();
  return { user, caller: harness.callerFor(user) };
}

/** Dumbbells and a bench at Home (the active location), a barbell and a rack at the Gym. */
async function equipHomeAndGym(caller: ReturnType<typeof harness.callerFor>) {
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

const needs = (name: string) => findExercise(name)?.equipment ?? [];

describe('coach procedures (built-in coach)', () => {
  it('generateWorkout plans with the active location’s equipment only, and passes the checker', async () => {
    const { caller } = await athlete();
    const home = await equipHomeAndGym(caller);
    const prompt = '45 min upper body strength with dumbbells';
    const answer = await caller.generateWorkout({ prompt });
    expect(answer.source).toBe('built-in');
    expect(answer.workout.exercises.length).toBeGreaterThan(0);
    for (const exercise of answer.workout.exercises) {
      expect(needs(exercise.name)).not.toContain('Olympic Barbell');
      expect(needs(exercise.name)).not.toContain('Power Rack');
    }
    expect(coachChecker.checkWorkout(answer.workout, { prompt, equipment: home })).toEqual([]);
  });

  it('refuses a blank prompt with the spec’s rule', async () => {
    const { caller } = await athlete();
    await expect(caller.generateWorkout({ prompt: '   ' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('generateAlternativeExercises answers alternatives the equipment allows, each with a reason', async () => {
    const { caller } = await athlete();
    const home = await equipHomeAndGym(caller);
    const currentExercise = { name: 'Dumbbell Bench Press', sets: 3, reps: '8-10', weight: '50' };
    const { alternatives, source } = await caller.generateAlternativeExercises({ currentExercise });
    expect(source).toBe('built-in');
    expect(alternatives.length).toBeGreaterThan(0);
    for (const alternative of alternatives) expect(alternative.reason).not.toBe('');
    expect(
      coachChecker.checkAlternatives(alternatives, { exercise: currentExercise, equipment: home }),
    ).toEqual([]);
  });

  it('uses each athlete’s own equipment: one with none gets bodyweight work', async () => {
    const { caller: equipped } = await athlete();
    await equipHomeAndGym(equipped);
    const { caller: bare } = await athlete();
    const { workout } = await bare.generateWorkout({ prompt: '30 min full body' });
    for (const exercise of workout.exercises) expect(needs(exercise.name)).toEqual([]);
  });
});

describe('the coach’s rate limit', () => {
  it('refuses an athlete’s AI calls beyond the limit with TOO_MANY_REQUESTS, and not another athlete’s', async () => {
    const calls = new Map<string, number>();
    const limited = await createTestHarness(undefined, undefined, {
      allowCoachCall: async (userId) => {
        calls.set(userId, (calls.get(userId) ?? 0) + 1);
        return (calls.get(userId) ?? 0) <= 2;
      },
    });
    try {
      const first = limited.callerFor(await limited.signUp());
      const second = limited.callerFor(await limited.signUp());
      await first.generateWorkout({ prompt: 'legs' });
      await first.generateAlternativeExercises({ currentExercise: { name: 'Back Squat', reps: '5' } });
      const { strengthPlan } = await first.saveStrengthPlan({ programData: defaultProgramData() });
      await expect(first.generateStrengthPlan({ planId: strengthPlan.planId })).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
      });
      await expect(second.generateWorkout({ prompt: 'legs' })).resolves.toMatchObject({ source: 'built-in' });
    } finally {
      limited.dispose();
    }
  });
});
