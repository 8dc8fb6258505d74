import { describe, expect, it } from 'vitest';
import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import { findExercise } from '../exercises/search.ts';
import { loadedLiftsFirst } from './session-order.ts';

const named = (...names: string[]) =>
  names.map((name) => {
    const entry = findExercise(name);
    if (!entry) throw new Error(`no ${name}`);
    return entry as ExerciseCatalogueEntry;
  });
const ordered = (names: string[], kind: Parameters<typeof loadedLiftsFirst>[1]) =>
  loadedLiftsFirst(named(...names), kind).map((index) => names[index]);

describe('the order a day is done in', () => {
  it('opens with its loaded lifts: band work and a wall sit move after the last of them', () => {
    expect(
      ordered(
        ['Band Front Squat', 'Wall Sit', 'Kroc Row', 'Band Chest Press', 'Dumbbell Shoulder Press', 'Crunch'],
        'full',
      ),
    ).toEqual([
      'Kroc Row',
      'Dumbbell Shoulder Press',
      'Band Front Squat',
      'Wall Sit',
      'Band Chest Press',
      'Crunch',
    ]);
  });

  it('leaves a day alone that already opens with them, and keeps a primer where the day puts it', () => {
    const day = ['Back Squat', 'Bench Press', 'Box Jump', 'Barbell Row', 'Band Pull-Apart', 'Plank'];
    expect(ordered(day, 'full')).toEqual(day);
  });

  it('keeps the order when the move would open a named day with other work', () => {
    const day = ['Band Overhead Press', 'Dumbbell Bench Press', 'Dumbbell Shoulder Press'];
    expect(ordered(day, 'shoulders')).toEqual(day);
  });

  it("moves light work only past lifts that serve the day: a leg day's band row stays before a press", () => {
    expect(ordered(['Band Row', 'Dumbbell Squat', 'Dumbbell Bench Press'], 'lower')).toEqual([
      'Dumbbell Squat',
      'Band Row',
      'Dumbbell Bench Press',
    ]);
  });
});
