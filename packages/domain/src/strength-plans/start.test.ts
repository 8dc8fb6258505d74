import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../dates/calendar-date.ts';
import { WEEKDAYS, type Weekday } from './options.ts';
import type { PlanExercise, PlanWorkout, ScheduledPlanWorkout } from './schema.ts';
import {
  datePlanWorkouts,
  firstTrainingDay,
  planWorkoutToWorkout,
  sessionsPerWeek,
  spreadWeekdays,
  trainingWeekdays,
  weekdayOf,
} from './start.ts';

const row: PlanExercise = { id: 'e2', name: 'Row', sets: 3, reps: '8-10', weight: '', rest: '', notes: '' };
const workout: PlanWorkout = {
  name: 'Upper A',
  duration: 60,
  difficulty: 'Intermediate',
  notes: 'Warm up well',
  exercises: [
    {
      id: 'e1',
      name: 'Bench Press',
      sets: 4,
      reps: '5',
      weight: '185 lbs',
      rest: '3 min',
      notes: 'Pause first rep',
    },
    row,
  ],
};

function schedule(weeks: number, perWeek: number): ScheduledPlanWorkout[] {
  return Array.from({ length: weeks * perWeek }, (_, i) => ({
    weekNumber: Math.floor(i / perWeek) + 1,
    dayNumber: (i % perWeek) + 1,
    dayName: WEEKDAYS[i % perWeek] as Weekday,
    workout: { ...workout, name: `W${Math.floor(i / perWeek) + 1}D${(i % perWeek) + 1}` },
  }));
}

describe('weekdays of a plan', () => {
  it('names the weekday of a calendar day, Monday to Sunday', () => {
    // 2026-03-02 is a Monday.
    expect(Array.from({ length: 7 }, (_, i) => weekdayOf(addDays('2026-03-02', i)))).toEqual([...WEEKDAYS]);
  });

  it('spreads n days over the week from Monday', () => {
    expect(spreadWeekdays(1)).toEqual(['Monday']);
    expect(spreadWeekdays(2)).toEqual(['Monday', 'Thursday']);
    expect(spreadWeekdays(3)).toEqual(['Monday', 'Wednesday', 'Friday']);
    expect(spreadWeekdays(7)).toEqual([...WEEKDAYS]);
  });

  it('uses the preferred days in week order, and tops them up when a week has more sessions', () => {
    expect(trainingWeekdays(['Friday', 'Tuesday'], 2)).toEqual(['Tuesday', 'Friday']);
    expect(trainingWeekdays(['Saturday', 'Tuesday', 'Thursday', 'Sunday'], 2)).toEqual([
      'Tuesday',
      'Thursday',
      'Saturday',
      'Sunday',
    ]);
    expect(trainingWeekdays([], 3)).toEqual(['Monday', 'Wednesday', 'Friday']);
    expect(trainingWeekdays(['Wednesday'], 3)).toEqual(['Monday', 'Wednesday', 'Friday']);
    expect(trainingWeekdays(['Monday'], 3)).toEqual(['Monday', 'Wednesday', 'Friday']);
    expect(trainingWeekdays(['Tuesday'], 2)).toEqual(['Monday', 'Tuesday']);
  });

  it('counts the most sessions in any week', () => {
    expect(sessionsPerWeek([])).toBe(0);
    expect(sessionsPerWeek(schedule(3, 4))).toBe(4);
    expect(
      sessionsPerWeek([...schedule(1, 2), ...schedule(1, 1).map((entry) => ({ ...entry, weekNumber: 2 }))]),
    ).toBe(2);
  });

  it('finds the first training day on or after a day', () => {
    expect(firstTrainingDay(['Monday', 'Thursday'], '2026-03-03')).toBe('2026-03-05');
    expect(firstTrainingDay(['Tuesday'], '2026-03-03')).toBe('2026-03-03');
    expect(() => firstTrainingDay([], '2026-03-03')).toThrow(RangeError);
  });
});

describe('datePlanWorkouts', () => {
  it('starts on the first preferred day after today and keeps the rhythm week by week', () => {
    // Today Tuesday 2026-03-03; Monday, Wednesday, Friday: the plan starts Wednesday.
    const { firstDay, workouts } = datePlanWorkouts(
      schedule(2, 3),
      ['Monday', 'Wednesday', 'Friday'],
      '2026-03-03',
    );
    expect(firstDay).toBe('2026-03-04');
    expect(workouts.map((w) => [w.date, w.entry.workout.name])).toEqual([
      ['2026-03-04', 'W1D1'],
      ['2026-03-06', 'W1D2'],
      ['2026-03-09', 'W1D3'],
      ['2026-03-11', 'W2D1'],
      ['2026-03-13', 'W2D2'],
      ['2026-03-16', 'W2D3'],
    ]);
  });

  it('never starts today, even on a preferred day', () => {
    expect(datePlanWorkouts(schedule(1, 1), ['Tuesday'], '2026-03-03').firstDay).toBe('2026-03-10');
  });

  it('a chosen start date may be today, and the first session is the first training day on or after it', () => {
    expect(datePlanWorkouts(schedule(1, 1), ['Tuesday'], '2026-03-03', '2026-03-03').firstDay).toBe(
      '2026-03-03',
    );
    expect(datePlanWorkouts(schedule(1, 1), ['Friday'], '2026-03-03', '2026-03-04').firstDay).toBe(
      '2026-03-06',
    );
  });

  it('with no preferred days spreads the sessions over the week', () => {
    const { workouts } = datePlanWorkouts(schedule(1, 3), [], '2026-03-01');
    expect(workouts.map((w) => weekdayOf(w.date))).toEqual(['Monday', 'Wednesday', 'Friday']);
  });

  it('orders a week by dayNumber and leaves a week without sessions empty', () => {
    const entries = schedule(3, 2)
      .filter((e) => e.weekNumber !== 2)
      .reverse();
    const { workouts } = datePlanWorkouts(entries, ['Monday', 'Thursday'], '2026-03-01');
    expect(workouts.map((w) => [w.date, w.entry.workout.name])).toEqual([
      ['2026-03-02', 'W1D1'],
      ['2026-03-05', 'W1D2'],
      ['2026-03-16', 'W3D1'],
      ['2026-03-19', 'W3D2'],
    ]);
  });

  it('every session gets a preferred day, each day at most once, week n inside its seven days', () => {
    const weekdays = fc.uniqueArray(fc.constantFrom(...WEEKDAYS), { maxLength: 7 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 7 }),
        weekdays,
        fc.integer({ min: 0, max: 3000 }),
        (weeks, perWeek, preferred, offset) => {
          const today = addDays('2024-01-01', offset);
          const { firstDay, workouts } = datePlanWorkouts(schedule(weeks, perWeek), preferred, today);
          expect(workouts).toHaveLength(weeks * perWeek);
          expect(firstDay > today).toBe(true);
          expect(workouts[0]?.date).toBe(firstDay);
          expect(new Set(workouts.map((w) => w.date)).size).toBe(workouts.length);
          const days = trainingWeekdays(preferred, perWeek);
          for (const day of preferred) expect(days).toContain(day);
          for (const { date, entry } of workouts) {
            expect(days).toContain(weekdayOf(date));
            expect(Math.floor(daysBetween(firstDay, date) / 7) + 1).toBe(entry.weekNumber);
          }
          const dates = workouts.map((w) => w.date);
          expect([...dates].sort()).toEqual(dates);
        },
      ),
    );
  });
});

describe('planWorkoutToWorkout', () => {
  it('makes a scheduled workout: rest as the timer and in the notes, blank weight and notes absent, fresh ids left to the store', () => {
    expect(planWorkoutToWorkout(workout, '2026-03-04')).toEqual({
      name: 'Upper A',
      date: '2026-03-04',
      duration: 60,
      status: 'scheduled',
      difficulty: 'Intermediate',
      notes: 'Warm up well',
      exercises: [
        {
          name: 'Bench Press',
          sets: 4,
          reps: '5',
          weight: '185 lbs',
          restSeconds: 180,
          notes: 'Pause first rep · Rest 3 min',
        },
        { name: 'Row', sets: 3, reps: '8-10' },
      ],
    });
  });

  it('keeps a plan day’s supersets, and a lone member stands alone rather than refuse the day', () => {
    const curl = { ...row, id: 'e3', name: 'Dumbbell Curl' };
    const pushdown = { ...row, id: 'e4', name: 'Triceps Pushdown' };
    const paired = planWorkoutToWorkout(
      { ...workout, exercises: [row, { ...curl, superset: 'B' }, { ...pushdown, superset: 'B' }] },
      '2026-03-04',
    );
    expect(paired?.exercises.map((exercise) => exercise.superset)).toEqual([undefined, 'A', 'A']);
    const lone = planWorkoutToWorkout(
      { ...workout, exercises: [{ ...row, superset: 'A' }, curl, pushdown] },
      '2026-03-04',
    );
    expect(lone?.exercises.map((exercise) => exercise.superset)).toEqual([undefined, undefined, undefined]);
  });

  it('a day without exercises is no workout; blank reps still make a valid exercise', () => {
    expect(planWorkoutToWorkout({ ...workout, exercises: [] }, '2026-03-04')).toBeNull();
    const blank = {
      ...workout,
      notes: ' ',
      exercises: [{ ...row, reps: ' ', rest: '90 s' }],
    };
    expect(planWorkoutToWorkout(blank, '2026-03-04')).toEqual({
      name: 'Upper A',
      date: '2026-03-04',
      duration: 60,
      status: 'scheduled',
      difficulty: 'Intermediate',
      exercises: [{ name: 'Row', sets: 3, reps: '—', restSeconds: 90, notes: 'Rest 90 s' }],
    });
  });
});
