import { goalToForm } from '@liftwise/domain';
import { describe, expect, it } from 'vitest';
import { browserToday } from '../../lib/time-zone.ts';
import { goalFormRefusal } from './goal-form-refusal.ts';
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

describe('goal form: what a save would refuse', () => {
  const filled = { ...goalToForm(null), title: 'Squat', targetValue: '300', targetDate: '2026-01-01' };
  it('names the missing controls first, with the spec message in the toast', () => {
    expect(goalFormRefusal({ ...filled, title: '' })).toEqual({
      message: 'Please fill in all required fields',
      toast: 'Please fill in all required fields.',
      fields: ['title'],
    });
  });
  it('then a value out of bounds, by its control', () => {
    const refusal = goalFormRefusal({ ...filled, currentValue: '-5' });
    expect(refusal?.fields).toEqual(['currentValue']);
    expect(refusal?.message).toMatch(/^Current Value must be between 0 and/);
  });
  it('nothing once the values would be saved', () => {
    expect(goalFormRefusal(filled)).toBeNull();
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
