import { addTestRows, testGeneratedPlan, trainingCounts } from '@liftwise/db/testing';
import {
  DATA_TRANSFER_MESSAGES,
  exportJsonChunks,
  GOAL_MESSAGES,
  MAX_COMPLETED_WORKOUTS,
  MAX_GOALS,
  MAX_STRENGTH_PLANS,
  MAX_WORKOUTS,
  PLAN_MESSAGES,
  RECURRENCE_MAX_SERIES,
  RECURRENCE_MESSAGES,
  readImportFile,
  WORKOUT_MESSAGES,
} from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../context.ts';
import { createTestHarness, importsOf } from '../testing.ts';

let harness: Awaited<ReturnType<typeof createTestHarness>>;
const NOW = new Date('2026-03-02T06:00:00Z');
beforeAll(async () => {
  harness = await createTestHarness(() => NOW);
});
afterAll(() => harness.dispose());

const daily = (name: string) => ({
  name,
  date: '2026-03-02',
  exercises: [{ name: 'Squat', sets: 3, reps: '5' }],
  recurrence: 'FREQ=DAILY',
});
const oneDay = { name: 'Extra', date: '2026-03-03', exercises: [{ name: 'Squat', sets: 3, reps: '5' }] };
const refused = { code: 'BAD_REQUEST', message: RECURRENCE_MESSAGES.tooManySeries };

async function athleteWithSeries(count: number, name = 'Daily') {
  const user = await harness.signUp();
  const caller = harness.callerFor(user);
  const series = [];
  for (let i = 0; i < count; i++)
    series.push((await caller.saveWorkout({ workout: daily(`${name} ${i}`) })).workout);
  return { user, caller, series };
}

/** The athlete's export as GET /export writes it. */
async function exportOf(user: SessionUser): Promise<string> {
  let text = '';
  const queries = harness.queries.dataTransfer;
  for await (const chunk of exportJsonChunks(NOW, await queries.profile(user.id), queries.pages(user.id)))
    text += chunk;
  return text;
}

// Every read of My Workouts expands all of an athlete's series: before the limit, an import of 20,000 daily series
// made each read cost over a minute of the server's time.
// Each test seeds 100 series one save at a time: over HTTP to sqld on a loaded machine that alone nears 5 s.
describe(`at most ${RECURRENCE_MAX_SERIES} repeating workouts per athlete`, { timeout: 20_000 }, () => {
  it('the one past the limit is refused with the reason, in every way a series is made; one-day workouts still save', async () => {
    const { user, caller, series } = await athleteWithSeries(RECURRENCE_MAX_SERIES);

    await expect(caller.saveWorkout({ workout: daily('One too many') })).rejects.toMatchObject(refused);
    const { workout: extra } = await caller.saveWorkout({ workout: oneDay });
    await expect(
      caller.updateWorkout({ workoutId: extra.id, workout: { ...oneDay, recurrence: 'FREQ=WEEKLY' } }),
    ).rejects.toMatchObject(refused);
    const first = series[0];
    if (!first) throw new Error('no series saved');
    await expect(
      caller.updateWorkout({
        workoutId: first.id,
        workout: daily('From the 5th'),
        occurrence: { date: '2026-03-05', scope: 'following' },
      }),
    ).rejects.toMatchObject(refused);

    // Nothing of a refused write was kept: the one-day workout is still one, the series still whole.
    expect(await caller.getWorkout({ workoutId: extra.id })).not.toHaveProperty('recurrence');
    expect(await caller.getWorkout({ workoutId: first.id })).toMatchObject({
      name: 'Daily 0',
      recurrence: 'FREQ=DAILY',
    });
    const all = await harness.queries.workouts.list(user.id);
    expect(all.filter((w) => w.recurrence !== undefined)).toHaveLength(RECURRENCE_MAX_SERIES);

    // Editing a series, all of it, is not adding one; deleting one makes room.
    await caller.updateWorkout({
      workoutId: first.id,
      workout: { ...daily('Renamed'), recurrence: 'FREQ=DAILY;COUNT=5' },
    });
    await caller.deleteWorkout({ workoutId: first.id });
    await caller.saveWorkout({ workout: daily('Room again') });
  });

  it('two saves at once at the last place: one is kept, the other refused', async () => {
    const { caller } = await athleteWithSeries(RECURRENCE_MAX_SERIES - 1);
    const results = await Promise.allSettled([
      caller.saveWorkout({ workout: daily('A') }),
      caller.saveWorkout({ workout: daily('B') }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('an import that would pass the limit is refused whole', async () => {
    const source = await athleteWithSeries(RECURRENCE_MAX_SERIES);
    const text = await exportOf(source.user);
    const { caller } = await athleteWithSeries(1, 'Own');
    const sent = {
      text,
      sourceFormat: readImportFile(text, { weightUnit: 'kg', timeZone: 'UTC', now: NOW }).format,
    };
    await expect(importsOf(caller).importData({ ...sent, mode: 'merge' })).rejects.toMatchObject(refused);
    // The athlete's one daily series, from today to two years on, and nothing of the file.
    expect((await caller.getWorkouts({ timeZone: 'UTC' })).stats.upcomingCount).toBe(731);
    // Replacing everything leaves exactly the file's series: within the limit.
    await importsOf(caller).importData({ ...sent, mode: 'replace' });
  });
});

const goalData = {
  title: 'Squat 300',
  type: 'strength' as const,
  description: '',
  targetValue: 300,
  currentValue: 150,
  unit: 'lbs',
  targetDate: '2026-12-31',
};

/** An athlete with `count` goals, written straight to the database: a thousand saves would be slow to no purpose. */
async function athleteWithGoals(count: number, title = 'Goal') {
  const user = await harness.signUp();
  await addTestRows(harness.db, user.id, 'goals', count, title);
  return { user, caller: harness.callerFor(user) };
}

// Every visit of Goals reads them all: before the limit, a script could grow the list (and each read) without end.
describe(`at most ${MAX_GOALS} goals per athlete`, () => {
  it('the one past the limit is refused with the reason; deleting one makes room', async () => {
    const { caller } = await athleteWithGoals(MAX_GOALS - 1);
    const { goal: last } = await caller.saveGoal({ goalData });
    await expect(caller.saveGoal({ goalData })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: GOAL_MESSAGES.tooManyGoals,
    });
    expect((await caller.getGoals()).goals).toHaveLength(MAX_GOALS);
    await caller.deleteGoal({ goalId: last.id });
    await caller.saveGoal({ goalData });
  });

  it('a merged import that would pass it is refused whole, naming the kind; replacing everything is not', async () => {
    const source = await athleteWithGoals(2, 'Imported');
    const text = await exportOf(source.user);
    const sent = {
      text,
      sourceFormat: readImportFile(text, { weightUnit: 'kg', timeZone: 'UTC', now: NOW }).format,
    };
    const { caller } = await athleteWithGoals(MAX_GOALS - 1);
    await expect(importsOf(caller).importData({ ...sent, mode: 'merge' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: DATA_TRANSFER_MESSAGES.overLimit('goals', MAX_GOALS),
    });
    expect((await caller.getGoals()).goals).toHaveLength(MAX_GOALS - 1);
    await importsOf(caller).importData({ ...sent, mode: 'replace' });
    expect((await caller.getGoals()).goals).toHaveLength(2);
  });
});

/** A finished session of the planned workout `originalWorkoutId`, as the live session screen sends it. */
function session(originalWorkoutId: string) {
  return {
    name: 'Extra',
    date: '2026-03-02T07:00:00.000Z',
    originalWorkoutId,
    actualExercises: [],
    duration: 1800,
    notes: '',
  };
}

const tooManyWorkouts = { code: 'BAD_REQUEST', message: WORKOUT_MESSAGES.tooManyWorkouts };

// Saves had no bound on these before: a script could grow an athlete's tables without end, and an export past
// 20,000 of either could not be imported again.
describe(`at most ${MAX_WORKOUTS} planned and ${MAX_COMPLETED_WORKOUTS} completed workouts per athlete`, () => {
  it('the planned workout past the bound is refused in every way one is added, keeping nothing; deleting makes room', async () => {
    const user = await harness.signUp();
    const caller = harness.callerFor(user);
    const { workout: series } = await caller.saveWorkout({ workout: daily('Daily') });
    const { strengthPlan: plan } = await caller.saveStrengthPlan({ programData: { trainingDays: 2 } });
    await caller.updateStrengthPlan({
      planId: plan.planId,
      updates: { generatedPlan: testGeneratedPlan(1, 2), status: 'generated' },
    });
    await addTestRows(harness.db, user.id, 'workouts', MAX_WORKOUTS - 2);
    const { workout: last } = await caller.saveWorkout({ workout: oneDay });

    await expect(caller.saveWorkout({ workout: oneDay })).rejects.toMatchObject(tooManyWorkouts);
    // Editing one day of a series alone, or from it on, adds a row; finishing a day of a series adds one too.
    for (const scope of ['this', 'following'] as const)
      await expect(
        caller.updateWorkout({
          workoutId: series.id,
          workout: daily('Moved'),
          occurrence: { date: '2026-03-04', scope },
        }),
      ).rejects.toMatchObject(tooManyWorkouts);
    await expect(
      caller.saveCompletedWorkout({
        completedWorkout: session(series.id),
        occurrenceDate: '2026-03-02',
        timeZone: 'UTC',
      }),
    ).rejects.toMatchObject(tooManyWorkouts);
    await expect(caller.startStrengthPlan({ planId: plan.planId, timeZone: 'UTC' })).rejects.toMatchObject(
      tooManyWorkouts,
    );
    // Nothing of the refused writes was kept: the series whole, no session, the plan not started.
    expect(await trainingCounts(harness.db, user.id)).toEqual({
      kept: MAX_WORKOUTS,
      keptDone: 0,
      rows: MAX_WORKOUTS,
      rowsDone: 0,
    });
    expect(await caller.getWorkout({ workoutId: series.id })).toMatchObject({ exceptions: [] });
    expect((await caller.getStrengthPlan({ planId: plan.planId }))?.status).toBe('generated');

    // Editing what is kept adds nothing; finishing a one-day workout marks it, and deleting one makes room.
    await caller.updateWorkout({ workoutId: last.id, workout: { ...oneDay, name: 'Renamed' } });
    await caller.saveCompletedWorkout({ completedWorkout: session(last.id), timeZone: 'UTC' });
    await caller.deleteWorkout({ workoutId: last.id });
    await caller.saveWorkout({ workout: oneDay });
  });

  it('the session past the bound is refused, its workout left as it was; deleting one makes room', async () => {
    const user = await harness.signUp();
    const caller = harness.callerFor(user);
    const { workout } = await caller.saveWorkout({ workout: oneDay });
    await addTestRows(harness.db, user.id, 'completedWorkouts', MAX_COMPLETED_WORKOUTS - 1);
    const { completedWorkout } = await caller.saveCompletedWorkout({
      completedWorkout: session(workout.id),
      timeZone: 'UTC',
    });
    await expect(
      caller.saveCompletedWorkout({ completedWorkout: session(workout.id), timeZone: 'UTC' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: WORKOUT_MESSAGES.tooManyCompletedWorkouts });
    expect(await trainingCounts(harness.db, user.id)).toMatchObject({ keptDone: MAX_COMPLETED_WORKOUTS });
    await caller.deleteCompletedWorkout({ completedWorkoutId: completedWorkout.id });
    await caller.saveCompletedWorkout({ completedWorkout: session(workout.id), timeZone: 'UTC' });
  });

  it('two sessions at once at the last place: one is kept, the other refused', async () => {
    const user = await harness.signUp();
    const caller = harness.callerFor(user);
    const { workout } = await caller.saveWorkout({ workout: oneDay });
    await addTestRows(harness.db, user.id, 'completedWorkouts', MAX_COMPLETED_WORKOUTS - 1);
    const results = await Promise.allSettled(
      [1, 2].map(() =>
        caller.saveCompletedWorkout({ completedWorkout: session(workout.id), timeZone: 'UTC' }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await trainingCounts(harness.db, user.id)).toMatchObject({ keptDone: MAX_COMPLETED_WORKOUTS });
  });

  it('the counts the bound reads stay true through every write, the deletes that cascade and an import', async () => {
    const user = await harness.signUp();
    const caller = harness.callerFor(user);
    const { workout: series } = await caller.saveWorkout({ workout: daily('Daily') });
    const { workout: single } = await caller.saveWorkout({ workout: oneDay });
    await caller.saveCompletedWorkout({ completedWorkout: session(single.id), timeZone: 'UTC' });
    await caller.saveCompletedWorkout({
      completedWorkout: session(series.id),
      occurrenceDate: '2026-03-02',
      timeZone: 'UTC',
    });
    await caller.updateWorkout({
      workoutId: series.id,
      workout: daily('Moved'),
      occurrence: { date: '2026-03-04', scope: 'this' },
    });
    const { workout: following } = await caller.updateWorkout({
      workoutId: series.id,
      workout: daily('From the 10th'),
      occurrence: { date: '2026-03-10', scope: 'following' },
    });
    const { strengthPlan: plan } = await caller.saveStrengthPlan({ programData: { trainingDays: 2 } });
    await caller.updateStrengthPlan({
      planId: plan.planId,
      updates: { generatedPlan: testGeneratedPlan(2, 2), status: 'generated' },
    });
    await caller.startStrengthPlan({ planId: plan.planId, timeZone: 'UTC' });
    const steps = [
      async () => {},
      // A series goes with the days taken out of it and still ahead.
      () => caller.deleteWorkout({ workoutId: series.id }),
      () => caller.deleteWorkout({ workoutId: following.id }),
      async () => {
        const [done] = (await caller.getCompletedWorkouts()).completedWorkouts;
        if (done) await caller.deleteCompletedWorkout({ completedWorkoutId: done.id });
      },
      async () => {
        const text = await exportOf(user);
        const sourceFormat = readImportFile(text, { weightUnit: 'kg', timeZone: 'UTC', now: NOW }).format;
        await importsOf(caller).importData({ text, sourceFormat, mode: 'replace' });
      },
    ];
    for (const step of steps) {
      await step();
      const counts = await trainingCounts(harness.db, user.id);
      expect(counts?.kept).toBe(counts?.rows);
      expect(counts?.keptDone).toBe(counts?.rowsDone);
    }
  });
});

describe(`at most ${MAX_STRENGTH_PLANS} strength plans per athlete`, () => {
  it('the draft past the bound is refused with the reason; two at once at the last place, one kept; deleting makes room', async () => {
    const user = await harness.signUp();
    const caller = harness.callerFor(user);
    await addTestRows(harness.db, user.id, 'strengthPlans', MAX_STRENGTH_PLANS - 1);
    const results = await Promise.allSettled(
      [1, 2].map(() => caller.saveStrengthPlan({ programData: { trainingDays: 3 } })),
    );
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    await expect(caller.saveStrengthPlan({ programData: { trainingDays: 3 } })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: PLAN_MESSAGES.tooManyPlans,
    });
    const kept = results.find((result) => result.status === 'fulfilled');
    if (kept?.status !== 'fulfilled') throw new Error('neither draft was kept');
    await caller.deleteStrengthPlan({ planId: kept.value.strengthPlan.planId });
    await caller.saveStrengthPlan({ programData: { trainingDays: 3 } });
  });
});
