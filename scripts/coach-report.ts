/**
 * `pnpm coach:report`: the built-in coach over the grid of wizard answer sets × equipment lists (plans),
 * the prompt list × equipment lists (workouts) and the exercise catalogue × equipment lists (alternatives), every
 * answer through the coach checker; prints the pass rate per rule for each kind and overall, with examples of
 * failures, and exits non-zero unless every answer is sound.
 * Options: --repeats N (answer-set grid repeats, 350 answer sets each, plus 29 named ones; default 2), --kit NAME (one kit only),
 * --examples N (failures shown per rule; default 3).
 */
import { parseArgs } from 'node:util';
import { createBuiltInCoach } from '../packages/domain/src/coach/built-in.ts';
import { coachChecker } from '../packages/domain/src/coach/checker.ts';
import { COACH_RULES, type CoachProblem, type CoachRule } from '../packages/domain/src/coach/port.ts';
import { EXERCISE_CATALOGUE } from '../packages/domain/src/exercises/catalogue.ts';
import type { ProgramData } from '../packages/domain/src/strength-plans/schema.ts';
import { coachAnswerGrid } from '../packages/domain/src/test-support/coach-grid.ts';
import { COACH_KITS } from '../packages/domain/src/test-support/coach-kits.ts';
import { COACH_PROMPTS } from '../packages/domain/src/test-support/coach-prompts.ts';

const { values } = parseArgs({
  options: {
    repeats: { type: 'string', default: '2' },
    kit: { type: 'string' },
    examples: { type: 'string', default: '3' },
  },
});
const answerSets = coachAnswerGrid(Number(values.repeats));
const kits = COACH_KITS.filter((kit) => values.kit === undefined || kit.name === values.kit);
const coach = createBuiltInCoach();

type Kind = 'plans' | 'workouts' | 'alternatives';
const KINDS: readonly Kind[] = ['plans', 'workouts', 'alternatives'];
const tally = Object.fromEntries(
  KINDS.map((kind) => [kind, { answers: 0, sound: 0, failed: new Map<CoachRule, number>() }]),
) as Record<Kind, { answers: number; sound: number; failed: Map<CoachRule, number> }>;
const examples = new Map<CoachRule, string[]>();

function record(kind: Kind, problems: readonly CoachProblem[], label: string) {
  const counts = tally[kind];
  counts.answers++;
  if (problems.length === 0) counts.sound++;
  for (const rule of new Set(problems.map((problem) => problem.rule))) {
    counts.failed.set(rule, (counts.failed.get(rule) ?? 0) + 1);
    const list = examples.get(rule) ?? [];
    if (list.length < Number(values.examples)) {
      const problem = problems.find((p) => p.rule === rule);
      const where = [problem?.week && `week ${problem.week}`, problem?.exercise].filter(Boolean).join(', ');
      list.push(`[${label}]${where ? ` (${where})` : ''} ${problem?.message}`);
      examples.set(rule, list);
    }
  }
}

function describe(data: ProgramData): string {
  const avoid = Object.values(data.physicalConsiderations)
    .filter((text): text is string => typeof text === 'string' && text !== '')
    .join('; ');
  return `${data.experienceLevel ?? 'no level'} ${data.trainingDays}d×${data.sessionDuration}min ${data.primaryGoals.join('+') || 'no goal'} ${data.trainingPreferences.trainingStyle ?? ''}${avoid ? ` '${avoid}'` : ''}`;
}

const started = performance.now();
for (const kit of kits) {
  for (const programData of answerSets) {
    const request = { programData, equipment: kit.equipment };
    const { value } = await coach.generatePlan(request);
    record('plans', coachChecker.checkPlan(value, request), `${kit.name}; ${describe(programData)}`);
  }
  for (const prompt of COACH_PROMPTS) {
    const request = { prompt, equipment: kit.equipment };
    const { value } = await coach.generateWorkout(request);
    record('workouts', coachChecker.checkWorkout(value, request), `${kit.name}; '${prompt}'`);
  }
  for (const entry of EXERCISE_CATALOGUE) {
    const request = { exercise: { name: entry.name, sets: 3, reps: '8' }, equipment: kit.equipment };
    const { value } = await coach.suggestAlternatives(request);
    record('alternatives', coachChecker.checkAlternatives(value, request), `${kit.name}; ${entry.name}`);
  }
}
const seconds = (performance.now() - started) / 1000;

const percent = (sound: number, of: number) => `${((100 * sound) / Math.max(1, of)).toFixed(2)}%`;
console.log(
  `Coach report: ${tally.plans.answers} plans (${answerSets.length} answer sets × ${kits.length} equipment lists), ` +
    `${tally.workouts.answers} workouts (${COACH_PROMPTS.length} prompts × ${kits.length}), ` +
    `${tally.alternatives.answers} alternative lists (${EXERCISE_CATALOGUE.length} exercises × ${kits.length}) in ${seconds.toFixed(1)} s\n`,
);
console.log(`${'rule'.padEnd(16)}${KINDS.map((kind) => kind.padStart(14)).join('')}`);
for (const rule of COACH_RULES) {
  const cells = KINDS.map((kind) => {
    const { answers, failed } = tally[kind];
    return percent(answers - (failed.get(rule) ?? 0), answers).padStart(14);
  });
  console.log(`${rule.padEnd(16)}${cells.join('')}`);
  for (const example of examples.get(rule) ?? []) console.log(`    ${example}`);
}
const total = KINDS.reduce((sum, kind) => sum + tally[kind].answers, 0);
const sound = KINDS.reduce((sum, kind) => sum + tally[kind].sound, 0);
console.log(
  `\n${'sound'.padEnd(16)}${KINDS.map((kind) => percent(tally[kind].sound, tally[kind].answers).padStart(14)).join('')}`,
);
console.log(`overall: ${percent(sound, total)} of ${total} answers sound on every rule`);
process.exitCode = sound === total ? 0 : 1;
