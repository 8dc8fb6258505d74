import { describe, expect, it } from 'vitest';
import {
  COMPLEXITY_COMFORT,
  EXERCISE_TYPES,
  PROGRESSION_STYLES,
  TESTING_FREQUENCIES,
  TRAINING_STYLES,
} from './options.ts';
import { WIZARD_FIELD_TEXT } from './text.ts';
import { programGeneratedToast, WIZARD_CHOICES } from './wizard-fields.ts';

describe('wizard choices (spec §9)', () => {
  it('offers every stored value in the spec order, each with words to show', () => {
    const values = (list: readonly { value: string; label: string }[]) => list.map((c) => c.value);
    expect(values(WIZARD_CHOICES.trainingStyle)).toEqual([...TRAINING_STYLES]);
    expect(values(WIZARD_CHOICES.compoundVsIsolation)).toEqual([...EXERCISE_TYPES]);
    expect(values(WIZARD_CHOICES.maxTestingFrequency)).toEqual([...TESTING_FREQUENCIES]);
    expect(values(WIZARD_CHOICES.progressionStyle)).toEqual([...PROGRESSION_STYLES]);
    expect(values(WIZARD_CHOICES.complexityComfort)).toEqual([...COMPLEXITY_COMFORT]);
    for (const list of Object.values(WIZARD_CHOICES))
      for (const { label } of list) expect(label.trim()).not.toBe('');
  });

  it('words days per week and percent', () => {
    expect(WIZARD_FIELD_TEXT.daysPerWeek(1)).toBe('1 day/week');
    expect(WIZARD_FIELD_TEXT.daysPerWeek(4)).toBe('4 days/week');
    expect(WIZARD_FIELD_TEXT.percentComplete(38)).toBe('38% complete');
  });
});

describe('the wizard success toast (spec §8)', () => {
  it("is 'Program Generated Successfully!' with the spec's line", () => {
    expect(programGeneratedToast({ source: 'model' })).toEqual({
      title: 'Program Generated Successfully!',
      description: 'Your personalized training program has been created and saved.',
    });
    expect(programGeneratedToast({ source: 'built-in' })).toEqual(programGeneratedToast({ source: 'model' }));
  });

  it('says when the built-in coach answered in place of the model, and why', () => {
    const toast = programGeneratedToast({ source: 'built-in', fallbackReason: 'The model timed out.' });
    expect(toast.title).toBe('Program Generated Successfully!');
    expect(toast.description).toBe(
      'Your personalized training program has been created and saved. Made by the built-in coach: The model timed out.',
    );
    expect(programGeneratedToast({ source: 'built-in', fallbackReason: '  ' }).description).toBe(
      'Your personalized training program has been created and saved.',
    );
  });
});
