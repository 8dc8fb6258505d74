import { describe, expect, it } from 'vitest';
import { issueMessages, workout as workoutRecord } from '../test-support/fixtures.ts';
import { updateWorkoutInputSchema } from '../workouts/payloads.ts';
import { type Workout, workoutSchema } from '../workouts/schema.ts';
import { effectiveStatus } from '../workouts/upcoming.ts';
import {
  movedWorkout,
  newWorkoutHref,
  placementChoices,
  placementFormSchema,
  placementModes,
  scheduledCopy,
  scheduleRange,
} from './placement.ts';
import { dayCellLabel, SCHEDULE_SCREEN_TEXT } from './text.ts';

function workout(overrides: Record<string, unknown> = {}): Workout {
  return workoutSchema.parse(workoutRecord(overrides));
}

describe('the days the schedule asks for', () => {
  it('is the first and last of the 42 cells (June 2024: May 26 to July 6)', () => {
    expect(scheduleRange(2024, 6)).toEqual({ from: '2024-05-26', to: '2024-07-06' });
    expect(scheduleRange(2024, 9)).toEqual({ from: '2024-09-01', to: '2024-10-12' });
  });
});

describe('moving a workout to another day', () => {
  const today = '2024-06-05';

  it('keeps every field but the day and time, and is a valid updateWorkout payload', () => {
    const leg = workout({ time: '07:00', notes: 'heavy', difficulty: 'Advanced', duration: 45 });
    const moved = movedWorkout(leg, { date: '2024-06-09', time: '18:30' });
    expect(moved).toEqual({
      name: 'Leg Day',
      date: '2024-06-09',
      time: '18:30',
      duration: 45,
      exercises: leg.exercises,
      status: 'scheduled',
      difficulty: 'Advanced',
      notes: 'heavy',
    });
    expect(updateWorkoutInputSchema.safeParse({ workoutId: leg.id, workout: moved }).success).toBe(true);
  });

  it('an empty time leaves the workout without one; unset notes stay absent', () => {
    const moved = movedWorkout(workout({ time: '07:00' }), { date: '2024-06-09', time: ' ' });
    expect(moved).not.toHaveProperty('time');
    expect(moved).not.toHaveProperty('notes');
  });

  it('a missed workout moved to a later day is scheduled again', () => {
    const missed = workout({ date: '2024-06-01' });
    expect(effectiveStatus(missed, today)).toBe('missed');
    const moved = movedWorkout(missed, { date: '2024-06-07' });
    expect(moved.status).toBe('scheduled');
    expect(effectiveStatus({ date: moved.date, status: 'scheduled' }, today)).toBe('scheduled');
    expect(movedWorkout(workout({ status: 'missed' }), { date: '2024-06-07' }).status).toBe('scheduled');
  });

  it('a completed workout stays completed, and can only be scheduled again as a copy', () => {
    const done = workout({ status: 'completed' });
    expect(movedWorkout(done, { date: '2024-06-07' }).status).toBe('completed');
    expect(placementModes(done)).toEqual(['copy']);
    expect(placementModes(workout())).toEqual(['move', 'copy']);
  });
});

describe('scheduling a copy', () => {
  it('is the same plan, scheduled on the chosen day and time', () => {
    const copy = scheduledCopy(workout({ status: 'completed', time: '06:00' }), { date: '2024-07-01' });
    expect(copy).toMatchObject({ name: 'Leg Day', date: '2024-07-01', status: 'scheduled' });
    expect(copy).not.toHaveProperty('time');
    expect(scheduledCopy(workout(), { date: '2024-07-01', time: '09:15' }).time).toBe('09:15');
  });
});

describe('the Schedule Workout dialog', () => {
  it('offers each workout once, by date then time', () => {
    const a = workout({ id: 'a', date: '2024-06-09' });
    const b = workout({ id: 'b', date: '2024-06-02', time: '18:00' });
    const c = workout({ id: 'c', date: '2024-06-02', time: '07:00' });
    const stale = workout({ id: 'a', date: '2024-06-01', name: 'Old copy' });
    expect(placementChoices([a, b], [c, stale]).map((w) => [w.id, w.date, w.name])).toEqual([
      ['c', '2024-06-02', 'Leg Day'],
      ['b', '2024-06-02', 'Leg Day'],
      ['a', '2024-06-09', 'Leg Day'],
    ]);
    expect(placementChoices()).toEqual([]);
  });

  it("'Create a new workout' carries the day, and the time only when given", () => {
    expect(newWorkoutHref({ date: '2024-06-09' })).toBe('/workouts/create?date=2024-06-09');
    expect(newWorkoutHref({ date: '2024-06-09', time: '' })).toBe('/workouts/create?date=2024-06-09');
    expect(newWorkoutHref({ date: '2024-06-09', time: '07:30' })).toBe(
      '/workouts/create?date=2024-06-09&time=07%3A30',
    );
  });
});

describe('schedule texts', () => {
  it('a day cell names its workouts by status for screen readers', () => {
    expect(dayCellLabel('June 5, 2024', [], false)).toBe('June 5, 2024: no workouts');
    expect(
      dayCellLabel(
        'June 5, 2024',
        [{ status: 'completed' }, { status: 'scheduled' }, { status: 'completed' }],
        true,
      ),
    ).toBe('June 5, 2024, today: 3 workouts (2 completed, 1 scheduled)');
    expect(dayCellLabel('June 4, 2024', [{ status: 'missed' }], false)).toBe(
      'June 4, 2024: 1 workout (1 missed)',
    );
  });
  it('names the delete confirmation and the move dialog after the workout', () => {
    const t = SCHEDULE_SCREEN_TEXT.schedule;
    expect(t.deleteDescription('Legs')).toContain('"Legs"');
    expect(t.moveDescription('Legs')).toBe('Choose the day and time for "Legs".');
    expect(t.moreActions('Legs')).toBe('More actions for Legs');
  });
});

describe('the day-and-time fields', () => {
  it('need a date and take an empty or HH:mm time', () => {
    expect(placementFormSchema.parse({ date: '2024-06-09', time: '' })).toEqual({
      date: '2024-06-09',
      time: '',
    });
    expect(placementFormSchema.parse({ date: '2024-06-09', time: '07:30' }).time).toBe('07:30');
    expect(issueMessages(placementFormSchema.safeParse({ date: '', time: '' }))).toEqual([
      'Date is required',
    ]);
    expect(issueMessages(placementFormSchema.safeParse({ date: '2024-02-30' }))).toEqual([
      'Date is required',
    ]);
    expect(issueMessages(placementFormSchema.safeParse({ date: '2024-06-09', time: '25:00' }))).toEqual([
      'Time must be HH:mm',
    ]);
  });
});
