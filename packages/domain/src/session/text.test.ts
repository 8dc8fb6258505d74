import { describe, expect, it } from 'vitest';
import { SESSION_SCREEN_TEXT } from './text.ts';

const TEXT = SESSION_SCREEN_TEXT.liveSession;

describe('live session screen text', () => {
  it('quotes the spec', () => {
    expect(TEXT.completeSet).toBe('Complete Set');
    expect(TEXT.restComplete).toBe('Rest Complete');
  });
  it('builds the texts that carry numbers', () => {
    expect(TEXT.progress(2, 9)).toBe('2 of 9 sets');
    expect(TEXT.setLabel(3)).toBe('Set 3');
    expect(TEXT.summary(4, 12)).toBe('4 exercises · 12 sets');
    expect(TEXT.summary(1, 1)).toBe('1 exercise · 1 set');
    expect(TEXT.planned('8-10', '135')).toBe('8-10 reps × 135');
    expect(TEXT.planned('12', undefined)).toBe('12 reps');
    expect(TEXT.actualSet('10', 135)).toBe('10 reps × 135 lbs');
    expect(TEXT.actualSet('AMRAP', undefined)).toBe('AMRAP reps');
    expect(TEXT.dialogTitle('Squat', 2)).toBe('Squat · Set 2');
    expect(TEXT.finishConfirmDescription(1)).toBe(
      '1 planned set is not completed. The workout is saved as it is.',
    );
    expect(TEXT.finishConfirmDescription(4)).toBe(
      '4 planned sets are not completed. The workout is saved as it is.',
    );
  });
});
