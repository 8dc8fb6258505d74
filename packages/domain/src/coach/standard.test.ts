import { describe, expect, it } from 'vitest';
import { EXERCISE_CATALOGUE } from '../exercises/catalogue.ts';
import { coachAnswerGrid } from '../test-support/coach-grid.ts';
import { COACH_HARD_CASES } from '../test-support/coach-hard-cases.ts';
import { COACH_KITS } from '../test-support/coach-kits.ts';
import { COACH_PROMPTS } from '../test-support/coach-prompts.ts';
import { supersetBlocks } from '../workouts/supersets.ts';
import { createBuiltInCoach } from './built-in.ts';
import { coachChecker } from './checker.ts';
import type { CoachProblem } from './port.ts';

/**
 * The coach standard over a smaller grid than `pnpm coach:report`: 350 answer sets (every experience
 * level and time off × 1–7 days × every session length, with goals, injuries, styles and preferences drawn) × the
 * thinnest and the fullest kits, every prompt × every kit, every catalogue exercise's alternatives × those kits.
 *
 * Every point holds for every answer here; `pnpm coach:report` runs the full grid (16,100 plans), where it holds too,
 * and the answers that grid once got wrong are kept here as `COACH_HARD_CASES`.
 */
const KITS = ['bodyweight only', 'dumbbells only', 'bands only', 'a full gym'].map((name) => {
  const kit = COACH_KITS.find((candidate) => candidate.name === name);
  if (!kit) throw new Error(`no kit ${name}`);
  return kit;
});
const coach = createBuiltInCoach();

describe('the coach standard over the answer grid', () => {
  // One test a kit: each is a quarter of the grid, so a loaded machine cannot push one past its time.
  it.each(KITS)(
    'plans with $name: every point for every plan',
    async (kit) => {
      const answers: CoachProblem[][] = [];
      for (const programData of coachAnswerGrid(1)) {
        const request = { programData, equipment: kit.equipment };
        const { value } = await coach.generatePlan(request);
        answers.push(coachChecker.checkPlan(value, request));
      }
      expect(answers).toHaveLength(379);
      expect(answers.filter((problems) => problems.length > 0)).toEqual([]);
    },
    120_000,
  );

  it.each(COACH_HARD_CASES)(
    '$kit: sound where the full grid once found $wrong',
    async ({ kit, programData }) => {
      const equipment = COACH_KITS.find((candidate) => candidate.name === kit)?.equipment;
      if (!equipment) throw new Error(`no kit ${kit}`);
      const request = { programData, equipment };
      const { value } = await coach.generatePlan(request);
      expect(coachChecker.checkPlan(value, request)).toEqual([]);
    },
  );

  it('workouts from prompts: every point for every prompt and kit; a superset does as many sets of each', async () => {
    const answers: CoachProblem[][] = [];
    const pairs: { even: boolean }[] = [];
    for (const kit of COACH_KITS) {
      for (const prompt of COACH_PROMPTS) {
        const request = { prompt, equipment: kit.equipment };
        const { value } = await coach.generateWorkout(request);
        answers.push(coachChecker.checkWorkout(value, request));
        for (const block of supersetBlocks(value.exercises)) {
          const [first, second] = value.exercises.slice(block.start, block.end);
          if (block.superset !== undefined) pairs.push({ even: first?.sets === second?.sets });
        }
      }
    }
    expect(answers.filter((problems) => problems.length > 0)).toEqual([]);
    // Where the length asked leaves no room for an even pair (a 20-minute arms workout), one member does a set more.
    expect(pairs.length).toBeGreaterThan(1000);
    expect(pairs.filter((pair) => !pair.even).length).toBeLessThan(pairs.length * 0.02);
  }, 60_000);

  it('alternatives: every exercise of the catalogue, with every kit, passes', async () => {
    for (const kit of KITS) {
      for (const entry of EXERCISE_CATALOGUE) {
        const request = { exercise: { name: entry.name, sets: 3, reps: '8' }, equipment: kit.equipment };
        const { value } = await coach.suggestAlternatives(request);
        expect(coachChecker.checkAlternatives(value, request)).toEqual([]);
      }
    }
  }, 60_000);
});
