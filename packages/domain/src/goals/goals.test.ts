import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goalDeadline } from './deadline.ts';
import { goalFromForm, goalToForm, offersCompletion, validateGoalForm } from './form.ts';
import { goalProgress } from './progress.ts';
import { goalDataSchema } from './schema.ts';
import { GOAL_MESSAGES, GOAL_SCREEN_TEXT, GOAL_TOASTS } from './text.ts';

describe('goal progress (spec §5, §9)', () => {
  it('is current ÷ target × 100', () => {
    expect(goalProgress(150, 300)).toBe(50);
    expect(goalProgress('75', '300')).toBe(25);
  });
  it('is capped at 100', () => {
    expect(goalProgress(400, 300)).toBe(100);
    expect(goalProgress(300, 300)).toBe(100);
  });
  it('is 0 when current is empty', () => {
    expect(goalProgress('', 300)).toBe(0);
    expect(goalProgress(null, 300)).toBe(0);
    expect(goalProgress(undefined, 300)).toBe(0);
  });
  it('is 0 when the target is not a positive number, and never negative', () => {
    expect(goalProgress(10, 0)).toBe(0);
    expect(goalProgress(10, '')).toBe(0);
    expect(goalProgress(-10, 100)).toBe(0);
  });
  it('property: always within 0..100', () => {
    const value = fc.oneof(fc.double(), fc.string(), fc.constant(null), fc.constant(undefined));
    fc.assert(
      fc.property(value, value, (current, target) => {
        const progress = goalProgress(current, target);
        expect(progress).toBeGreaterThanOrEqual(0);
        expect(progress).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('goal validation (spec §2, §5)', () => {
  const valid = { title: 'Squat 300', targetValue: '300', targetDate: '2024-12-31' };
  it("title, targetValue and targetDate are required: 'Please fill in all required fields'", () => {
    expect(validateGoalForm(valid)).toEqual({ ok: true });
    for (const blank of [{ title: ' ' }, { targetValue: '' }, { targetValue: 'abc' }, { targetDate: '' }]) {
      expect(validateGoalForm({ ...valid, ...blank })).toEqual({
        ok: false,
        message: 'Please fill in all required fields',
      });
    }
  });
  it('unit is marked required but not checked', () => {
    expect(validateGoalForm({ ...valid })).toEqual({ ok: true });
    expect(GOAL_SCREEN_TEXT.goals.unitPlaceholder).toBe('lbs, minutes, reps');
  });
  it('submit computes progress and keeps the chosen status (active on a new form)', () => {
    const goal = goalFromForm({
      ...goalToForm(null),
      ...valid,
      currentValue: '150',
      unit: ' lbs ',
    });
    expect(goal).toMatchObject({
      targetValue: 300,
      currentValue: 150,
      progress: 50,
      status: 'active',
      unit: 'lbs',
    });
    expect(goalDataSchema.safeParse(goal).success).toBe(true);
    expect(
      goalFromForm({
        ...valid,
        type: 'other',
        description: '',
        currentValue: '',
        unit: '',
        status: 'paused',
      }),
    ).toEqual({
      ...valid,
      type: 'other',
      description: '',
      unit: '',
      targetValue: 300,
      progress: 0,
      status: 'paused',
    });
  });
  it('quotes the not-found and authentication texts (spec §2, §5)', () => {
    expect(GOAL_SCREEN_TEXT.goals.notFoundTitle).toBe('Goal Not Found');
    expect(GOAL_SCREEN_TEXT.goals.notFoundDescription).toBe(
      "The goal you're trying to edit could not be found.",
    );
    expect(GOAL_MESSAGES.notAuthenticated).toBe('User not authenticated');
    expect(GOAL_TOASTS.requiredFields).toBe('Please fill in all required fields.');
  });
});

describe('goal form values', () => {
  const stored = {
    id: 'g1',
    userId: 'u1',
    title: 'Run 5k',
    type: 'cardio' as const,
    description: 'Under 25 minutes',
    targetValue: 25,
    unit: 'minutes',
    targetDate: '2025-06-01',
    progress: 0,
    status: 'paused' as const,
    _metadata: { updatedAt: '2025-01-01T00:00:00.000Z' },
  };
  it('an empty form: strength, active, every text empty', () => {
    expect(goalToForm(undefined)).toEqual({
      title: '',
      type: 'strength',
      description: '',
      targetValue: '',
      currentValue: '',
      unit: '',
      targetDate: '',
      status: 'active',
    });
  });
  it('a stored goal fills the form, and the form gives it back', () => {
    const form = goalToForm({ ...stored, currentValue: 20 });
    expect(form).toMatchObject({ targetValue: '25', currentValue: '20', status: 'paused' });
    expect(goalFromForm(form)).toMatchObject({ targetValue: 25, currentValue: 20, progress: 80 });
    expect(goalToForm(stored).currentValue).toBe('');
  });
  it('reaching 100% offers completion, unless the goal is completed already', () => {
    expect(offersCompletion({ currentValue: '25', targetValue: '25', status: 'active' })).toBe(true);
    expect(offersCompletion({ currentValue: '30', targetValue: '25', status: 'paused' })).toBe(true);
    expect(offersCompletion({ currentValue: '24', targetValue: '25', status: 'active' })).toBe(false);
    expect(offersCompletion({ currentValue: '25', targetValue: '25', status: 'completed' })).toBe(false);
  });
});

describe("goal deadline, in the athlete's calendar days", () => {
  it('days left, due today, overdue', () => {
    expect(goalDeadline('2025-03-10', '2025-03-01')).toEqual({ state: 'upcoming', days: 9 });
    expect(goalDeadline('2025-03-01', '2025-03-01')).toEqual({ state: 'today', days: 0 });
    expect(goalDeadline('2025-02-27', '2025-03-01')).toEqual({ state: 'overdue', days: 2 });
  });
  it('counts across a daylight-saving change and a leap day as whole days', () => {
    expect(goalDeadline('2024-03-31', '2024-02-28')).toEqual({ state: 'upcoming', days: 32 });
  });
  it('reads as text', () => {
    const text = GOAL_SCREEN_TEXT.goals;
    expect(text.daysLeft(1)).toBe('1 day left');
    expect(text.daysLeft(9)).toBe('9 days left');
    expect(text.overdue(2)).toBe('Overdue by 2 days');
    expect(text.progressPercent(83.33)).toBe('83%');
    expect(text.valueOfTarget(undefined, 300, 'lbs')).toBe('0 / 300 lbs');
    expect(text.valueOfTarget(5, 10, '')).toBe('5 / 10');
    expect(text.deleteDescription('Squat')).toContain('Squat');
  });
});
