import { describe, expect, it } from 'vitest';
import { formatWorkoutDay } from './format.ts';

describe('workout card texts', () => {
  it('a planned day reads "Tue, Mar 3", with its time when it has one', () => {
    expect(formatWorkoutDay('2026-03-03')).toBe('Tue, Mar 3');
    expect(formatWorkoutDay('2026-03-03', '18:30')).toBe('Tue, Mar 3 · 18:30');
  });
});
