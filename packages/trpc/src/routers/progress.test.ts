import { ANALYTICS_MAX_SESSIONS } from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness } from '../testing.ts';

let harness: Awaited<ReturnType<typeof createTestHarness>>;
// Sunday 15 March 2026, 18:00 UTC: the week runs Monday 9 to Sunday 15 March.
const now = new Date('2026-03-15T18:00:00Z');
beforeAll(async () => {
  harness = await createTestHarness(() => now);
});
afterAll(() => harness.dispose());

async function athlete() {
  const user = await harness.signUp();
  return { user, caller: harness.callerFor(user) };
}

type Caller = Awaited<ReturnType<typeof athlete>>['caller'];

/** A session finished at `endedAt`, with one exercise's completed sets of [weight, reps]. */
async function finish(
  caller: Caller,
  endedAt: string,
  exercise: string,
  sets: [number, number][],
  minutes = 45,
  weightUnit?: 'kg' | 'lb',
) {
  const { workout } = await caller.saveWorkout({
    workout: { name: 'Session', date: endedAt.slice(0, 10), exercises: [{ name: exercise, reps: '5' }] },
  });
  const { completedWorkout } = await caller.saveCompletedWorkout({
    timeZone: 'UTC',
    completedWorkout: {
      name: 'Session',
      date: endedAt,
      originalWorkoutId: workout.id,
      duration: minutes * 60,
      notes: '',
      actualExercises: [
        {
          id: 'e1',
          name: exercise,
          plannedSets: sets.length,
          plannedReps: '5',
          plannedWeight: '',
          notes: '',
          actualSets: sets.map(([actualWeight, reps], index) => ({
            setNumber: index + 1,
            actualWeight,
            ...(weightUnit && { weightUnit }),
            actualReps: String(reps),
            completed: true,
            notes: '',
          })),
        },
      ],
    },
  });
  return completedWorkout;
}

describe('getProgressAnalytics', () => {
  it('answers the weeks, totals and each exercise’s trend of the athlete’s finished sessions', async () => {
    const { caller } = await athlete();
    await finish(
      caller,
      '2026-03-03T18:00:00.000Z',
      'Back Squat',
      [
        [225, 5],
        [225, 5],
      ],
      50,
    );
    await finish(caller, '2026-03-10T18:00:00.000Z', 'Back Squat', [[235, 5]], 40);
    // Before the 4-week period (it starts Monday 16 February).
    await finish(caller, '2026-02-10T18:00:00.000Z', 'Back Squat', [[400, 1]]);

    const answer = await caller.getProgressAnalytics({ timeZone: 'UTC', weeks: 4 });
    expect(answer.today).toBe('2026-03-15');
    expect(answer.from).toBe('2026-02-16');
    expect(answer.weekly.map((week) => [week.weekStart, week.sessions, week.volume])).toEqual([
      ['2026-02-16', 0, 0],
      ['2026-02-23', 0, 0],
      ['2026-03-02', 1, 2250],
      ['2026-03-09', 1, 1175],
    ]);
    expect(answer.totals).toEqual({ sessions: 2, minutes: 90, volume: 3425, sets: 3, activeWeeks: 2 });
    expect(answer.exercises).toEqual([
      {
        name: 'Back Squat',
        sessions: 2,
        best: { day: '2026-03-10', weight: 235, reps: 5, oneRepMax: 274.2 },
        trend: [
          { weekStart: '2026-03-02', oneRepMax: 262.5, topWeight: 225 },
          { weekStart: '2026-03-09', oneRepMax: 274.2, topWeight: 235 },
        ],
      },
    ]);
    expect(answer.truncated).toBe(false);
    // Twelve weeks (the default) reach back to the February session.
    const twelve = await caller.getProgressAnalytics({ timeZone: 'UTC' });
    expect(twelve.weekly).toHaveLength(12);
    expect(twelve.totals.sessions).toBe(3);
  });

  it('answers in the unit asked, each set converted from the unit it was logged in', async () => {
    const { caller } = await athlete();
    await finish(caller, '2026-03-10T18:00:00.000Z', 'Back Squat', [[100, 5]], 45, 'kg');
    // The stored set keeps the number and unit entered: last time reads 100 kg, not a converted figure.
    const { lastTime } = await caller.getLastTime({ exerciseNames: ['Back Squat'] });
    expect(lastTime[0]?.sets[0]).toMatchObject({ actualWeight: 100, weightUnit: 'kg' });
    await finish(caller, '2026-03-12T18:00:00.000Z', 'Back Squat', [[225, 5]]);
    // Pounds first, so a remembered answer in pounds would be what kilograms got if the unit were not in its key.
    const pounds = await caller.getProgressAnalytics({ timeZone: 'UTC', weeks: 4, weightUnit: 'lb' });
    expect(pounds.unit).toBe('lb');
    expect(pounds.exercises[0]?.best?.weight).toBe(225);
    const kilograms = await caller.getProgressAnalytics({ timeZone: 'UTC', weeks: 4, weightUnit: 'kg' });
    expect(kilograms.unit).toBe('kg');
    expect(kilograms.totals.volume).toBeCloseTo(500 + 1125 * 0.45359237, 6);
    expect(kilograms.exercises[0]?.best?.weight).toBeCloseTo(102.06, 2);
    await expect(caller.getProgressAnalytics({ weeks: 4, weightUnit: 'stone' as 'kg' })).rejects.toThrow();
  });

  it('shows a session finished or deleted at once (the remembered answer follows every write)', async () => {
    const { caller } = await athlete();
    expect((await caller.getProgressAnalytics({ weeks: 4 })).totals.sessions).toBe(0);
    const session = await finish(caller, '2026-03-14T09:00:00.000Z', 'Deadlift', [[315, 3]]);
    expect((await caller.getProgressAnalytics({ weeks: 4 })).totals.sessions).toBe(1);
    await caller.deleteCompletedWorkout({ completedWorkoutId: session.id });
    expect((await caller.getProgressAnalytics({ weeks: 4 })).totals.sessions).toBe(0);
  });

  it('counts a session on the athlete’s own day, as the zone it was finished in says', async () => {
    const { caller } = await athlete();
    // 02:00 UTC on Monday 9 March is still Sunday 8 March in Los Angeles: last week, not this one.
    const { workout } = await caller.saveWorkout({
      workout: { name: 'Late', date: '2026-03-08', exercises: [{ name: 'Row', reps: '8' }] },
    });
    await caller.saveCompletedWorkout({
      timeZone: 'America/Los_Angeles',
      completedWorkout: {
        name: 'Late',
        date: '2026-03-09T02:00:00.000Z',
        originalWorkoutId: workout.id,
        duration: 1800,
        notes: '',
        actualExercises: [],
      },
    });
    const weekly = (await caller.getProgressAnalytics({ timeZone: 'America/Los_Angeles', weeks: 4 })).weekly;
    expect(weekly.map((week) => week.sessions)).toEqual([0, 0, 1, 0]);
  });

  it('another athlete sees none of the first athlete’s sessions', async () => {
    const { caller: owner } = await athlete();
    await finish(owner, '2026-03-12T10:00:00.000Z', 'Bench Press', [[185, 5]]);
    const { caller: stranger } = await athlete();
    const theirs = await stranger.getProgressAnalytics({ weeks: 4 });
    expect(theirs.totals.sessions).toBe(0);
    expect(theirs.exercises).toEqual([]);
  });

  it('refuses a period it does not offer and a zone that does not exist', async () => {
    const { caller } = await athlete();
    await expect(caller.getProgressAnalytics({ weeks: 13 as 12 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(caller.getProgressAnalytics({ timeZone: 'Mars/Olympus' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it(`reads at most ${ANALYTICS_MAX_SESSIONS} sessions and says when it left older ones out`, async () => {
    const { user, caller } = await athlete();
    await harness.db.run(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ANALYTICS_MAX_SESSIONS + 5})
       insert into completed_workouts (id, user_id, name, date, original_workout_id, actual_exercises, duration, day, notes, updated_at)
       select 'bulk-' || i, '${user.id}', 'Bulk', '2026-03-14T10:00:00.000Z', 'none', '[]', 60, '2026-03-14', '', '2026-03-14T10:00:00.000Z' from n`,
    );
    // Written around the procedures, so the athlete's remembered answers are not told: a new period reads afresh.
    const answer = await caller.getProgressAnalytics({ weeks: 26 });
    expect(answer.totals.sessions).toBe(ANALYTICS_MAX_SESSIONS);
    expect(answer.truncated).toBe(true);
  });
});
