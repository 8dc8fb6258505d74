import { type GoalFormValues, goalToForm } from '@liftwise/domain';
import { describe, expect, it } from 'vitest';
import { browserToday } from '#web/lib/time-zone.ts';
import { goalFormResolver, goalRefusal } from './goal-form-resolver.ts';
import { missingRequired } from './missing-required.ts';
import { formatTargetDate } from './target-date.ts';

describe('goal form: which required control is missing', () => {
  it('names each empty required control, and a target that is not a number', () => {
    expect(missingRequired(goalToForm(null))).toEqual(['title', 'targetValue', 'targetDate']);
    expect(missingRequired({ title: 'Squat', targetValue: '300', targetDate: '' })).toEqual(['targetDate']);
    expect(missingRequired({ title: ' ', targetValue: 'abc', targetDate: '2026-01-01' })).toEqual([
      'title',
      'targetValue',
    ]);
    expect(missingRequired({ title: 'Squat', targetValue: '300', targetDate: '2026-01-01' })).toEqual([]);
  });
});

describe('goal form: the resolver, run on submit and on each change after a refused one', () => {
  const filled = { ...goalToForm(null), title: 'Squat', targetValue: '300', targetDate: '2026-01-01' };
  // What react-hook-form passes: no native validation, and the registered controls (none needed here).
  const options = { fields: {}, shouldUseNativeValidation: false };
  const resolve = (values: GoalFormValues) => goalFormResolver(values, undefined, options);

  it("puts the spec's 'Please fill in all required fields' on a missing title, and submits nothing", async () => {
    const result = await resolve({ ...filled, title: '' });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      title: { type: 'required', message: 'Please fill in all required fields' },
    });
  });

  it('names every missing control, and a target that is not a number, before any bound', async () => {
    const result = await resolve({ ...filled, targetValue: 'abc', targetDate: '', currentValue: '-5' });
    expect(Object.keys(result.errors)).toEqual(['targetValue', 'targetDate']);
  });

  it("puts a bound's message on the control out of bounds", async () => {
    const over = await resolve({ ...filled, targetValue: '2000000' });
    expect(over.errors.targetValue?.message).toBe(
      'Target Value must be greater than 0 and at most 1,000,000',
    );
    const below = await resolve({ ...filled, currentValue: '-5' });
    expect(Object.keys(below.errors)).toEqual(['currentValue']);
    expect(below.errors.currentValue?.message).toMatch(/^Current Value must be between 0 and/);
  });

  it('passes valid values on as the goal data to save: numbers parsed, no progress preview', async () => {
    const result = await resolve({ ...filled, currentValue: '150', unit: ' lbs ' });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      title: 'Squat',
      type: filled.type,
      description: '',
      targetValue: 300,
      currentValue: 150,
      unit: 'lbs',
      targetDate: '2026-01-01',
      status: filled.status,
    });
  });
});

describe('goal form: what a refused save says', () => {
  const required = { type: 'required', message: 'Please fill in all required fields' };
  const bound = { type: 'bounds', message: 'Current Value must be between 0 and 1,000,000' };
  it("toasts the spec's 'Please fill in all required fields.' while a required control is missing", () => {
    expect(goalRefusal({ targetDate: required })).toEqual({
      message: 'Please fill in all required fields',
      toast: 'Please fill in all required fields.',
    });
  });
  it("says and toasts a bound's message", () => {
    expect(goalRefusal({ currentValue: bound })).toEqual({ message: bound.message, toast: bound.message });
  });
  it('says nothing once no control is refused', () => {
    expect(goalRefusal({})).toBeNull();
  });
});

describe('goal dates', () => {
  it('shows a calendar day as itself, whatever the zone', () => {
    expect(formatTargetDate('2026-12-31')).toBe('Dec 31, 2026');
    expect(formatTargetDate('2026-01-01')).toBe('Jan 1, 2026');
  });
  it("today is a calendar day in the browser's zone", () => {
    expect(browserToday(new Date('2026-03-01T12:00:00Z'))).toMatch(/^2026-0[23]-\d\d$/);
  });
});
