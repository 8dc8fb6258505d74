import { describe, expect, it } from 'vitest';
import { performableExercises } from '../coach/equipment-fit.ts';
import { COACH_KITS } from '../test-support/coach-kits.ts';
import type { MovementPattern, Muscle } from './options.ts';
import type { ExerciseCatalogueEntry } from './schema.ts';

/** What a kit must offer a beginner ("every kit has a way to train each pattern"). */
const pattern = (name: MovementPattern) => (entry: ExerciseCatalogueEntry) => entry.pattern === name;
const isolation =
  (...muscles: Muscle[]) =>
  (entry: ExerciseCatalogueEntry) =>
    entry.pattern === 'isolation' && entry.primaryMuscles.some((muscle) => muscles.includes(muscle));

const NEEDS: Record<string, (entry: ExerciseCatalogueEntry) => boolean> = {
  squat: pattern('squat'),
  hinge: pattern('hinge'),
  lunge: pattern('lunge'),
  'horizontal push': pattern('horizontal-push'),
  'vertical push': pattern('vertical-push'),
  'horizontal pull': pattern('horizontal-pull'),
  'vertical pull': pattern('vertical-pull'),
  'core hold': (entry) => entry.pattern === 'core' && entry.measure === 'seconds',
  'core reps': (entry) => entry.pattern === 'core' && entry.measure === 'reps',
  biceps: isolation('biceps'),
  triceps: isolation('triceps'),
  'side delts': isolation('side-delts'),
  'rear delts or upper back': isolation('rear-delts', 'upper-back'),
  hamstrings: isolation('hamstrings'),
  calves: isolation('calves'),
  chest: isolation('chest'),
};

/**
 * What no exercise can honestly do with a kit, and why. A vertical pull needs something overhead to pull from (a
 * bar, a band or strap anchored high, a cable); without one, the rows and rear-delt work carry the back. Side-delt
 * isolation needs a light load, a band, a cable or straps; bodyweight alone has nothing to raise (the chest's fly
 * needs only towels or sliders on a smooth floor).
 */
const NO_VERTICAL_PULL = 'nothing overhead to pull from: rows and rear-delt raises carry the back';
const NO_LIGHT_LOAD = 'nothing light to raise: the presses and push-ups carry it';
const IMPOSSIBLE: Record<string, Record<string, string>> = {
  'bodyweight only': { 'vertical pull': NO_VERTICAL_PULL, 'side delts': NO_LIGHT_LOAD },
  'a mat': { 'vertical pull': NO_VERTICAL_PULL, 'side delts': NO_LIGHT_LOAD },
  'a kettlebell': { 'vertical pull': NO_VERTICAL_PULL },
  'kettlebells only': { 'vertical pull': NO_VERTICAL_PULL },
  'dumbbells only': { 'vertical pull': NO_VERTICAL_PULL },
  'dumbbells and a bench': { 'vertical pull': NO_VERTICAL_PULL },
  'Smith machine and dumbbells': { 'vertical pull': NO_VERTICAL_PULL },
  'pull-up bar only': { 'side delts': NO_LIGHT_LOAD },
  'barbell + rack + bench': { 'side delts': NO_LIGHT_LOAD },
  'machines only': {
    'side delts': 'the default catalogue has no lateral-raise machine: the shoulder press carries them',
  },
};

/** Each kit's needs without a beginner-level exercise the kit allows. */
function gaps(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const kit of COACH_KITS) {
    const beginner = performableExercises(kit.equipment).filter((entry) => entry.level === 'beginner');
    const missing = Object.entries(NEEDS)
      .filter(([, fits]) => !beginner.some(fits))
      .map(([need]) => need);
    if (missing.length > 0) found[kit.name] = missing;
  }
  return found;
}

describe('every coach kit trains every pattern', () => {
  it('offers a beginner-level exercise for each pattern and muscle, except where none can exist', () => {
    const expected = Object.fromEntries(
      Object.entries(IMPOSSIBLE).map(([kit, needs]) => [kit, Object.keys(needs).sort()]),
    );
    const actual = Object.fromEntries(Object.entries(gaps()).map(([kit, needs]) => [kit, needs.sort()]));
    expect(actual).toEqual(expected);
  });
  it('names only kits that exist', () => {
    const kits = new Set(COACH_KITS.map((kit) => kit.name));
    expect(Object.keys(IMPOSSIBLE).filter((name) => !kits.has(name))).toEqual([]);
  });
});
