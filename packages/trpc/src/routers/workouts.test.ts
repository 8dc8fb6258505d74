import { effectiveStatus } from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness } from '../testing.ts';

let harness: Awaited<ReturnType<typeof createTestHarness>>;
// 01:30 UTC on Monday 2 March is still Sunday 1 March in Los Angeles.
const now = new Date('2026-03-02T01:30:00Z');
beforeAll(async () => {
  harness = await createTestHarness(() => now);
});
afterAll(() => harness.dispose());

const workoutInput = {
  name: 'Push Day',
  date: '2026-03-03',
  exercises: [
    { name: 'Bench Press', sets: 4, reps: '8-10', weight: '135' },
    { name: 'Dips', reps: 'AMRAP' },
  ],
};

function completion(originalWorkoutId: string) {
  return {
    name: 'Push Day',
    date: '2026-03-02T01:00:00.000Z',
    originalWorkoutId,
    actualExercises: [
      {
        id: 'bench',
        name: 'Bench Press',
        plannedSets: 1,
        plannedReps: '8-10',
        plannedWeight: '135',
        actualSets: [{ setNumber: 1, actualWeight: 135, actualReps: '10', completed: true, notes: 'easy' }],
        notes: '',
      },
    ],
    duration: 1500,
    notes: '',
  };
}

async function newCaller() {
  const user = await harness.signUp();
  return { user, caller: harness.callerFor(user) };
}

describe('workout procedures', () => {
  it('round-trip: save with the form defaults, list, read one, update, delete', async () => {
    const { caller } = await newCaller();
    expect(await caller.getWorkouts()).toEqual({ workouts: [], today: '2026-03-02' });

    const { workout } = await caller.saveWorkout({ workout: workoutInput });
    expect(workout).toMatchObject({
      name: 'Push Day',
      date: '2026-03-03',
      duration: 60,
      status: 'scheduled',
      difficulty: 'Intermediate',
      updatedAt: now.toISOString(),
    });
    expect(workout.exercises.map((e) => [e.name, e.sets, e.reps])).toEqual([
      ['Bench Press', 4, '8-10'],
      ['Dips', 3, 'AMRAP'],
    ]);
    expect((await caller.getWorkouts()).workouts).toEqual([workout]);
    expect(await caller.getWorkout({ workoutId: workout.id })).toEqual(workout);

    const { workout: updated } = await caller.updateWorkout({
      workoutId: workout.id,
      workout: { ...workoutInput, date: '2026-03-05', time: '18:30', difficulty: 'Advanced' },
    });
    expect(updated).toMatchObject({
      id: workout.id,
      date: '2026-03-05',
      time: '18:30',
      difficulty: 'Advanced',
    });
    expect(await caller.getWorkout({ workoutId: workout.id })).toEqual(updated);

    expect(await caller.deleteWorkout({ workoutId: workout.id })).toEqual({ success: true });
    expect(await caller.getWorkouts()).toEqual({ workouts: [], today: '2026-03-02' });
    expect(await caller.getWorkout({ workoutId: workout.id })).toBeNull();
  });

  it('today is the athlete’s day in the zone the browser sends; a bad zone is refused clearly', async () => {
    const { caller } = await newCaller();
    expect((await caller.getWorkouts({ timeZone: 'America/Los_Angeles' })).today).toBe('2026-03-01');
    expect((await caller.getWorkouts({ timeZone: 'Asia/Tokyo' })).today).toBe('2026-03-02');
    await expect(caller.getWorkouts({ timeZone: 'Mars/Olympus_Mons' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Unknown time zone'),
    });
  });

  it('a scheduled workout whose day has passed is stored as scheduled and shown missed against today', async () => {
    const { caller } = await newCaller();
    await caller.saveWorkout({ workout: { ...workoutInput, date: '2026-02-27' } });
    const { workouts, today } = await caller.getWorkouts({ timeZone: 'Europe/Paris' });
    const [missed] = workouts;
    expect(missed?.status).toBe('scheduled');
    expect(missed && effectiveStatus(missed, today)).toBe('missed');
  });

  it('finishing a session stores it and marks the plan completed; the history is listed, read and deleted', async () => {
    const { caller } = await newCaller();
    const { workout } = await caller.saveWorkout({ workout: workoutInput });
    expect(await caller.getCompletedWorkouts()).toEqual({ completedWorkouts: [] });

    const { completedWorkout } = await caller.saveCompletedWorkout({
      completedWorkout: completion(workout.id),
    });
    expect(completedWorkout).toMatchObject({ ...completion(workout.id), updatedAt: now.toISOString() });
    expect((await caller.getWorkout({ workoutId: workout.id }))?.status).toBe('completed');
    expect(await caller.getCompletedWorkouts()).toEqual({ completedWorkouts: [completedWorkout] });
    expect(await caller.getCompletedWorkout({ completedWorkoutId: completedWorkout.id })).toEqual(
      completedWorkout,
    );

    expect(await caller.deleteCompletedWorkout({ completedWorkoutId: completedWorkout.id })).toEqual({
      success: true,
    });
    expect(await caller.getCompletedWorkout({ completedWorkoutId: completedWorkout.id })).toBeNull();
    expect(await caller.getCompletedWorkouts()).toEqual({ completedWorkouts: [] });
  });

  it('a second athlete gets null for every read and NOT_FOUND for every change of the first one’s data', async () => {
    const { caller: owner } = await newCaller();
    const { caller: other } = await newCaller();
    const { workout } = await owner.saveWorkout({ workout: workoutInput });
    const { completedWorkout } = await owner.saveCompletedWorkout({
      completedWorkout: completion(workout.id),
    });

    expect((await other.getWorkouts()).workouts).toEqual([]);
    expect(await other.getCompletedWorkouts()).toEqual({ completedWorkouts: [] });
    expect(await other.getWorkout({ workoutId: workout.id })).toBeNull();
    expect(await other.getCompletedWorkout({ completedWorkoutId: completedWorkout.id })).toBeNull();
    const workoutNotFound = { code: 'NOT_FOUND', message: 'Workout not found' };
    await expect(other.updateWorkout({ workoutId: workout.id, workout: workoutInput })).rejects.toMatchObject(
      workoutNotFound,
    );
    await expect(other.deleteWorkout({ workoutId: workout.id })).rejects.toMatchObject(workoutNotFound);
    await expect(
      other.deleteCompletedWorkout({ completedWorkoutId: completedWorkout.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Completed workout not found' });

    // Unknown ids answer the same way as someone else's.
    expect(await owner.getWorkout({ workoutId: 'no-such-id' })).toBeNull();
    await expect(owner.deleteWorkout({ workoutId: 'no-such-id' })).rejects.toMatchObject(workoutNotFound);

    // Nothing of the owner's changed.
    expect(await owner.getWorkout({ workoutId: workout.id })).toMatchObject({ name: 'Push Day' });
    expect((await owner.getCompletedWorkouts()).completedWorkouts).toEqual([completedWorkout]);
  });

  it('finishing someone else’s workout is NOT_FOUND and writes neither half', async () => {
    const { caller: owner } = await newCaller();
    const { caller: other } = await newCaller();
    const { workout } = await owner.saveWorkout({ workout: workoutInput });
    await expect(
      other.saveCompletedWorkout({ completedWorkout: completion(workout.id) }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Workout not found',
    });
    expect((await owner.getWorkout({ workoutId: workout.id }))?.status).toBe('scheduled');
    expect(await owner.getCompletedWorkouts()).toEqual({ completedWorkouts: [] });
    expect(await other.getCompletedWorkouts()).toEqual({ completedWorkouts: [] });
  });

  it.each([
    [{ name: '  ' }, ['name'], '>=1 characters'],
    [{ date: '2026-02-30' }, ['date'], 'Invalid ISO date'],
    [{ time: '25:00' }, ['time'], 'Time must be HH:mm'],
    [{ duration: 0 }, ['duration'], '>=1'],
    [{ duration: 100_000 }, ['duration'], '<='],
    [{ exercises: [] }, ['exercises'], '>=1 items'],
    [{ exercises: [{ name: 'Row', sets: 0, reps: '8' }] }, ['exercises', '0', 'sets'], '>=1'],
    [{ exercises: [{ name: 'Row', reps: '' }] }, ['exercises', '0', 'reps'], '>=1 characters'],
    [{ difficulty: 'Elite' }, ['difficulty'], 'expected one of'],
    [
      { exercises: Array.from({ length: 101 }, () => ({ name: 'Row', reps: '8' })) },
      ['exercises'],
      '<=100 items',
    ],
  ])('refuses workout %j, naming the field and the bound', async (change, path, message) => {
    const { caller } = await newCaller();
    const error = await caller
      .saveWorkout({ workout: { ...workoutInput, ...change } as typeof workoutInput })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toMatchObject({
      code: 'BAD_REQUEST',
      // Over HTTP the first issue's message and the paths are the answer (trpc.ts errorFormatter).
      cause: {
        issues: [
          {
            path: ['workout', ...path.map((p) => (/^\d+$/.test(p) ? Number(p) : p))],
            message: expect.stringContaining(message),
          },
        ],
      },
    });
    expect((await caller.getWorkouts()).workouts).toEqual([]);
  });

  it('refuses a completed workout out of bounds, and ids that are empty', async () => {
    const { caller } = await newCaller();
    const { workout } = await caller.saveWorkout({ workout: workoutInput });
    for (const bad of [
      { ...completion(workout.id), duration: -1 },
      { ...completion(workout.id), date: 'yesterday' },
      { ...completion(workout.id), name: '' },
    ]) {
      await expect(caller.saveCompletedWorkout({ completedWorkout: bad })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    }
    await expect(caller.getWorkout({ workoutId: '' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.deleteCompletedWorkout({ completedWorkoutId: '' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await caller.getWorkout({ workoutId: workout.id }))?.status).toBe('scheduled');
    expect(await caller.getCompletedWorkouts()).toEqual({ completedWorkouts: [] });
  });
});
