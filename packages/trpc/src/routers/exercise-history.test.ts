import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness } from '../testing.ts';

let harness: Awaited<ReturnType<typeof createTestHarness>>;
// Sunday 15 March 2026, 18:00 UTC.
const now = new Date('2026-03-15T18:00:00Z');
beforeAll(async () => {
  harness = await createTestHarness(() => now);
});
afterAll(() => harness.dispose());

async function athlete() {
  const user = await harness.signUp();
  return harness.callerFor(user);
}
type Caller = Awaited<ReturnType<typeof athlete>>;

/** A session finished at `endedAt` with exercises of completed sets [weight kg, reps, rpe?]. */
async function finish(caller: Caller, endedAt: string, exercises: [string, [number, number, number?][]][]) {
  const { workout } = await caller.saveWorkout({
    workout: { name: 'Session', date: endedAt.slice(0, 10), exercises: [{ name: 'Bench Press', reps: '5' }] },
  });
  await caller.saveCompletedWorkout({
    timeZone: 'UTC',
    completedWorkout: {
      name: `Session ${endedAt.slice(0, 10)}`,
      date: endedAt,
      originalWorkoutId: workout.id,
      duration: 3600,
      notes: '',
      actualExercises: exercises.map(([name, sets], index) => ({
        id: `e${index}`,
        name,
        plannedSets: sets.length,
        plannedReps: '5',
        plannedWeight: '',
        notes: '',
        actualSets: sets.map(([actualWeight, reps, rpe], setIndex) => ({
          setNumber: setIndex + 1,
          actualWeight,
          weightUnit: 'kg' as const,
          actualReps: String(reps),
          ...(rpe !== undefined && { rpe }),
          completed: true,
          notes: '',
        })),
      })),
    },
  });
}

describe('getExerciseHistory', () => {
  it('a new spelling after a first read counts at once, and the known ones keep counting', async () => {
    const caller = await athlete();
    const read = async () =>
      (
        await caller.getExerciseHistory({ exerciseId: 'bench-press', timeZone: 'UTC', weightUnit: 'kg' })
      )?.sessions.map((session) => session.exerciseName);
    expect(await read()).toEqual([]);
    await finish(caller, '2026-03-02T18:00:00.000Z', [['Bench Press', [[80, 5]]]]);
    expect(await read()).toEqual(['Bench Press']);
    // Read with the sessions of the names matched before, this spelling is new: it is read again and counted.
    await finish(caller, '2026-03-09T18:00:00.000Z', [['Bench Press (Barbell)', [[85, 5]]]]);
    expect(await read()).toEqual(['Bench Press (Barbell)', 'Bench Press']);
    await finish(caller, '2026-03-12T18:00:00.000Z', [['Bench Press', [[87.5, 5]]]]);
    expect(await read()).toEqual(['Bench Press', 'Bench Press (Barbell)', 'Bench Press']);
  });

  it('finds the exercise under every name it was written with, newest first, with its summary', async () => {
    const caller = await athlete();
    await finish(caller, '2026-03-02T18:00:00.000Z', [
      ['Bench Press (Barbell)', [[80, 5]]],
      ['Squat (Barbell)', [[100, 5]]],
    ]);
    await finish(caller, '2026-03-09T18:00:00.000Z', [['barbell bench presses', [[85, 5, 8]]]]);
    await finish(caller, '2026-03-12T18:00:00.000Z', [['Incline Bench Press', [[60, 8]]]]);

    const answer = await caller.getExerciseHistory({
      exerciseId: 'bench-press',
      timeZone: 'UTC',
      weightUnit: 'kg',
    });
    expect(answer?.sessions.map((session) => [session.day, session.exerciseName, session.sets])).toEqual([
      ['2026-03-09', 'barbell bench presses', [{ weight: 85, reps: '5', rpe: 8 }]],
      ['2026-03-02', 'Bench Press (Barbell)', [{ weight: 80, reps: '5' }]],
    ]);
    expect(answer?.nextBefore).toBeUndefined();
    expect(answer?.summary).toMatchObject({
      unit: 'kg',
      sessions: 2,
      truncated: false,
      bestSet: { day: '2026-03-09', weight: 85, reps: 5, rpe: 8 },
      records: [
        { kind: 'heaviest', day: '2026-03-09', weight: 85, reps: 5 },
        { kind: 'e1rm', day: '2026-03-09', weight: 85, reps: 5 },
      ],
    });
    expect(answer?.summary.weeklyVolume.at(-1)).toEqual({ weekStart: '2026-03-09', volume: 425, sets: 1 });

    const inPounds = await caller.getExerciseHistory({ exerciseId: 'bench-press', weightUnit: 'lb' });
    expect(inPounds?.sessions[0]?.sets[0]?.weight).toBe(187.4);
  });

  it('pages the sessions with a cursor', async () => {
    const caller = await athlete();
    for (const day of ['01', '02', '03', '04', '05'])
      await finish(caller, `2026-03-${day}T10:00:00.000Z`, [['Back Squat', [[100, 5]]]]);
    const first = await caller.getExerciseHistory({ exerciseId: 'back-squat', limit: 2 });
    expect(first?.sessions.map((session) => session.day)).toEqual(['2026-03-05', '2026-03-04']);
    const second = await caller.getExerciseHistory({
      exerciseId: 'back-squat',
      limit: 2,
      before: first?.nextBefore,
    });
    expect(second?.sessions.map((session) => session.day)).toEqual(['2026-03-03', '2026-03-02']);
    const last = await caller.getExerciseHistory({
      exerciseId: 'back-squat',
      limit: 2,
      before: second?.nextBefore,
    });
    expect([last?.sessions.length, last?.nextBefore]).toEqual([1, undefined]);
  });

  it('answers null for an id the catalogue lacks, and an empty history for an exercise never done', async () => {
    const caller = await athlete();
    expect(await caller.getExerciseHistory({ exerciseId: 'no-such-lift' })).toBeNull();
    const none = await caller.getExerciseHistory({ exerciseId: 'deadlift' });
    expect([none?.sessions, none?.summary.sessions, none?.summary.bestSet]).toEqual([[], 0, null]);
  });

  it('refuses bad input with a clear message', async () => {
    const caller = await athlete();
    await expect(caller.getExerciseHistory({ exerciseId: 'bench-press', limit: 500 })).rejects.toThrow();
    await expect(caller.getExerciseHistory({ exerciseId: '' })).rejects.toThrow();
    await expect(
      caller.getExerciseHistory({ exerciseId: 'bench-press', before: 'yesterday' }),
    ).rejects.toThrow();
  });

  it('shows a second athlete none of the first one’s sets', async () => {
    const ada = await athlete();
    const bea = await athlete();
    await finish(ada, '2026-03-10T18:00:00.000Z', [['Bench Press', [[120, 3]]]]);
    const hers = await bea.getExerciseHistory({ exerciseId: 'bench-press' });
    expect([hers?.sessions, hers?.summary.sessions]).toEqual([[], 0]);
    expect((await ada.getExerciseHistory({ exerciseId: 'bench-press' }))?.sessions).toHaveLength(1);
  });

  it('sees a session finished since the last read', async () => {
    const caller = await athlete();
    await finish(caller, '2026-03-10T18:00:00.000Z', [['Deadlift', [[140, 3]]]]);
    expect((await caller.getExerciseHistory({ exerciseId: 'deadlift' }))?.sessions).toHaveLength(1);
    await finish(caller, '2026-03-11T18:00:00.000Z', [['Deadlift', [[150, 3]]]]);
    expect((await caller.getExerciseHistory({ exerciseId: 'deadlift' }))?.sessions).toHaveLength(2);
  });

  it("counts the body weight of each session's day in a bodyweight lift's figures, not in its volume", async () => {
    const caller = await athlete();
    await finish(caller, '2026-03-03T18:00:00.000Z', [['Pull-Up', [[0, 8]]]]);
    await finish(caller, '2026-03-10T18:00:00.000Z', [['Pull Up', [[10, 5]]]]);
    const read = async () =>
      (await caller.getExerciseHistory({ exerciseId: 'pull-up', timeZone: 'UTC', weightUnit: 'kg' }))
        ?.summary;
    // No body weight logged: as before, the added weight only.
    expect(await read()).toMatchObject({ includesBodyWeight: false, bestSet: { weight: 10, reps: 5 } });
    // The first entry is after the first session: it stands for that day too.
    await caller.saveBodyWeight({ entry: { date: '2026-03-05', weight: 80, unit: 'kg' } });
    await caller.saveBodyWeight({ entry: { date: '2026-03-09', weight: 176, unit: 'lb' } });
    const summary = await read();
    expect(summary).toMatchObject({
      includesBodyWeight: true,
      bestSet: { day: '2026-03-10', weight: 89.8, reps: 5, oneRepMax: 104.8, bodyWeight: 79.8 },
      heaviest: { weight: 89.8, reps: 5 },
    });
    expect(summary?.trend.map((point) => point.oneRepMax)).toEqual([101.3, 104.8]);
    expect(summary?.weeklyVolume.reduce((total, week) => total + week.volume, 0)).toBe(50);
  });

  it("moves a bodyweight lift's best lift on Progress with the body weight of its day", async () => {
    const user = await harness.signUp();
    const caller = harness.callerFor(user);
    await finish(caller, '2026-03-10T18:00:00.000Z', [['Dip', [[20, 6]]]]);
    const best = async () =>
      (await caller.getProgressAnalytics({ timeZone: 'UTC', weeks: 4, weightUnit: 'kg' })).exercises.find(
        (exercise) => exercise.name === 'Dip',
      )?.best;
    expect(await best()).toMatchObject({ weight: 20, reps: 6 });
    // Logged through another server's process: this one's memo goes stale by the training version alone.
    await harness.queries.bodyWeights.save(user.id, { date: '2026-03-01', weight: 70, unit: 'kg' }, now);
    expect(await best()).toEqual({ day: '2026-03-10', weight: 90, reps: 6, oneRepMax: 108, bodyWeight: 70 });
  });
});
