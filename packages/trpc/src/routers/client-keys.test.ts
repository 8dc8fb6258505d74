import { EQUIPMENT_SERVER_MESSAGES, GOAL_MESSAGES, WORKOUT_MESSAGES } from '@liftwise/domain';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness } from '../testing.ts';

/*
 * Changes made offline are replayed, and a save whose answer never came is retried: each carries the key the
 * browser chose, and the same key twice is one row and the same answer.
 */

let harness: Awaited<ReturnType<typeof createTestHarness>>;
let clock = new Date('2026-03-02T10:00:00.000Z');
beforeAll(async () => {
  harness = await createTestHarness(() => clock);
});
afterAll(() => harness.dispose());

const workout = { name: 'Push Day', date: '2026-03-03', exercises: [{ name: 'Bench Press', reps: '8' }] };
const goalData = {
  title: 'Squat 300',
  type: 'strength' as const,
  targetValue: 300,
  unit: 'lbs',
  targetDate: '2026-12-31',
};
const bench = { name: 'Adjustable Bench', category: 'Benches', subcategory: 'Adjustable Benches' };

function completion(originalWorkoutId: string) {
  return {
    name: 'Push Day',
    date: '2026-03-02T09:00:00.000Z',
    originalWorkoutId,
    actualExercises: [],
    duration: 1500,
    notes: '',
  };
}

async function athlete() {
  return harness.callerFor(await harness.signUp());
}

describe('a write with the browser’s key is stored once', () => {
  it('saveWorkout: the same key twice is one workout and the same answer', async () => {
    const caller = await athlete();
    const clientKey = crypto.randomUUID();
    const first = await caller.saveWorkout({ workout, clientKey });
    const replay = await caller.saveWorkout({ workout, clientKey });
    expect(replay).toEqual(first);
    expect((await caller.getWorkouts()).upcoming).toEqual([first.workout]);
    // Without a key, or with another one, each save is a workout of its own.
    await caller.saveWorkout({ workout });
    await caller.saveWorkout({ workout, clientKey: crypto.randomUUID() });
    expect((await caller.getWorkouts()).upcoming).toHaveLength(3);
  });

  it('saveCompletedWorkout: a finished session replayed is one session, even once its plan is gone', async () => {
    const caller = await athlete();
    const { workout: planned } = await caller.saveWorkout({ workout });
    const clientKey = crypto.randomUUID();
    const input = { completedWorkout: completion(planned.id), timeZone: 'UTC', clientKey };
    const first = await caller.saveCompletedWorkout(input);
    expect(await caller.saveCompletedWorkout(input)).toEqual(first);
    await caller.deleteWorkout({ workoutId: planned.id });
    expect(await caller.saveCompletedWorkout(input)).toEqual(first);
    const { completedWorkouts } = await caller.getCompletedWorkouts();
    expect(completedWorkouts).toEqual([first.completedWorkout]);
  });

  it('saveGoal: the same key twice is one goal and the same answer', async () => {
    const caller = await athlete();
    const clientKey = crypto.randomUUID();
    const first = await caller.saveGoal({ goalData, clientKey });
    expect(await caller.saveGoal({ goalData, clientKey })).toEqual(first);
    expect((await caller.getGoals()).goals).toEqual([first.goal]);
  });

  it('addUserEquipment: the same key twice adds the items once, in the same order', async () => {
    const caller = await athlete();
    const clientKey = crypto.randomUUID();
    const input = { equipment: [bench, { ...bench, name: 'Flat Bench' }], clientKey };
    const first = await caller.addUserEquipment(input);
    expect(await caller.addUserEquipment(input)).toEqual(first);
    expect((await caller.getUserEquipment()).equipment).toHaveLength(2);
  });

  it('another athlete’s equal key never finds the first athlete’s rows, and writes their own', async () => {
    const first = await athlete();
    const second = await athlete();
    const clientKey = crypto.randomUUID();

    const { workout: mine } = await first.saveWorkout({ workout, clientKey });
    const { workout: theirs } = await second.saveWorkout({
      workout: { ...workout, name: 'Pull Day' },
      clientKey,
    });
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs.name).toBe('Pull Day');

    const completedWorkout = completion(mine.id);
    await first.saveCompletedWorkout({ completedWorkout, clientKey });
    // The key is no way into the first athlete's plan: the second has no such workout.
    await expect(second.saveCompletedWorkout({ completedWorkout, clientKey })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const { completedWorkout: own } = await second.saveCompletedWorkout({
      completedWorkout: completion(theirs.id),
      clientKey,
    });
    expect(own.originalWorkoutId).toBe(theirs.id);

    const { goal: myGoal } = await first.saveGoal({ goalData, clientKey });
    const { goal: theirGoal } = await second.saveGoal({
      goalData: { ...goalData, title: 'Bench 200' },
      clientKey,
    });
    expect(theirGoal.id).not.toBe(myGoal.id);
    expect(theirGoal.title).toBe('Bench 200');

    const { equipment: myItems } = await first.addUserEquipment({ equipment: [bench], clientKey });
    const { equipment: theirItems } = await second.addUserEquipment({
      equipment: [{ ...bench, name: 'Flat Bench' }],
      clientKey,
    });
    expect(theirItems[0]?.id).not.toBe(myItems[0]?.id);
    expect(theirItems[0]?.name).toBe('Flat Bench');
    expect((await first.getUserEquipment()).equipment.map((item) => item.name)).toEqual(['Adjustable Bench']);
  });

  it('a key must be a UUID, and the message says so', async () => {
    const caller = await athlete();
    await expect(caller.saveWorkout({ workout, clientKey: 'x'.repeat(10_000) })).rejects.toThrow(
      'clientKey must be a UUID',
    );
  });
});

describe('an edit made on an older version is refused', () => {
  it('updateWorkout with the version it was made on: saved while current, refused once changed elsewhere', async () => {
    const caller = await athlete();
    const { workout: stored } = await caller.saveWorkout({ workout });

    clock = new Date('2026-03-02T11:00:00.000Z');
    const { workout: laptop } = await caller.updateWorkout({
      workoutId: stored.id,
      workout: { ...workout, name: 'Laptop edit' },
      baseUpdatedAt: stored.updatedAt,
    });
    expect(laptop.name).toBe('Laptop edit');

    // The phone edited the version it had read before the laptop's edit.
    clock = new Date('2026-03-02T12:00:00.000Z');
    const refused = await caller
      .updateWorkout({
        workoutId: stored.id,
        workout: { ...workout, name: 'Phone edit' },
        baseUpdatedAt: stored.updatedAt,
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TRPCError);
    expect(refused).toMatchObject({ code: 'CONFLICT', message: WORKOUT_MESSAGES.changedElsewhere });
    expect(await caller.getWorkout({ workoutId: stored.id })).toEqual(laptop);

    // Without a version the edit replaces whatever is stored, as before.
    const { workout: plain } = await caller.updateWorkout({
      workoutId: stored.id,
      workout: { ...workout, name: 'Plain edit' },
    });
    expect(plain.name).toBe('Plain edit');
  });

  it('another athlete’s workout is not found, whatever version is named', async () => {
    const owner = await athlete();
    const other = await athlete();
    const { workout: stored } = await owner.saveWorkout({ workout });
    await expect(
      other.updateWorkout({ workoutId: stored.id, workout, baseUpdatedAt: stored.updatedAt }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: WORKOUT_MESSAGES.notFound });
    expect(await owner.getWorkout({ workoutId: stored.id })).toEqual(stored);
  });

  it('updateGoal with the version it was made on: saved while current, refused once changed elsewhere', async () => {
    const caller = await athlete();
    const { goal: stored } = await caller.saveGoal({ goalData });
    const base = stored._metadata.updatedAt;

    clock = new Date('2026-03-02T13:00:00.000Z');
    const { goal: laptop } = await caller.updateGoal({
      goalId: stored.id,
      goalData: { ...goalData, currentValue: 250 },
      baseUpdatedAt: base,
    });
    expect(laptop.currentValue).toBe(250);

    clock = new Date('2026-03-02T14:00:00.000Z');
    await expect(
      caller.updateGoal({
        goalId: stored.id,
        goalData: { ...goalData, currentValue: 100 },
        baseUpdatedAt: base,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: GOAL_MESSAGES.changedElsewhere });
    expect(await caller.getGoal({ goalId: stored.id })).toEqual(laptop);
  });

  it('updateUserEquipment with the version it was made on: refused once changed elsewhere, locations kept', async () => {
    const caller = await athlete();
    const [stored] = (await caller.addUserEquipment({ equipment: [bench] })).equipment;
    if (!stored) throw new Error('added item expected');

    clock = new Date('2026-03-02T15:00:00.000Z');
    const { equipment: laptop } = await caller.updateUserEquipment({
      equipmentId: stored.id,
      equipment: { ...bench, name: 'Laptop bench' },
      baseUpdatedAt: stored.updatedAt,
    });
    expect(laptop).toMatchObject({ name: 'Laptop bench', updatedAt: clock.toISOString() });

    // The phone's edit, made on the first version, also moved the item to the gym: nothing of it is kept.
    const gym = (await caller.getEquipmentLocations()).locations.find((location) => location.name === 'Gym');
    if (!gym || stored.locationIds.includes(gym.id)) throw new Error('an item outside the gym expected');
    clock = new Date('2026-03-02T16:00:00.000Z');
    await expect(
      caller.updateUserEquipment({
        equipmentId: stored.id,
        equipment: { ...bench, name: 'Phone bench', locationIds: [gym.id] },
        baseUpdatedAt: stored.updatedAt,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: EQUIPMENT_SERVER_MESSAGES.changedElsewhere });
    const { equipment: list } = await caller.getUserEquipment();
    expect(list.find((item) => item.id === stored.id)).toEqual(laptop);
  });

  it('another athlete’s goal or equipment is not found, whatever version is named', async () => {
    const owner = await athlete();
    const other = await athlete();
    const { goal } = await owner.saveGoal({ goalData });
    const [item] = (await owner.addUserEquipment({ equipment: [bench] })).equipment;
    if (!item) throw new Error('added item expected');
    await expect(
      other.updateGoal({ goalId: goal.id, goalData, baseUpdatedAt: goal._metadata.updatedAt }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      other.updateUserEquipment({ equipmentId: item.id, equipment: bench, baseUpdatedAt: item.updatedAt }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: EQUIPMENT_SERVER_MESSAGES.equipmentNotFound });
    expect(await owner.getGoal({ goalId: goal.id })).toEqual(goal);
    expect((await owner.getUserEquipment()).equipment).toEqual([item]);
  });
});
