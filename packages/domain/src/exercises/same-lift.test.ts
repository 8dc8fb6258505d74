import { describe, expect, it } from 'vitest';
import { EXERCISE_CATALOGUE } from './catalogue.ts';
import { isSameLift } from './same-lift.ts';

const byName = (name: string) => {
  const entry = EXERCISE_CATALOGUE.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`No exercise named ${name}`);
  return entry;
};

describe('isSameLift', () => {
  it.each([
    ['Doorway Biceps Curl', 'Towel Biceps Curl'],
    ['Table Row', 'Table Row Hold'],
    ['Single-Arm Doorway Row', 'Doorway Row'],
    ['Doorway Row', 'Table Row'],
    ['Pendlay Row', 'Barbell Row'],
    ['Dumbbell Goblet Squat', 'Dumbbell Squat'],
    ['Ring Row', 'Ring Row Hold'],
    ['Bent-Over Dumbbell Row', 'Kroc Row'],
    ["Farmer's Walk", "Strongman Farmer's Walk"],
    ['Barbell Curl', 'EZ-Bar Curl'],
    ['Incline Push-Up', 'Push-Up'],
    ['Close-Grip Knee Push-Up', 'Diamond Push-Up'],
  ])('%s and %s are the same lift', (a, b) => {
    expect(isSameLift(byName(a), byName(b))).toBe(true);
    expect(isSameLift(byName(b), byName(a))).toBe(true);
  });

  it.each([
    ['Dumbbell Bench Press', 'Incline Dumbbell Press'],
    ['Triceps Pushdown', 'Cable Overhead Triceps Extension'],
    ['Hammer Curl', 'Dumbbell Curl'],
    ['Dumbbell Curl', 'Barbell Curl'],
    ['Bodyweight Squat', 'Reverse Lunge'],
    ['Inverted Row', 'Barbell Row'],
    ['Push-Up', 'Push-Up'],
  ])('%s and %s are not', (a, b) => {
    expect(isSameLift(byName(a), byName(b))).toBe(false);
    expect(isSameLift(byName(b), byName(a))).toBe(false);
  });
});
