/**
 * `pnpm coach:plans`: built-in plans printed whole, every week and exercise, for a coach to read. By default one plan
 * per kit, its answer set drawn at random from the report's grid (`--seed` picks the draw, `--count` how many kits).
 * Name an answer set instead with any of --goal (goals joined by commas), --days, --minutes, --level, --injury, --avoid, --style (the rest
 * as the wizard leaves them), and the kits with --kit (repeatable). Each plan ends with the checker's verdict.
 */
import { parseArgs } from 'node:util';
import { createBuiltInCoach } from '../packages/domain/src/coach/built-in.ts';
import { coachChecker } from '../packages/domain/src/coach/checker.ts';
import { seededRandom } from '../packages/domain/src/coach/prng.ts';
import { type ProgramData, programDataSchema } from '../packages/domain/src/strength-plans/schema.ts';
import { coachAnswerGrid } from '../packages/domain/src/test-support/coach-grid.ts';
import { COACH_KITS } from '../packages/domain/src/test-support/coach-kits.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '39' },
    count: { type: 'string', default: '20' },
    kit: { type: 'string', multiple: true },
    goal: { type: 'string' },
    days: { type: 'string' },
    minutes: { type: 'string' },
    level: { type: 'string' },
    injury: { type: 'string' },
    avoid: { type: 'string' },
    style: { type: 'string' },
  },
});

const named = ['goal', 'days', 'minutes', 'level', 'injury', 'avoid', 'style'].some(
  (key) => values[key as keyof typeof values] !== undefined,
);
const namedAnswers = (): ProgramData =>
  programDataSchema.parse({
    experienceLevel: values.level ?? 'intermediate',
    primaryGoals: (values.goal ?? 'strength').split(','),
    trainingDays: Number(values.days ?? 4),
    sessionDuration: Number(values.minutes ?? 45),
    physicalConsiderations: { currentInjuries: values.injury ?? '', movementsToAvoid: values.avoid ?? '' },
    trainingPreferences: values.style === undefined ? {} : { trainingStyle: values.style },
  });

const random = seededRandom(Number(values.seed));
const grid = coachAnswerGrid(2);
const kits =
  values.kit === undefined
    ? COACH_KITS.slice(0, Number(values.count))
    : values.kit.map((name) => {
        const kit = COACH_KITS.find((candidate) => candidate.name === name);
        if (!kit) throw new Error(`No kit named '${name}': ${COACH_KITS.map((k) => k.name).join(', ')}`);
        return kit;
      });
const coach = createBuiltInCoach();

function answersLine(data: ProgramData): string {
  const considerations = Object.entries(data.physicalConsiderations)
    .filter(([, text]) => typeof text === 'string' && text !== '')
    .map(([key, text]) => `${key}: '${text}'`);
  return [
    data.experienceLevel ?? 'level not said',
    `${data.trainingDays} days × ${data.sessionDuration} min`,
    data.primaryGoals.join(' + ') || 'no goal',
    data.trainingPreferences.trainingStyle ?? 'any style',
    data.trainingPreferences.compoundVsIsolation ?? '',
    data.progression.progressionStyle ?? '',
    ...considerations,
  ]
    .filter((part) => part !== '')
    .join(' · ');
}

for (const kit of kits) {
  const programData = named ? namedAnswers() : (grid[Math.floor(random() * grid.length)] as ProgramData);
  const request = { programData, equipment: kit.equipment };
  const { value: plan } = await coach.generatePlan(request);
  console.log(`${'='.repeat(100)}\nKit: ${kit.name}\nAnswers: ${answersLine(programData)}`);
  console.log(
    `${plan.programName} — ${plan.duration} weeks, ${plan.totalWorkouts} workouts\n${plan.description}`,
  );
  console.log(`Progression: ${plan.progressionGuidelines}`);
  for (const note of plan.notes) console.log(`Note: ${note}`);
  let week = 0;
  for (const entry of plan.workoutSchedule) {
    if (entry.weekNumber !== week) {
      week = entry.weekNumber;
      console.log(`\n  Week ${week}`);
    }
    const { workout } = entry;
    console.log(`  ${entry.dayName}: ${workout.name}, ${workout.duration} min — ${workout.notes}`);
    for (const exercise of workout.exercises) {
      const dose = [
        `${exercise.sets} × ${exercise.reps}`,
        exercise.weight,
        exercise.rest && `rest ${exercise.rest}`,
      ]
        .filter(Boolean)
        .join(', ');
      console.log(
        `      ${exercise.name.padEnd(34)} ${dose}${exercise.notes ? `  (${exercise.notes})` : ''}`,
      );
    }
  }
  const problems = coachChecker.checkPlan(plan, request);
  console.log(
    problems.length === 0
      ? '\n  Checker: sound on every rule.'
      : `\n  Checker: ${problems.length} problems\n${problems.map((p) => `    [${p.rule}] ${p.message}`).join('\n')}`,
  );
}
