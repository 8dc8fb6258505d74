import { describe, expect, it } from 'vitest';
import { newRecordToast, SESSION_SCREEN_TEXT } from './text.ts';

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
    expect(TEXT.actualSet('10', { value: 135, unit: 'lb' }, 'lb')).toBe('10 reps × 135 lbs');
    expect(TEXT.actualSet('5', { value: 100, unit: 'kg' }, 'lb')).toBe('5 reps × 220.5 lbs');
    expect(TEXT.actualSet('5', { value: 100, unit: 'kg' }, 'kg')).toBe('5 reps × 100 kg');
    expect(TEXT.actualSet('AMRAP', undefined, 'kg')).toBe('AMRAP reps');
    expect(TEXT.actualWeight('lb')).toBe('Actual weight (lbs)');
    expect(TEXT.actualWeight('kg')).toBe('Actual weight (kg)');
    expect(TEXT.restNote(180)).toBe('rest 3:00');
    expect(TEXT.warmUpStep({ value: 20, unit: 'kg' }, 10, true)).toBe('Empty bar (20 kg) × 10');
    expect(TEXT.warmUpStep({ value: 135, unit: 'lb' }, 3, false)).toBe('135 lbs × 3');
    expect(
      TEXT.warmUps(
        [
          { weight: { value: 20, unit: 'kg' }, reps: 10 },
          { weight: { value: 40, unit: 'kg' }, reps: 5 },
        ],
        'kg',
      ),
    ).toBe('Warm-up: 20 kg × 10 · 40 kg × 5');
    expect(TEXT.restNote(45)).toBe('rest 0:45');
    expect(TEXT.nextStep({ kind: 'add', weight: { value: 105, unit: 'kg' } }, 'kg')).toBe(
      'Next: 105 kg. Every set reached the top of the range last time.',
    );
    expect(TEXT.nextStep({ kind: 'hold', weight: { value: 225, unit: 'lb' } }, 'lb')).toBe(
      'Next: stay at 225 lbs. Reps were missed twice in a row.',
    );
    expect(TEXT.nextStep({ kind: 'repeat', weight: { value: 100, unit: 'kg' } }, 'lb')).toBe(
      'Next: 220.5 lbs again, for more reps.',
    );
    expect(TEXT.dialogTitle('Squat', 2)).toBe('Squat · Set 2');
    expect(TEXT.finishConfirmDescription(1)).toBe(
      '1 planned set is not completed. The workout is saved as it is.',
    );
    expect(TEXT.finishConfirmDescription(4)).toBe(
      '4 planned sets are not completed. The workout is saved as it is.',
    );
  });
});

describe("last time's sets", () => {
  it('read weight × reps, or reps alone, in set order', () => {
    expect(
      SESSION_SCREEN_TEXT.liveSession.lastTime(
        [
          { weight: { value: 100, unit: 'lb' }, actualReps: '5' },
          { weight: undefined, actualReps: '12' },
        ],
        'lb',
      ),
    ).toBe('Last time: 100 lbs × 5 · 12 reps');
    expect(
      SESSION_SCREEN_TEXT.liveSession.lastTime(
        [{ weight: { value: 60, unit: 'kg' }, actualReps: '8' }],
        'kg',
      ),
    ).toBe('Last time: 60 kg × 8');
  });
});

describe('the record toast', () => {
  it('names the exercise, the set and each record it sets', () => {
    expect(newRecordToast('Back Squat', '105 kg × 5', ['heaviest', 'e1rm'])).toEqual({
      title: 'New record!',
      description: 'Back Squat 105 kg × 5: heaviest set, best estimated 1RM',
    });
    expect(newRecordToast('Bench', '80 kg × 9', ['reps-at-weight']).description).toBe(
      'Bench 80 kg × 9: most reps at this weight',
    );
  });
});
