import { describe, expect, it } from 'vitest';
import { EXERCISE_CATALOGUE } from './catalogue.ts';
import { MAX_EXERCISE_ALIASES } from './limits.ts';
import { exerciseNameKey } from './name-key.ts';
import {
  type ExerciseCatalogueEntry,
  exerciseCatalogueEntrySchema,
  exerciseCatalogueProblems,
  exerciseCatalogueSchema,
} from './schema.ts';

const entry = (overrides: Partial<ExerciseCatalogueEntry> = {}): ExerciseCatalogueEntry => ({
  id: 'test-press',
  name: 'Test Press',
  aliases: ['TP'],
  pattern: 'vertical-push',
  primaryMuscles: ['front-delts'],
  secondaryMuscles: ['triceps'],
  equipment: ['Olympic Barbell'],
  level: 'beginner',
  unilateral: false,
  measure: 'reps',
  exerciseClass: 'main',
  ...overrides,
});

describe('exercise catalogue schema', () => {
  it('accepts a sound entry', () => {
    expect(exerciseCatalogueEntrySchema.parse(entry())).toEqual(entry());
  });
  it('refuses ids that are not slugs, unknown patterns, muscles and levels, and no primary muscle', () => {
    const bad: Record<string, unknown>[] = [
      { id: 'Test Press' },
      { id: 'test--press' },
      { pattern: 'push' },
      { primaryMuscles: ['pecs'] },
      { primaryMuscles: [] },
      { level: 'expert' },
      { name: '  ' },
      { aliases: Array.from({ length: MAX_EXERCISE_ALIASES + 1 }, (_, i) => `Alias ${i}`) },
    ];
    for (const overrides of bad) {
      expect(
        exerciseCatalogueEntrySchema.safeParse({ ...entry(), ...overrides }).success,
        JSON.stringify(overrides),
      ).toBe(false);
    }
    const message = exerciseCatalogueEntrySchema.safeParse(entry({ id: 'Bad Id' })).error?.issues[0]?.message;
    expect(message).toBe('Exercise id must be a lower-case slug');
  });
  it('compares names ignoring case, hyphens and spacing', () => {
    expect(exerciseNameKey('  Pull-Up ')).toBe('pull up');
    expect(exerciseNameKey('PULL   up')).toBe('pull up');
    expect(exerciseNameKey("Farmer's Walk")).toBe("farmer's walk");
  });
  it('names every problem of an inconsistent catalogue', () => {
    const problems = exerciseCatalogueProblems([
      entry(),
      entry({ name: 'Other Press', aliases: ['test-press'] }),
      entry({ id: 'third', name: 'tp', aliases: [], equipment: ['Barbell'] }),
      entry({ id: 'fourth', name: 'Fourth', aliases: [], primaryMuscles: ['triceps'] }),
    ]);
    expect(problems).toEqual([
      'Duplicate exercise id: test-press',
      "test-press: 'test-press' is already a name of test-press",
      "third: 'tp' is already a name of test-press",
      "third: no equipment named 'Barbell'",
      'fourth: triceps is primary and secondary',
    ]);
  });
  it('judges names unique as findExercise reads them, across entries only', () => {
    const problems = exerciseCatalogueProblems([
      entry({ aliases: ['Test Presses', 'Press (Test)'] }),
      entry({ id: 'other', name: 'Presses, Test', aliases: [] }),
    ]);
    expect(problems).toEqual(["other: 'Presses, Test' is already a name of test-press"]);
  });
  it('the catalogue schema reports the problems as issues', () => {
    const result = exerciseCatalogueSchema.safeParse([entry(), entry({ id: 'copy' })]);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "copy: 'Test Press' is already a name of test-press",
      "copy: 'TP' is already a name of test-press",
    ]);
  });
  it('the real catalogue has no alias equal to its own name', () => {
    for (const { id, name, aliases } of EXERCISE_CATALOGUE) {
      expect(aliases.map(exerciseNameKey), id).not.toContain(exerciseNameKey(name));
    }
  });
});
