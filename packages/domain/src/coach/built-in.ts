import { buildAlternatives } from './alternatives.ts';
import { buildGeneratedPlan } from './generated-plan.ts';
import type { Coach } from './port.ts';
import { seededRandom } from './prng.ts';
import { buildWorkout } from './workout.ts';

export const DEFAULT_COACH_SEED = 1;

/**
 * The built-in coach: rules over the exercise catalogue, no AI account needed. Each answer is drawn from a
 * generator seeded afresh, so the same request and seed always give the same answer.
 */
export function createBuiltInCoach(options: { seed?: number } = {}): Coach {
  const seed = options.seed ?? DEFAULT_COACH_SEED;
  return {
    generateWorkout: async ({ prompt, equipment }) => ({
      value: buildWorkout(prompt, equipment, seededRandom(seed)),
      source: 'built-in',
    }),
    suggestAlternatives: async ({ exercise, equipment }) => ({
      value: buildAlternatives(exercise, equipment),
      source: 'built-in',
    }),
    generatePlan: async ({ programData, equipment }) => ({
      value: buildGeneratedPlan(programData, equipment, seededRandom(seed)),
      source: 'built-in',
    }),
  };
}
