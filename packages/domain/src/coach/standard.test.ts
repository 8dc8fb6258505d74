import { describe, expect, it } from 'vitest';
import { EXERCISE_CATALOGUE } from '../exercises/catalogue.ts';
import { coachAnswerGrid } from '../test-support/coach-grid.ts';
import { COACH_KITS } from '../test-support/coach-kits.ts';
import { COACH_PROMPTS } from '../test-support/coach-prompts.ts';
import { createBuiltInCoach } from './built-in.ts';
import { coachChecker } from './checker.ts';
import { COACH_RULES, type CoachProblem, type CoachRule } from './port.ts';

/**
 * The coach standard (issue 16) over a smaller grid than `pnpm coach:report`: 350 answer sets (every experience
 * level and time off × 1–7 days × every session length, with goals, injuries, styles and preferences drawn) × the
 * thinnest and the fullest kits, every prompt × every kit, every catalogue exercise's alternatives × those kits.
 *
 * Eight points hold for every answer. Two do not yet for every plan (issue 16 stays open until they do): the
 * session length (a bodyweight week of 75–90 minutes a day cannot always be filled with sound work) and balance
 * (thin kits cannot always match pushing with pulling, or give every major group its hypertrophy sets). Their
 * floors below are the rates measured when they were set: a change that lowers them fails here.
 */
const FLOORS: Partial<Record<CoachRule, number>> = { 'session-length': 0.93, balance: 0.89 };
const WORKOUT_LENGTH_FLOOR = 0.98;
const KITS = ['bodyweight only', 'dumbbells only', 'bands only', 'a full gym'].map((name) => {
  const kit = COACH_KITS.find((candidate) => candidate.name === name);
  if (!kit) throw new Error(`no kit ${name}`);
  return kit;
});
const coach = createBuiltInCoach();

function passRates(answers: readonly (readonly CoachProblem[])[]): Map<CoachRule, number> {
  return new Map(
    COACH_RULES.map((rule) => [
      rule,
      answers.filter((problems) => !problems.some((problem) => problem.rule === rule)).length /
        answers.length,
    ]),
  );
}

describe('the coach standard over the answer grid', () => {
  it('plans: eight points for every plan, session length and balance at least their floors', async () => {
    const answers: CoachProblem[][] = [];
    for (const kit of KITS) {
      for (const programData of coachAnswerGrid(1)) {
        const request = { programData, equipment: kit.equipment };
        const { value } = await coach.generatePlan(request);
        answers.push(coachChecker.checkPlan(value, request));
      }
    }
    expect(answers).toHaveLength(1400);
    for (const [rule, rate] of passRates(answers)) {
      expect({ rule, rate: rate >= (FLOORS[rule] ?? 1) }).toEqual({ rule, rate: true });
    }
  }, 120_000);

  it('workouts from prompts: every point, the length within 10 % for at least 98 % of them', async () => {
    const answers: CoachProblem[][] = [];
    for (const kit of COACH_KITS) {
      for (const prompt of COACH_PROMPTS) {
        const request = { prompt, equipment: kit.equipment };
        const { value } = await coach.generateWorkout(request);
        answers.push(coachChecker.checkWorkout(value, request));
      }
    }
    for (const [rule, rate] of passRates(answers)) {
      const floor = rule === 'session-length' ? WORKOUT_LENGTH_FLOOR : 1;
      expect({ rule, rate: rate >= floor }).toEqual({ rule, rate: true });
    }
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
