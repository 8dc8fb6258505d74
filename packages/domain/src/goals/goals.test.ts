import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goalFromForm, validateGoalForm } from './form.ts';
import { GOAL_MESSAGES } from './messages.ts';
import { goalProgress } from './progress.ts';
import { goalInputSchema } from './schema.ts';

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
    expect(GOAL_MESSAGES.unitPlaceholder).toBe('lbs, minutes, reps');
  });
  it('submit computes progress and sets status active', () => {
    const goal = goalFromForm({
      ...valid,
      type: 'strength',
      description: '',
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
    expect(goalInputSchema.safeParse(goal).success).toBe(true);
    expect(
      goalFromForm({ ...valid, type: 'other', description: '', currentValue: '', unit: '' }),
    ).toMatchObject({
      currentValue: null,
      progress: 0,
    });
  });
  it('quotes the not-found and authentication texts (spec §2, §5)', () => {
    expect(GOAL_MESSAGES.notFoundTitle).toBe('Goal Not Found');
    expect(GOAL_MESSAGES.notFoundDescription).toBe("The goal you're trying to edit could not be found.");
    expect(GOAL_MESSAGES.notAuthenticated).toBe('User not authenticated');
    expect(GOAL_MESSAGES.requiredFieldsToast).toBe('Please fill in all required fields.');
  });
});
