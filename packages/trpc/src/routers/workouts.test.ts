import type { CompletedSet, CompletedWorkoutInput } from '@liftwise/domain';
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
    expect(await caller.getWorkouts()).toEqual({
      today: '2026-03-02',
      upcoming: [],
      missed: [],
      recentlyCompleted: [],
      stats: {
        upcomingCount: 0,
        completedCount: 0,
        averageDurationMinutes: 0,
        totalExercises: 0,
        thisWeek: { completed: 0, target: 5 },
        streakDays: 0,
      },
    });

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
    expect((await caller.getWorkouts()).upcoming).toEqual([workout]);
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
    expect(await caller.getWorkouts()).toEqual({
      today: '2026-03-02',
      upcoming: [],
      missed: [],
      recentlyCompleted: [],
      stats: {
        upcomingCount: 0,
        completedCount: 0,
        averageDurationMinutes: 0,
        totalExercises: 0,
        thisWeek: { completed: 0, target: 5 },
        streakDays: 0,
      },
    });
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
    const { missed: missedList, upcoming, today } = await caller.getWorkouts({ timeZone: 'Europe/Paris' });
    const [missed] = missedList;
    expect(upcoming).toEqual([]);
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

  it('keeps a superset through a save, an update and a finished session; refuses a group of one clearly', async () => {
    const { caller } = await newCaller();
    const pullUp = { name: 'Pull-Up', sets: 3, reps: '8', superset: 'A' };
    const curl = { name: 'Curl', sets: 2, reps: '12' };
    const paired = {
      ...workoutInput,
      exercises: [pullUp, { name: 'Dip', sets: 3, reps: '10', superset: 'A' }, curl],
    };
    const { workout } = await caller.saveWorkout({ workout: paired });
    const stored = await caller.getWorkout({ workoutId: workout.id });
    expect(stored?.exercises.map((exercise) => exercise.superset)).toEqual(['A', 'A', undefined]);
    await expect(
      caller.updateWorkout({
        workoutId: workout.id,
        workout: { ...paired, exercises: [pullUp, curl] },
      }),
    ).rejects.toThrow('A superset or circuit is 2 to 8 adjacent exercises sharing one label');

    const done = completion(workout.id);
    const [bench] = done.actualExercises;
    if (!bench) throw new Error('the completion has an exercise');
    const { completedWorkout } = await caller.saveCompletedWorkout({
      completedWorkout: {
        ...done,
        actualExercises: [
          { ...bench, id: 'p', name: 'Pull-Up', superset: 'A' },
          { ...bench, id: 'd', name: 'Dip', superset: 'A' },
        ],
      },
    });
    const read = await caller.getCompletedWorkout({ completedWorkoutId: completedWorkout.id });
    expect(read?.actualExercises.map((exercise) => exercise.superset)).toEqual(['A', 'A']);
  });

  it("tells the athlete last time's sets of each exercise asked, and a second athlete none of them", async () => {
    const { caller } = await newCaller();
    const { caller: other } = await newCaller();
    expect(await caller.getLastTime({ exerciseNames: ['Bench Press'] })).toEqual({ lastTime: [] });
    const { workout } = await caller.saveWorkout({ workout: workoutInput });
    await caller.saveCompletedWorkout({ completedWorkout: completion(workout.id) });
    const { lastTime } = await caller.getLastTime({ exerciseNames: ['bench press', 'Dips'] });
    expect(lastTime).toEqual([
      {
        exercise: 'bench press',
        date: '2026-03-02T01:00:00.000Z',
        sets: [{ setNumber: 1, actualWeight: 135, actualReps: '10', completed: true, notes: 'easy' }],
      },
    ]);
    expect(await other.getLastTime({ exerciseNames: ['Bench Press'] })).toEqual({ lastTime: [] });
    // Bounded: at most one workout's exercises a call.
    await expect(
      caller.getLastTime({ exerciseNames: Array.from({ length: 101 }, (_, i) => `Lift ${i}`) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it("keeps the athlete's personal records, follows each new session, and shows a second athlete none", async () => {
    const { caller } = await newCaller();
    const { caller: other } = await newCaller();
    expect(await caller.getPersonalRecords()).toEqual({ records: {} });
    const { workout } = await caller.saveWorkout({ workout: workoutInput });
    await caller.saveCompletedWorkout({ completedWorkout: completion(workout.id) });
    const first = (await caller.getPersonalRecords()).records['bench press'];
    expect(first?.heaviest).toEqual({ weight: { value: 135, unit: 'lb' }, reps: 10 });
    // A heavier session, logged in kilograms: the remembered answer follows the write.
    const base = completion(workout.id);
    const inKilograms: CompletedSet = {
      setNumber: 1,
      actualWeight: 70,
      weightUnit: 'kg',
      actualReps: '5',
      completed: true,
      notes: '',
    };
    const heavier: CompletedWorkoutInput = {
      ...base,
      actualExercises: base.actualExercises.map((exercise) => ({ ...exercise, actualSets: [inKilograms] })),
    };
    await caller.saveCompletedWorkout({ completedWorkout: heavier });
    const records = (await caller.getPersonalRecords()).records['bench press'];
    expect(records?.heaviest).toEqual({ weight: { value: 70, unit: 'kg' }, reps: 5 });
    expect(records?.repsAtWeight).toEqual({ '61235': 10, '70000': 5 });
    expect(await other.getPersonalRecords()).toEqual({ records: {} });
  });

  it("counts the day's body weight in a pull-up's records, and sends the newest weight for the live session", async () => {
    const { caller } = await newCaller();
    await caller.saveBodyWeight({ entry: { date: '2026-03-01', weight: 80, unit: 'kg' } });
    const { workout } = await caller.saveWorkout({ workout: workoutInput });
    const base = completion(workout.id);
    const added: CompletedSet = {
      setNumber: 1,
      actualWeight: 10,
      weightUnit: 'kg',
      actualReps: '5',
      completed: true,
      notes: '',
    };
    await caller.saveCompletedWorkout({
      completedWorkout: {
        ...base,
        actualExercises: base.actualExercises.map((exercise) => ({
          ...exercise,
          name: 'Pull-Up',
          actualSets: [added],
        })),
      },
    });
    const bodyWeight = { value: 80, unit: 'kg' };
    expect(await caller.getPersonalRecords()).toMatchObject({
      records: { 'pull up': { heaviest: { weight: { value: 90, unit: 'kg' }, reps: 5, bodyWeight } } },
      bodyWeight,
    });
    // A weight logged for the session's own day replaces the one before it: the records follow it.
    await caller.saveBodyWeight({ entry: { date: '2026-03-02', weight: 79, unit: 'kg' } });
    expect(await caller.getPersonalRecords()).toMatchObject({
      records: { 'pull up': { heaviest: { weight: { value: 89, unit: 'kg' }, reps: 5 } } },
      bodyWeight: { value: 79, unit: 'kg' },
    });
  });

  it('a second athlete gets null for every read and NOT_FOUND for every change of the first one’s data', async () => {
    const { caller: owner } = await newCaller();
    const { caller: other } = await newCaller();
    const { workout } = await owner.saveWorkout({ workout: workoutInput });
    const { completedWorkout } = await owner.saveCompletedWorkout({
      completedWorkout: completion(workout.id),
    });

    expect((await other.getWorkouts()).upcoming).toEqual([]);
    expect((await other.getWorkouts()).stats).toMatchObject({
      upcomingCount: 0,
      completedCount: 0,
      streakDays: 0,
    });
    expect(await other.getSchedule({ from: '2026-03-01', to: '2026-03-31' })).toMatchObject({ workouts: [] });
    for (const id of [workout.id, completedWorkout.id]) {
      expect(await other.getWorkoutDetails({ workoutId: id })).toEqual({ workout: null, completion: null });
    }
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
    expect((await caller.getWorkouts()).stats.upcomingCount).toBe(0);
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

describe('bounded reads for the list, the dashboard, the schedule and the details', () => {
  const on = (date: string, name = 'Day', time?: string) => ({
    workout: { ...workoutInput, name, date, time },
  });

  it('getWorkouts answers the lists and the stat cards: upcoming soonest first, missed newest first', async () => {
    const { caller } = await newCaller();
    const later = (await caller.saveWorkout(on('2026-03-04', 'Later'))).workout;
    const tonight = (await caller.saveWorkout(on('2026-03-02', 'Tonight', '19:00'))).workout;
    const morning = (await caller.saveWorkout(on('2026-03-02', 'Morning', '07:00'))).workout;
    const lastWeek = (await caller.saveWorkout(on('2026-02-23', 'Last week'))).workout;
    const friday = (await caller.saveWorkout(on('2026-02-27', 'Friday'))).workout;
    await caller.saveCompletedWorkout({
      completedWorkout: { ...completion(friday.id), date: '2026-02-27T18:00:00.000Z' },
    });
    await caller.saveCompletedWorkout({
      completedWorkout: { ...completion(lastWeek.id), date: '2026-03-01T18:00:00.000Z' },
    });
    await caller.saveWorkout({ workout: { ...on('2026-02-28', 'Skipped').workout, duration: 30 } });

    const overview = await caller.getWorkouts({ timeZone: 'UTC' });
    expect(overview.upcoming.map((w) => w.id)).toEqual([morning.id, tonight.id, later.id]);
    expect(overview.missed.map((w) => w.name)).toEqual(['Skipped']);
    expect(overview.recentlyCompleted.map((c) => c.date)).toEqual([
      '2026-03-01T18:00:00.000Z',
      '2026-02-27T18:00:00.000Z',
    ]);
    // The cards get names and counts; the sets stay for the details screen.
    expect(overview.recentlyCompleted[0]).toMatchObject({ exerciseNames: ['Bench Press'], totalSets: 1 });
    expect(overview.recentlyCompleted[0]).not.toHaveProperty('actualExercises');
    expect(overview.stats).toEqual({
      upcomingCount: 3,
      completedCount: 2,
      // (5 × 60 + 30) / 6 workouts
      averageDurationMinutes: 55,
      totalExercises: 12,
      // Monday 2 March UTC: Sunday's session was last week; the streak runs Sunday only (Saturday is empty).
      thisWeek: { completed: 0, target: 5 },
      streakDays: 1,
    });
    // In Los Angeles it is still Sunday 1 March: that week holds both sessions, and tonight's workout is tomorrow.
    const inLosAngeles = await caller.getWorkouts({ timeZone: 'America/Los_Angeles' });
    expect(inLosAngeles.stats.thisWeek.completed).toBe(2);
    expect(inLosAngeles.today).toBe('2026-03-01');
  });

  it('a session counts for the athlete’s day in the zone sent when it was saved', async () => {
    const { caller } = await newCaller();
    const { workout } = await caller.saveWorkout({ workout: workoutInput });
    // 01:00 UTC on Monday 2 March: still Sunday evening in Los Angeles, where the athlete trained.
    await caller.saveCompletedWorkout({
      completedWorkout: completion(workout.id),
      timeZone: 'America/Los_Angeles',
    });
    const { stats } = await caller.getWorkouts({ timeZone: 'UTC' });
    expect(stats).toMatchObject({ thisWeek: { completed: 0 }, streakDays: 1 });
    const other = (await newCaller()).caller;
    const { workout: theirs } = await other.saveWorkout({ workout: workoutInput });
    await other.saveCompletedWorkout({ completedWorkout: completion(theirs.id) });
    expect((await other.getWorkouts({ timeZone: 'UTC' })).stats.thisWeek.completed).toBe(1);
  });

  it('the lists and the schedule are remembered between writes, and every kind of write shows at once', async () => {
    const { caller } = await newCaller();
    const read = async () => {
      const overview = await caller.getWorkouts({ timeZone: 'UTC' });
      const page = await caller.getSchedule({ timeZone: 'UTC', from: '2026-03-01', to: '2026-03-31' });
      return { overview, page };
    };
    await read();
    const { workout } = await caller.saveWorkout({ workout: workoutInput });
    expect((await read()).overview.upcoming.map((w) => w.id)).toEqual([workout.id]);
    await caller.updateWorkout({ workoutId: workout.id, workout: { ...workoutInput, name: 'Renamed' } });
    expect((await read()).page.workouts.map((w) => w.name)).toEqual(['Renamed']);
    const { completedWorkout } = await caller.saveCompletedWorkout({
      completedWorkout: completion(workout.id),
    });
    expect((await read()).overview.stats.completedCount).toBe(1);
    await caller.deleteCompletedWorkout({ completedWorkoutId: completedWorkout.id });
    expect((await read()).overview.recentlyCompleted).toEqual([]);
    await caller.deleteWorkout({ workoutId: workout.id });
    expect((await read()).page.workouts).toEqual([]);
  });

  it('getWorkouts stays bounded: at most 50 upcoming, 10 missed and 10 recently completed', async () => {
    const { caller } = await newCaller();
    for (let day = 0; day < 52; day++) {
      const date = new Date(Date.UTC(2026, 2, 3 + day)).toISOString().slice(0, 10);
      await caller.saveWorkout(on(date));
    }
    for (let day = 1; day <= 12; day++) {
      const date = new Date(Date.UTC(2026, 1, day)).toISOString().slice(0, 10);
      const { workout } = await caller.saveWorkout(on(date));
      if (day <= 11)
        await caller.saveCompletedWorkout({
          completedWorkout: { ...completion(workout.id), date: `${date}T10:00:00.000Z` },
        });
    }
    await caller.saveWorkout(on('2026-02-20', 'Missed 1'));
    const overview = await caller.getWorkouts();
    expect(overview.upcoming).toHaveLength(50);
    expect(overview.stats.upcomingCount).toBe(52);
    expect(overview.recentlyCompleted).toHaveLength(10);
    expect(overview.stats.completedCount).toBe(11);
    expect(overview.missed.map((w) => w.date)).toEqual(['2026-02-20', '2026-02-12']);
  });

  it('getSchedule reads one calendar page in any status, by day and time; a bad range is refused', async () => {
    const { caller } = await newCaller();
    const before = (await caller.saveWorkout(on('2026-02-28', 'Before'))).workout;
    const evening = (await caller.saveWorkout(on('2026-03-10', 'Evening', '18:00'))).workout;
    const first = (await caller.saveWorkout(on('2026-03-01', 'First'))).workout;
    await caller.saveWorkout(on('2026-04-12', 'After'));
    await caller.saveCompletedWorkout({ completedWorkout: completion(first.id) });

    const page = await caller.getSchedule({
      timeZone: 'America/Los_Angeles',
      from: '2026-03-01',
      to: '2026-04-11',
    });
    expect(page.today).toBe('2026-03-01');
    expect(page.workouts.map((w) => [w.name, w.status])).toEqual([
      ['First', 'completed'],
      ['Evening', 'scheduled'],
    ]);
    expect(page.workouts[1]?.id).toBe(evening.id);
    expect((await caller.getSchedule({ from: '2026-02-28', to: '2026-02-28' })).workouts).toEqual([before]);
    await expect(caller.getSchedule({ from: '2026-03-01', to: '2026-06-01' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('at most 62 days'),
    });
  });

  it('getWorkoutDetails answers a plan with its latest session, or a session with its plan', async () => {
    const { caller } = await newCaller();
    const { workout } = await caller.saveWorkout({ workout: workoutInput });
    expect(await caller.getWorkoutDetails({ workoutId: workout.id })).toEqual({ workout, completion: null });

    const { completedWorkout: first } = await caller.saveCompletedWorkout({
      completedWorkout: completion(workout.id),
    });
    const { completedWorkout: latest } = await caller.saveCompletedWorkout({
      completedWorkout: { ...completion(workout.id), date: '2026-03-02T01:20:00.000Z' },
    });
    const plan = await caller.getWorkout({ workoutId: workout.id });
    expect(await caller.getWorkoutDetails({ workoutId: workout.id })).toEqual({
      workout: plan,
      completion: latest,
    });
    expect(await caller.getWorkoutDetails({ workoutId: first.id })).toEqual({
      workout: plan,
      completion: first,
    });

    // The history outlives the plan.
    await caller.deleteWorkout({ workoutId: workout.id });
    expect(await caller.getWorkoutDetails({ workoutId: first.id })).toEqual({
      workout: null,
      completion: first,
    });
    expect(await caller.getWorkoutDetails({ workoutId: workout.id })).toEqual({
      workout: null,
      completion: null,
    });
  });

  it('getCompletedWorkouts pages back in time with `before`', async () => {
    const { caller } = await newCaller();
    const { workout } = await caller.saveWorkout({ workout: workoutInput });
    const dates = ['2026-02-25', '2026-02-26', '2026-02-27'].map((day) => `${day}T10:00:00.000Z`);
    for (const date of dates)
      await caller.saveCompletedWorkout({ completedWorkout: { ...completion(workout.id), date } });
    const firstPage = await caller.getCompletedWorkouts({ limit: 2 });
    expect(firstPage.completedWorkouts.map((c) => c.date)).toEqual([dates[2], dates[1]]);
    const next = await caller.getCompletedWorkouts({ limit: 2, before: dates[1] });
    expect(next.completedWorkouts.map((c) => c.date)).toEqual([dates[0]]);
  });
});
