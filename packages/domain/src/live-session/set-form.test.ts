import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setFormDefaults, setFormSchema } from './set-form.ts';

describe('the Complete Set dialog', () => {
  it('opens with the plan filled in', () => {
    expect(setFormDefaults({ reps: '8-10', weight: '135 lbs' }, 'lb')).toEqual({
      actualWeight: '135',
      actualReps: '8-10',
      rpe: '',
      notes: '',
    });
    expect(setFormDefaults({ reps: '12' }, 'lb')).toEqual({
      actualWeight: '',
      actualReps: '12',
      rpe: '',
      notes: '',
    });
    expect(setFormDefaults({ reps: '5', weight: 'bodyweight' }, 'kg').actualWeight).toBe('');
    // Not a plain weight: nothing is guessed (the first number of '2 x 24 kg' is not the weight).
    expect(setFormDefaults({ reps: '10', weight: '2 x 24 kg' }, 'kg').actualWeight).toBe('');
  });
  it("fills the weight in the athlete's unit, whatever unit the plan or last time used", () => {
    expect(setFormDefaults({ reps: '5', weight: '100 kg' }, 'kg').actualWeight).toBe('100');
    expect(setFormDefaults({ reps: '5', weight: '100 kg' }, 'lb').actualWeight).toBe('220.5');
    expect(setFormDefaults({ reps: '5', weight: '135' }, 'kg').actualWeight).toBe('61.2');
    expect(
      setFormDefaults({ reps: '5' }, 'lb', { actualWeight: 60, weightUnit: 'kg', actualReps: '5' })
        .actualWeight,
    ).toBe('132.3');
  });
  it("opens with last time's numbers for the set when there are any", () => {
    expect(
      setFormDefaults({ reps: '8-10', weight: '135 lbs' }, 'lb', { actualWeight: 140, actualReps: '9' }),
    ).toEqual({
      actualWeight: '140',
      actualReps: '9',
      rpe: '',
      notes: '',
    });
    expect(setFormDefaults({ reps: '12' }, 'kg', { actualReps: '15' })).toEqual({
      actualWeight: '',
      actualReps: '15',
      rpe: '',
      notes: '',
    });
  });
  it('submits a number weight (or none), the reps as text, trimmed notes', () => {
    expect(
      setFormSchema.parse({ actualWeight: ' 137.5 ', actualReps: ' 9 ', rpe: ' 8.5 ', notes: ' ok ' }),
    ).toEqual({
      actualWeight: 137.5,
      actualReps: '9',
      rpe: 8.5,
      notes: 'ok',
    });
    const blank = setFormSchema.parse({ actualWeight: '', actualReps: 'AMRAP', rpe: '', notes: '' });
    expect(blank.actualWeight).toBeUndefined();
    expect(blank.rpe).toBeUndefined();
  });
  it('refuses an effort outside RPE 1 to 10 in halves', () => {
    for (const rpe of ['0', '11', '8.3', 'hard']) {
      const bad = setFormSchema.safeParse({ actualWeight: '', actualReps: '5', rpe, notes: '' });
      expect(bad.error?.issues[0]?.message).toBe(
        'Enter an RPE from 1 to 10 (halves allowed), or leave it empty',
      );
    }
  });
  it('refuses blank reps and a weight that is not 0 or more', () => {
    const blank = setFormSchema.safeParse({ actualWeight: '', actualReps: '  ', rpe: '', notes: '' });
    expect(blank.error?.issues[0]?.message).toBe('Enter the reps you did');
    for (const actualWeight of ['-5', 'heavy', '100001']) {
      const bad = setFormSchema.safeParse({ actualWeight, actualReps: '5', rpe: '', notes: '' });
      expect(bad.error?.issues[0]?.message).toBe('Enter a weight of 0 or more, or leave it empty');
    }
  });
  it('property: any weight from 0 to 1000 typed as text reads back as that number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (tenths) => {
        const weight = tenths / 100;
        expect(
          setFormSchema.parse({ actualWeight: String(weight), actualReps: '5', rpe: '', notes: '' })
            .actualWeight,
        ).toBe(weight);
      }),
    );
  });
});
