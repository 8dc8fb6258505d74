import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants/limits.ts';
import { NOW } from '../test-support/fixtures.ts';
import { WORKOUT_MESSAGES } from '../workouts/text.ts';
import {
  generateStrengthPlanInputSchema,
  planIdInputSchema,
  saveStrengthPlanInputSchema,
  startStrengthPlanInputSchema,
  updateStrengthPlanInputSchema,
} from './payloads.ts';
import {
  defaultProgramData,
  generatedPlanSchema,
  programDataSchema,
  strengthPlanSchema,
  strengthPlanUpdateSchema,
} from './schema.ts';

describe('program schemas (spec §3, §9)', () => {
  it('defaults: training days 3, session 60, sleep 7, stress 5, nothing chosen', () => {
    const data = defaultProgramData();
    expect(data).toMatchObject({
      primaryGoals: [],
      trainingDays: 3,
      sessionDuration: 60,
      preferredDays: [],
      constraints: '',
      returnFromBreak: { isReturning: false },
      strengthLevels: {
        squat: '',
        benchPress: '',
        deadlift: '',
        overheadPress: '',
        canBenchBodyweight: false,
      },
      recovery: { sleepQuality: 7, stressLevel: 5, otherActivities: '', recoveryMethods: '' },
      trainingPreferences: { preferredRepRanges: [] },
    });
    expect(data.experienceLevel).toBeUndefined();
    expect(data.physicalConsiderations.ageRange).toBeUndefined();
    expect(data.progression).toEqual({});
  });
  it('each call returns a fresh object', () => {
    const a = defaultProgramData();
    a.primaryGoals.push('strength');
    expect(defaultProgramData().primaryGoals).toEqual([]);
  });
  it('primary goals max 2, training days 1-7, sleep and stress 1-10 (spec §3)', () => {
    expect(
      programDataSchema.safeParse({ primaryGoals: ['strength', 'hypertrophy', 'fat-loss'] }).success,
    ).toBe(false);
    expect(programDataSchema.safeParse({ trainingDays: 0 }).success).toBe(false);
    expect(programDataSchema.safeParse({ trainingDays: 8 }).success).toBe(false);
    expect(programDataSchema.safeParse({ recovery: { sleepQuality: 11 } }).success).toBe(false);
    expect(programDataSchema.safeParse({ recovery: { stressLevel: 0 } }).success).toBe(false);
    expect(programDataSchema.parse({ recovery: { sleepQuality: 9 } }).recovery.stressLevel).toBe(5);
  });
  it('session duration is one of 30, 45, 60, 75, 90+ (spec §9)', () => {
    for (const minutes of [30, 45, 60, 75, 90]) {
      expect(programDataSchema.safeParse({ sessionDuration: minutes }).success).toBe(true);
    }
    expect(programDataSchema.safeParse({ sessionDuration: 50 }).success).toBe(false);
    expect(programDataSchema.safeParse({ sessionDuration: 120 }).success).toBe(false);
  });
  it('time off is one of the four spec choices', () => {
    expect(
      programDataSchema.safeParse({ returnFromBreak: { isReturning: true, timeOff: '1+ years' } }).success,
    ).toBe(true);
    expect(
      programDataSchema.safeParse({ returnFromBreak: { isReturning: true, timeOff: '2 weeks' } }).success,
    ).toBe(false);
  });
  const plan = {
    programName: 'Base Strength',
    description: 'Four weeks',
    duration: 4,
    totalWorkouts: 1,
    progressionGuidelines: 'Add 5 lbs',
    notes: ['Warm up'],
    workoutSchedule: [
      {
        weekNumber: 1,
        dayNumber: 1,
        dayName: 'Monday',
        workout: {
          name: 'Squat Day',
          duration: 60,
          difficulty: 'Intermediate',
          notes: '',
          exercises: [
            { id: 'x1', name: 'Squat', sets: 5, reps: '5', weight: '225', rest: '180 seconds', notes: '' },
          ],
        },
      },
    ],
  };
  it('accepts a generated plan and a strength plan with or without it', () => {
    expect(generatedPlanSchema.parse(plan).duration).toBe(4);
    const base = { planId: 'p1', programData: {}, status: 'draft', createdAt: NOW, updatedAt: NOW };
    expect(strengthPlanSchema.parse(base).programData.trainingDays).toBe(3);
    expect(
      strengthPlanSchema.parse({ ...base, generatedPlan: plan, status: 'generated' }).generatedPlan,
    ).toBeTruthy();
    expect(strengthPlanSchema.safeParse({ ...base, status: 'completed' }).success).toBe(false);
    expect(strengthPlanUpdateSchema.parse({ status: 'active' })).toEqual({ status: 'active' });
  });
});

describe('plan payloads (spec §7)', () => {
  it('generateStrengthPlan takes the stored plan’s id only, a bounded one', () => {
    expect(generateStrengthPlanInputSchema.parse({ planId: 'p1' })).toEqual({ planId: 'p1' });
    // The answers are the stored plan's: answers sent along are not read.
    expect(generateStrengthPlanInputSchema.parse({ planId: 'p1', trainingDays: 5 })).toEqual({
      planId: 'p1',
    });
    for (const planId of [undefined, '', 'x'.repeat(LIMITS.id + 1), 42])
      expect(generateStrengthPlanInputSchema.safeParse({ planId }).success).toBe(false);
  });

  it('startStrengthPlan needs a known zone; the start date and the answer about other plans are optional', () => {
    expect(startStrengthPlanInputSchema.parse({ planId: 'p', timeZone: 'Europe/Paris' })).toEqual({
      planId: 'p',
      timeZone: 'Europe/Paris',
    });
    expect(
      startStrengthPlanInputSchema.safeParse({ planId: 'p', timeZone: 'Mars/Olympus' }).error?.issues[0]
        ?.message,
    ).toBe(WORKOUT_MESSAGES.invalidTimeZone);
    expect(
      startStrengthPlanInputSchema.safeParse({ planId: 'p', timeZone: 'UTC', replacePrevious: 'merge' })
        .success,
    ).toBe(false);
    expect(
      startStrengthPlanInputSchema.safeParse({ planId: 'p', timeZone: 'UTC', startDate: '2026-02-30' })
        .success,
    ).toBe(false);
  });

  it('saveStrengthPlan fills the defaults; updateStrengthPlan takes any subset of its three fields', () => {
    expect(saveStrengthPlanInputSchema.parse({ programData: {} }).programData.trainingDays).toBe(3);
    expect(updateStrengthPlanInputSchema.parse({ planId: 'p', updates: { status: 'active' } })).toEqual({
      planId: 'p',
      updates: { status: 'active' },
    });
    expect(
      updateStrengthPlanInputSchema.safeParse({ planId: 'p', updates: { status: 'done' } }).success,
    ).toBe(false);
    expect(planIdInputSchema.safeParse({ planId: '' }).success).toBe(false);
  });
});
