/**
 * `pnpm coach:report` (issue 16): the built-in coach over the grid of wizard answer sets × equipment lists, every
 * plan through the coach checker; prints the pass rate per rule and overall, with examples of failures.
 * Options: --repeats N (answer-set grid repeats, 350 answer sets each; default 2), --kit NAME (one kit only),
 * --examples N (failures shown per rule; default 3).
 */
import { parseArgs } from 'node:util';
import { createBuiltInCoach } from '../src/coach/built-in.ts';
import { coachChecker } from '../src/coach/checker.ts';
import { COACH_RULES, type CoachProblem, type CoachRule } from '../src/coach/port.ts';
import { coachAnswerGrid } from '../src/test-support/coach-grid.ts';
import { COACH_KITS } from '../src/test-support/coach-kits.ts';

const { values } = parseArgs({
  options: {
    repeats: { type: 'string', default: '2' },
    kit: { type: 'string' },
    examples: { type: 'string', default: '3' },
  },
});
const answers = coachAnswerGrid(Number(values.repeats));
const kits = COACH_KITS.filter((kit) => values.kit === undefined || kit.name === values.kit);
const coach = createBuiltInCoach();
const failed = new Map<CoachRule, number>();
const examples = new Map<CoachRule, string[]>();
let plans = 0;
let sound = 0;
const started = performance.now();
for (const kit of kits) {
  for (const programData of answers) {
    const request = { programData, equipment: kit.equipment };
    const { value: plan } = await coach.generatePlan(request);
    const problems: CoachProblem[] = coachChecker.checkPlan(plan, request);
    plans++;
    if (problems.length === 0) sound++;
    for (const rule of new Set(problems.map((problem) => problem.rule))) {
      failed.set(rule, (failed.get(rule) ?? 0) + 1);
      const list = examples.get(rule) ?? [];
      if (list.length < Number(values.examples)) {
        const problem = problems.find((p) => p.rule === rule);
        const d = programData;
        list.push(
          `[${kit.name}; ${d.experienceLevel} ${d.trainingDays}d×${d.sessionDuration}min ${d.primaryGoals.join('+') || 'no goal'} ${d.trainingPreferences.trainingStyle ?? ''} '${[d.physicalConsiderations.currentInjuries, d.physicalConsiderations.movementsToAvoid, d.physicalConsiderations.mobilityRestrictions].filter(Boolean).join('; ')}'] ${problem?.message}`,
        );
        examples.set(rule, list);
      }
    }
  }
}
const seconds = (performance.now() - started) / 1000;
const percent = (n: number) => `${((100 * n) / Math.max(1, plans)).toFixed(2)}%`;
console.log(`Coach report: ${plans} plans (${answers.length} answer sets × ${kits.length} equipment lists) in ${seconds.toFixed(1)} s\n`);
for (const rule of COACH_RULES) {
  const bad = failed.get(rule) ?? 0;
  console.log(`${rule.padEnd(16)} ${percent(plans - bad).padStart(8)} pass  (${bad} plans fail)`);
  for (const example of examples.get(rule) ?? []) console.log(`    ${example}`);
}
console.log(`\noverall          ${percent(sound).padStart(8)} sound on every rule (${sound} of ${plans})`);
process.exitCode = sound === plans ? 0 : 1;
