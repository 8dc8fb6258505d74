import { describe, expect, it } from 'vitest';
import { EXERCISE_CATALOGUE } from '../catalogue.ts';
import { MOVEMENT_PATTERNS } from '../options.ts';
import { loadExerciseHowTo, rowsOfPattern } from './index.ts';

describe('exercise how-to', () => {
  it.each(EXERCISE_CATALOGUE.map((entry) => [entry.name, entry] as const))(
    '%s has a setup, an execution, two or three cues and its common faults',
    async (_name, entry) => {
      const howTo = await loadExerciseHowTo(entry.id, entry.pattern);
      expect(howTo).toBeDefined();
      expect(howTo?.setup.length).toBeGreaterThan(20);
      expect(howTo?.execution.length).toBeGreaterThan(20);
      expect(howTo?.cues.length).toBeGreaterThanOrEqual(2);
      expect(howTo?.cues.length).toBeLessThanOrEqual(3);
      expect(howTo?.faults.length).toBeGreaterThanOrEqual(1);
    },
  );

  it('has no text for an id the catalogue does not have', async () => {
    for (const pattern of MOVEMENT_PATTERNS) {
      const strays: string[] = [];
      const ofPattern = new Set(EXERCISE_CATALOGUE.filter((e) => e.pattern === pattern).map((e) => e.id));
      for (const id of Object.keys(await rowsOfPattern(pattern))) if (!ofPattern.has(id)) strays.push(id);
      expect(strays, pattern).toEqual([]);
    }
  });

  it('knows no how-to for an id outside the catalogue', async () => {
    await expect(loadExerciseHowTo('not-an-exercise', 'squat')).resolves.toBeUndefined();
  });
});
