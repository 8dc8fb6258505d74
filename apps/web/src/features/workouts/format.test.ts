import { describe, expect, it } from 'vitest';
import { formatWorkoutDay, sessionMinutes } from './format.ts';

describe('workout card texts', () => {
  it('a planned day reads "Tue, Mar 3", with its time when it has one', () => {
    expect(formatWorkoutDay('2026-03-03')).toBe('Tue, Mar 3');
    expect(formatWorkoutDay('2026-03-03', '18:30')).toBe('Tue, Mar 3 · 18:30');
  });
  it('a session lasts whole minutes, and at least one once it ran', () => {
    expect(sessionMinutes(0)).toBe(0);
    expect(sessionMinutes(20)).toBe(1);
    expect(sessionMinutes(2700)).toBe(45);
    expect(sessionMinutes(2730)).toBe(46);
  });
});
