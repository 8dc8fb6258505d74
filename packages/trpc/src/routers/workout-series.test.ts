import { RECURRENCE_MESSAGES, WORKOUT_MESSAGES } from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness } from '../testing.ts';

let harness: Awaited<ReturnType<typeof createTestHarness>>;
// Monday 2 March 2026, 06:00 UTC: the athlete's today in UTC and in London.
let now = new Date('2026-03-02T06:00:00Z');
beforeAll(async () => {
  harness = await createTestHarness(() => now);
});
afterAll(() => harness.dispose());

/** 'every Monday, Wednesday and Friday at 7:00 for 8 weeks', in one step. */
const monWedFri = {
  name: 'Full Body',
  date: '2026-03-02',
  time: '07:00',
  exercises: [{ name: 'Squat', sets: 3, reps: '5' }],
  recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=24',
};

async function newCaller() {
  const user = await harness.signUp();
  return harness.callerFor(user);
}

function session(originalWorkoutId: string) {
  return {
    name: 'Full Body',
    date: '2026-03-04T08:00:00.000Z',
    originalWorkoutId,
    actualExercises: [],
    duration: 1800,
    notes: '',
  };
}

const days = (workouts: readonly { date: string }[]) => workouts.map((w) => w.date);

describe('repeating workouts through the procedures', () => {
  it('one save puts 24 occurrences on the schedule, the upcoming list and Next Workout', async () => {
    now = new Date('2026-03-02T06:00:00Z');
    const caller = await newCaller();
    const { workout } = await caller.saveWorkout({ workout: monWedFri });
    expect(workout).toMatchObject({ date: '2026-03-02', recurrence: monWedFri.recurrence });

    const march = await caller.getSchedule({ from: '2026-03-01', to: '2026-03-31' });
    expect(march.workouts).toHaveLength(13);
    expect(days(march.workouts).slice(0, 3)).toEqual(['2026-03-02', '2026-03-04', '2026-03-06']);
    expect(march.workouts.every((w) => w.id === workout.id && w.time === '07:00')).toBe(true);
    const april = await caller.getSchedule({ from: '2026-04-01', to: '2026-04-30' });
    expect(days(april.workouts).at(-1)).toBe('2026-04-24');
    expect(april.workouts).toHaveLength(11);

    const overview = await caller.getWorkouts({ timeZone: 'Europe/London' });
    expect(days(overview.upcoming).slice(0, 2)).toEqual(['2026-03-02', '2026-03-04']);
    expect(overview.upcoming).toHaveLength(24);
    expect(overview.stats.upcomingCount).toBe(24);
    expect(overview.missed).toEqual([]);
  });

  it('a passed occurrence not completed counts as missed; a completed one does not, and counts for the week', async () => {
    now = new Date('2026-03-02T06:00:00Z');
    const caller = await newCaller();
    const { workout } = await caller.saveWorkout({ workout: monWedFri });
    const { completedWorkout } = await caller.saveCompletedWorkout({
      completedWorkout: session(workout.id),
      occurrenceDate: '2026-03-04',
      timeZone: 'UTC',
    });
    now = new Date('2026-03-07T12:00:00Z');
    const overview = await caller.getWorkouts({ timeZone: 'UTC' });
    expect(days(overview.missed)).toEqual(['2026-03-06', '2026-03-02']);
    expect(overview.stats.thisWeek.completed).toBe(1);
    expect(days(overview.upcoming)[0]).toBe('2026-03-09');
    const week = await caller.getSchedule({ from: '2026-03-02', to: '2026-03-08' });
    expect(week.workouts.map((w) => [w.date, w.status])).toEqual([
      ['2026-03-02', 'scheduled'],
      ['2026-03-04', 'completed'],
      ['2026-03-06', 'scheduled'],
    ]);
    const details = await caller.getWorkoutDetails({ workoutId: completedWorkout.id });
    expect(details.workout).toMatchObject({ date: '2026-03-04', status: 'completed', seriesId: workout.id });
  });

  it("moving one occurrence ('This workout') leaves the others; 'This and following' and 'All' delete", async () => {
    now = new Date('2026-03-02T06:00:00Z');
    const caller = await newCaller();
    const { workout } = await caller.saveWorkout({ workout: monWedFri });
    const { workout: moved } = await caller.updateWorkout({
      workoutId: workout.id,
      workout: { ...monWedFri, date: '2026-03-05', recurrence: undefined },
      occurrence: { date: '2026-03-04', scope: 'this' },
    });
    expect(moved).toMatchObject({ date: '2026-03-05', seriesId: workout.id });
    const week = await caller.getSchedule({ from: '2026-03-02', to: '2026-03-08' });
    expect(week.workouts.map((w) => [w.date, w.id === workout.id])).toEqual([
      ['2026-03-02', true],
      ['2026-03-05', false],
      ['2026-03-06', true],
    ]);

    await caller.deleteWorkout({
      workoutId: workout.id,
      occurrence: { date: '2026-03-16', scope: 'following' },
    });
    const rest = await caller.getSchedule({ from: '2026-03-01', to: '2026-04-30' });
    expect(days(rest.workouts)).toEqual([
      '2026-03-02',
      '2026-03-05',
      '2026-03-06',
      '2026-03-09',
      '2026-03-11',
      '2026-03-13',
    ]);
    await caller.deleteWorkout({ workoutId: workout.id, occurrence: { date: '2026-03-09', scope: 'all' } });
    expect(days((await caller.getSchedule({ from: '2026-03-01', to: '2026-04-30' })).workouts)).toEqual([]);
  });

  it("'This and following' edits start a new series from that day; an edit on an older version is refused", async () => {
    now = new Date('2026-03-02T06:00:00Z');
    const caller = await newCaller();
    const { workout } = await caller.saveWorkout({ workout: monWedFri });
    now = new Date('2026-03-02T06:05:00Z');
    const { workout: later } = await caller.updateWorkout({
      workoutId: workout.id,
      workout: { ...monWedFri, name: 'Heavy', date: '2026-03-16', time: '18:00' },
      occurrence: { date: '2026-03-16', scope: 'following' },
      baseUpdatedAt: workout.updatedAt,
    });
    const march = await caller.getSchedule({ from: '2026-03-13', to: '2026-03-18' });
    expect(march.workouts.map((w) => [w.date, w.name, w.time])).toEqual([
      ['2026-03-13', 'Full Body', '07:00'],
      ['2026-03-16', 'Heavy', '18:00'],
      ['2026-03-18', 'Heavy', '18:00'],
    ]);
    expect(later.id).not.toBe(workout.id);
    await expect(
      caller.updateWorkout({
        workoutId: workout.id,
        workout: monWedFri,
        occurrence: { date: '2026-03-04', scope: 'this' },
        baseUpdatedAt: workout.updatedAt,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: WORKOUT_MESSAGES.changedElsewhere });
  });

  it('refuses a rule that is invalid, and a day that is not an occurrence, with a clear message', async () => {
    now = new Date('2026-03-02T06:00:00Z');
    const caller = await newCaller();
    await expect(
      caller.saveWorkout({ workout: { ...monWedFri, recurrence: 'FREQ=SECONDLY' } }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(RECURRENCE_MESSAGES.unsupportedFrequency),
    });
    await expect(
      caller.saveWorkout({ workout: { ...monWedFri, recurrence: 'FREQ=DAILY;UNTIL=20260301' } }),
    ).rejects.toMatchObject({ message: expect.stringContaining(RECURRENCE_MESSAGES.untilBeforeStart) });
    const { workout } = await caller.saveWorkout({ workout: monWedFri });
    await expect(
      caller.deleteWorkout({ workoutId: workout.id, occurrence: { date: '2026-03-03', scope: 'this' } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: RECURRENCE_MESSAGES.occurrenceNotFound });
  });

  it("a second athlete neither sees nor changes the first athlete's series", async () => {
    now = new Date('2026-03-02T06:00:00Z');
    const owner = await newCaller();
    const intruder = await newCaller();
    const { workout } = await owner.saveWorkout({ workout: monWedFri });
    expect((await intruder.getSchedule({ from: '2026-03-01', to: '2026-03-31' })).workouts).toEqual([]);
    expect((await intruder.getWorkouts()).upcoming).toEqual([]);
    const occurrence = { date: '2026-03-04', scope: 'this' as const };
    await expect(
      intruder.updateWorkout({ workoutId: workout.id, workout: monWedFri, occurrence }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      intruder.updateWorkout({
        workoutId: workout.id,
        workout: monWedFri,
        occurrence: { ...occurrence, scope: 'following' },
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(intruder.deleteWorkout({ workoutId: workout.id, occurrence })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      intruder.deleteWorkout({ workoutId: workout.id, occurrence: { ...occurrence, scope: 'all' } }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      intruder.saveCompletedWorkout({ completedWorkout: session(workout.id), occurrenceDate: '2026-03-04' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await owner.getSchedule({ from: '2026-03-01', to: '2026-03-31' })).workouts).toHaveLength(13);
  });
});
