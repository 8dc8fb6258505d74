import { describe, expect, it } from 'vitest';
import { exportDocumentSchema } from '../data-transfer/document.ts';
import { goalDataSchema } from '../goals/schema.ts';
import { profileSchema } from '../profile/schema.ts';
import { placementFormSchema } from '../schedule/placement.ts';
import { calendarDateSchema, instantSchema } from '../schemas/common.ts';
import { DATE_MESSAGES } from '../schemas/text.ts';
import { exercise, NOW, workout } from '../test-support/fixtures.ts';
import { completedWorkoutSchema } from '../workouts/completed-schema.ts';
import { getScheduleInputSchema, saveCompletedWorkoutInputSchema } from '../workouts/payloads.ts';
import { workoutSchema } from '../workouts/schema.ts';
import { calendarDateInZone } from './time-zone.ts';

/** The first issue of a failed parse: its field path (dot-joined) and its message. */
function firstIssue(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const issue = result.error?.issues[0];
  return issue && { path: issue.path.map(String).join('.'), message: issue.message };
}

const completed = (date: string) => ({
  name: 'Legs',
  date,
  originalWorkoutId: 'w1',
  actualExercises: [],
  duration: 60,
  notes: '',
});

describe('dates and instants stay within 1900 to 2200', () => {
  it('a day from 1900-01-01 to 2200-12-31 is taken; one outside is refused, naming the bound', () => {
    for (const day of ['1900-01-01', '2026-11-28', '2200-12-31'])
      expect(calendarDateSchema.parse(day)).toBe(day);
    for (const day of ['1899-12-31', '2201-01-01', '0000-01-01', '9999-12-31'])
      expect(firstIssue(calendarDateSchema.safeParse(day))).toEqual({
        path: '',
        message: DATE_MESSAGES.outOfRange,
      });
  });

  it("saveCompletedWorkout refuses the review's far instants, naming the field", () => {
    for (const date of ['9999-12-31T23:59:59Z', '0000-01-01T00:00:00Z', '1899-06-01T00:00:00Z']) {
      const result = saveCompletedWorkoutInputSchema.safeParse({
        completedWorkout: completed(date),
        timeZone: 'Pacific/Kiritimati',
      });
      expect(firstIssue(result)).toEqual({
        path: 'completedWorkout.date',
        message: DATE_MESSAGES.outOfRange,
      });
    }
  });

  it("the furthest instants allowed fall on an allowed day in every zone, so a session's day is always storable", () => {
    const earliest = '1900-01-02T00:00:00.000Z';
    const latest = '2200-12-30T23:59:59.999Z';
    expect(instantSchema.parse(earliest)).toBe(earliest);
    expect(instantSchema.parse(latest)).toBe(latest);
    expect(instantSchema.safeParse('1900-01-01T23:59:59.999Z').success).toBe(false);
    expect(instantSchema.safeParse('2200-12-31T00:00:00Z').success).toBe(false);
    for (const zone of ['Etc/GMT+12', 'Pacific/Pago_Pago', 'Pacific/Kiritimati', 'Etc/GMT-14', 'UTC']) {
      expect(calendarDateSchema.safeParse(calendarDateInZone(new Date(earliest), zone)).success).toBe(true);
      expect(calendarDateSchema.safeParse(calendarDateInZone(new Date(latest), zone)).success).toBe(true);
    }
  });

  it('every schema that takes a date or an instant uses the bounded one', () => {
    const message = DATE_MESSAGES.outOfRange;
    expect(firstIssue(workoutSchema.safeParse(workout({ date: '2201-01-01' })))).toEqual({
      path: 'date',
      message,
    });
    expect(firstIssue(workoutSchema.safeParse(workout({ updatedAt: '9999-01-01T00:00:00Z' })))).toEqual({
      path: 'updatedAt',
      message,
    });
    expect(
      firstIssue(completedWorkoutSchema.safeParse({ ...completed(NOW), id: 'c1', updatedAt: NOW })),
    ).toBeUndefined();
    expect(
      firstIssue(goalDataSchema.safeParse({ title: 'Run', targetValue: 5, targetDate: '1899-12-31' })),
    ).toEqual({ path: 'targetDate', message });
    expect(
      firstIssue(
        profileSchema.safeParse({
          userId: 'u1',
          email: 'a@b.c',
          displayName: 'A',
          updatedAt: '0000-01-01T00:00:00Z',
        }),
      ),
    ).toEqual({ path: 'updatedAt', message });
    expect(firstIssue(placementFormSchema.safeParse({ date: '2201-01-01' }))).toEqual({
      path: 'date',
      message,
    });
    expect(firstIssue(getScheduleInputSchema.safeParse({ from: '1899-12-01', to: '1899-12-31' }))).toEqual({
      path: 'from',
      message,
    });
    const document = {
      format: 'liftwise-export',
      version: 1,
      exportedAt: NOW,
      profile: {},
      locations: [],
      equipment: [],
      workouts: [{ ...workout(), exercises: [exercise()] }],
      completedWorkouts: [{ ...completed('9999-12-31T23:59:59Z'), id: 'c1', updatedAt: NOW }],
      goals: [],
      strengthPlans: [],
    };
    expect(firstIssue(exportDocumentSchema.safeParse(document))).toEqual({
      path: 'completedWorkouts.0.date',
      message,
    });
  });

  it('a day that is not a real one still says so first, in the form’s own words', () => {
    expect(
      firstIssue(goalDataSchema.safeParse({ title: 'Run', targetValue: 5, targetDate: '2024-02-30' }))
        ?.message,
    ).toBe('Target Date must be a date (YYYY-MM-DD)');
  });
});
