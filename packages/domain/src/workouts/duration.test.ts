import { describe, expect, it } from 'vitest';
import { formatSessionDuration } from './duration.ts';

describe('a session length as the athlete reads it', () => {
  it('under a minute it counts seconds, so a short session does not read as a minute', () => {
    expect(formatSessionDuration(1)).toBe('1 sec');
    expect(formatSessionDuration(45)).toBe('45 sec');
    expect(formatSessionDuration(59)).toBe('59 sec');
    expect(formatSessionDuration(0)).toBe('0 sec');
  });
  it('from a minute on it counts whole minutes, rounded', () => {
    expect(formatSessionDuration(60)).toBe('1 min');
    expect(formatSessionDuration(89)).toBe('1 min');
    expect(formatSessionDuration(2700)).toBe('45 min');
    expect(formatSessionDuration(2730)).toBe('46 min');
  });
});
