import { seededRandom } from '../coach/prng.ts';
import {
  COMPLEXITY_COMFORT,
  EXERCISE_TYPES,
  PRIMARY_GOAL_VALUES,
  PROGRESSION_STYLES,
  type PrimaryGoal,
  SESSION_DURATION_VALUES,
  TESTING_FREQUENCIES,
  TIME_OFF_OPTIONS,
  TRAINING_STYLES,
  WEEKDAYS,
} from '../strength-plans/options.ts';
import { type ProgramData, type ProgramDataInput, programDataSchema } from '../strength-plans/schema.ts';

/**
 * The grid of wizard answer sets the coach standard is measured over: every experience level (returning
 * with each time off, and not said) × 1–7 days × every session length, each crossed `repeats` times with goals (one
 * or two), injuries and avoidance phrases, styles, preferences, progression, testing, recovery and strength levels
 * drawn by a seeded generator, so the grid is the same on every run.
 */
const EXPERIENCES: readonly Pick<ProgramDataInput, 'experienceLevel' | 'returnFromBreak'>[] = [
  { experienceLevel: 'beginner' },
  { experienceLevel: 'novice' },
  { experienceLevel: 'intermediate' },
  { experienceLevel: 'advanced' },
  ...TIME_OFF_OPTIONS.map((timeOff) => ({
    experienceLevel: 'returning' as const,
    returnFromBreak: { isReturning: true, timeOff },
  })),
  { experienceLevel: 'returning', returnFromBreak: { isReturning: true } },
  { experienceLevel: 'intermediate', returnFromBreak: { isReturning: true, timeOff: '3-6 months' } },
];

/** Injury and avoidance answers as athletes write them: [current injuries, movements to avoid, mobility]. */
export const AVOIDANCE_PHRASES: readonly (readonly [string, string, string])[] = [
  ['', '', ''],
  ['', 'no push-ups', ''],
  ['shoulder impingement', '', ''],
  ['', '', 'cannot get arms overhead'],
  ['knee pain - no lunges', '', ''],
  ['', 'avoid deadlifts', ''],
  ['low back pain', '', ''],
  ['', '', 'tight hips'],
  ['', 'no crunches or sit-ups', ''],
  ['no knee pain', '', ''],
  ['', 'no jumping', ''],
  ['bad shoulder', 'no overhead work', ''],
  ['herniated disc L5-S1', '', ''],
  ['', 'no olympic lifts', ''],
  ['', 'overhead work and deadlifts', ''],
];

const STRENGTH_LEVELS = [
  {},
  { squat: '225 x 5', benchPress: '185 x 5', deadlift: '275 x 3', overheadPress: '115 x 5' },
  { squat: '100kg x 3', benchPress: '70 kg x 5' },
];

function pick<T>(values: readonly T[], random: () => number): T {
  return values[Math.floor(random() * values.length)] as T;
}

export function coachAnswerGrid(repeats: number, seed = 16): ProgramData[] {
  const random = seededRandom(seed);
  const grid: ProgramData[] = [];
  for (let r = 0; r < repeats; r++) {
    for (const experience of EXPERIENCES) {
      for (let days = 1; days <= 7; days++) {
        for (const sessionDuration of SESSION_DURATION_VALUES) {
          const first = pick(PRIMARY_GOAL_VALUES, random);
          const second = pick(PRIMARY_GOAL_VALUES, random);
          const goals: PrimaryGoal[] = random() < 0.4 && second !== first ? [first, second] : [first];
          const [currentInjuries, movementsToAvoid, mobilityRestrictions] = pick(AVOIDANCE_PHRASES, random);
          const preferred = WEEKDAYS.filter(() => random() < 0.3);
          grid.push(
            programDataSchema.parse({
              ...experience,
              primaryGoals: goals,
              trainingDays: days,
              sessionDuration,
              preferredDays: preferred,
              strengthLevels: pick(STRENGTH_LEVELS, random),
              physicalConsiderations: {
                currentInjuries,
                movementsToAvoid,
                mobilityRestrictions,
                pastInjuries: random() < 0.2 ? 'old ankle sprain' : '',
              },
              trainingPreferences: {
                trainingStyle: pick([...TRAINING_STYLES, undefined], random),
                compoundVsIsolation: pick([...EXERCISE_TYPES, undefined], random),
              },
              recovery: { sleepQuality: pick([3, 7, 9], random), stressLevel: pick([2, 5, 9], random) },
              progression: {
                maxTestingFrequency: pick([...TESTING_FREQUENCIES, undefined], random),
                progressionStyle: pick([...PROGRESSION_STYLES, undefined], random),
                complexityComfort: pick([...COMPLEXITY_COMFORT, undefined], random),
              },
            }),
          );
        }
      }
    }
  }
  return [...grid, ...namedAnswerSets()];
}

/**
 * Answer sets a review found planned wrongly, always in the grid whatever the draw: a disc injury with a strength
 * goal, Olympic lifts refused by an athlete after power, strength asked of bodyweight, and 30-minute hypertrophy on
 * four days in every style.
 */
function namedAnswerSets(): ProgramData[] {
  const base = (answers: Partial<ProgramDataInput>): ProgramData =>
    programDataSchema.parse({
      experienceLevel: 'intermediate',
      primaryGoals: ['strength'],
      trainingDays: 4,
      sessionDuration: 45,
      ...answers,
    });
  const named: ProgramData[] = [];
  for (const currentInjuries of ['herniated disc L5-S1', 'lower back pain'])
    for (const goal of ['strength', 'athletic-performance', 'hypertrophy'] as const)
      for (const trainingDays of [3, 4])
        named.push(
          base({
            primaryGoals: [goal],
            trainingDays,
            physicalConsiderations: { currentInjuries },
          }),
        );
  for (const goal of ['athletic-performance', 'strength'] as const)
    named.push(
      base({ primaryGoals: [goal], physicalConsiderations: { movementsToAvoid: 'no olympic lifts' } }),
    );
  named.push(
    base({
      primaryGoals: ['strength'],
      physicalConsiderations: { movementsToAvoid: 'overhead work and deadlifts' },
    }),
  );
  for (const experienceLevel of ['beginner', 'intermediate', 'advanced'] as const)
    for (const sessionDuration of [30, 45, 60] as const)
      named.push(base({ experienceLevel, primaryGoals: ['strength'], sessionDuration }));
  for (const trainingStyle of TRAINING_STYLES)
    named.push(
      base({ primaryGoals: ['hypertrophy'], sessionDuration: 30, trainingPreferences: { trainingStyle } }),
    );
  return named;
}
