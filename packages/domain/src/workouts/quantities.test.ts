import { describe, expect, it } from 'vitest';
import { formatRest, parseReps, parseRest, restInNotes } from './quantities.ts';

describe('quantities', () => {
  it('reads reps as counts, times and distances', () => {
    expect(parseReps('8-12')).toEqual({ kind: 'count', range: { min: 8, max: 12 } });
    expect(parseReps('12 to 8 reps')).toEqual({ kind: 'count', range: { min: 8, max: 12 } });
    expect(parseReps('30 s')).toEqual({ kind: 'seconds', range: { min: 30, max: 30 } });
    expect(parseReps('1 min')).toEqual({ kind: 'seconds', range: { min: 60, max: 60 } });
    expect(parseReps('40 m')).toEqual({ kind: 'metres', range: { min: 40, max: 40 } });
    expect(parseReps('20 yards')).toEqual({ kind: 'metres', range: { min: 20, max: 20 } });
    expect(parseReps('AMRAP')).toBeUndefined();
  });

  it('reads and writes rest', () => {
    expect(parseRest('90 s')).toEqual({ min: 90, max: 90 });
    expect(parseRest('2-3 min')).toEqual({ min: 120, max: 180 });
    expect(parseRest('1:30')).toEqual({ min: 90, max: 90 });
    expect(parseRest('none')).toEqual({ min: 0, max: 0 });
    expect(parseRest('Rest: 60 sec')).toEqual({ min: 60, max: 60 });
    expect(parseRest('a while')).toBeUndefined();
    expect(formatRest(180)).toBe('3 min');
    expect(formatRest(90)).toBe('90 s');
    expect(restInNotes('Rest 2 min between sets.')).toEqual({ min: 120, max: 120 });
    expect(restInNotes('Go heavy.')).toBeUndefined();
  });
});
