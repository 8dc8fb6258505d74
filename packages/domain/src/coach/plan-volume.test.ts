import { describe, expect, it } from 'vitest';
import { findExercise } from '../exercises/search.ts';
import { TRAINING_STYLES } from '../strength-plans/options.ts';
import type { GeneratedPlan, PlanExercise } from '../strength-plans/schema.ts';
import { programDataSchema } from '../strength-plans/schema.ts';
import { equipmentNamed } from '../test-support/coach-arbitraries.ts';
import { COACH_KITS } from '../test-support/coach-kits.ts';
import { createBuiltInCoach } from './built-in.ts';
import { coachChecker } from './checker.ts';
import { hypertrophyWeeklySets, MAJOR_MUSCLE_GROUPS, WEEKLY_GROUP_SETS_CEILING } from './guidance.ts';
import { isLightWeek } from './plan-check.ts';
import { planShape } from './plan-model.ts';

/**
 * Weekly hard sets per major group in a hypertrophy plan: 10–20, at least 6 from 90 minutes a week, never more than
 * 25 direct sets, in every normal week (not the first alone).
 */
describe('hypertrophyWeeklySets', () => {
  it('owes 10 from three hours a week, 6 or a set per 18 minutes from 90 minutes, a set per 18 minutes below', () => {
    expect(hypertrophyWeeklySets(4 * 60)).toBe(10);
    expect(hypertrophyWeeklySets(3 * 60)).toBe(10);
    expect(hypertrophyWeeklySets(3 * 50)).toBe(8);
    expect(hypertrophyWeeklySets(4 * 30)).toBe(6);
    expect(hypertrophyWeeklySets(3 * 30)).toBe(6);
    expect(hypertrophyWeeklySets(2 * 45)).toBe(6);
    expect(hypertrophyWeeklySets(75)).toBe(4);
    expect(hypertrophyWeeklySets(2 * 30)).toBe(3);
    expect(hypertrophyWeeklySets(30)).toBe(2);
  });
});

const dumbbells = equipmentNamed('Hex Dumbbell Set', 'Adjustable Bench');
const requestFor = (answers: object) => ({
  programData: programDataSchema.parse({
    primaryGoals: ['hypertrophy'],
    experienceLevel: 'intermediate',
    trainingDays: 4,
    sessionDuration: 30,
    trainingPreferences: { trainingStyle: 'body-part' },
    ...answers,
  }),
  equipment: dumbbells,
});
const bodyPart = requestFor({});
const { value: bodyPartPlan } = await createBuiltInCoach().generatePlan(bodyPart);
const volumeMessages = (plan: GeneratedPlan, request = bodyPart) =>
  coachChecker
    .checkPlan(plan, request)
    .filter((problem) => problem.rule === 'balance')
    .map((problem) => problem.message);
const trains = (exercise: PlanExercise, muscles: readonly string[]) =>
  findExercise(exercise.name)?.primaryMuscles.some((m) => muscles.includes(m)) ?? false;

describe('checkPlan: weekly volume per major group', () => {
  it('passes the coach’s 4 × 30-minute body-part plan', () => {
    expect(volumeMessages(bodyPartPlan)).toEqual([]);
  });

  it('finds chest under 6 in a later normal week of a 4 × 30-minute plan', () => {
    const plan = structuredClone(bodyPartPlan);
    const shape = planShape(bodyPart.programData);
    const later = [...new Set(plan.workoutSchedule.map((entry) => entry.weekNumber))].filter(
      (week) => !isLightWeek(shape, week),
    )[1];
    if (later === undefined) throw new Error('no second normal week');
    for (const entry of plan.workoutSchedule.filter((e) => e.weekNumber === later))
      entry.workout.exercises = entry.workout.exercises.filter(
        (exercise) => !trains(exercise, MAJOR_MUSCLE_GROUPS.chest),
      );
    expect(volumeMessages(plan)).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^Week ${later} gives the chest \\d+ direct hard sets; .* 120 minutes a week gives at least 6\\.`,
        ),
      ),
    );
  });

  it('counts direct sets toward the floor: a week of presses and rows with no shoulder work is short', () => {
    const plan = structuredClone(bodyPartPlan);
    const shape = planShape(bodyPart.programData);
    const later = [...new Set(plan.workoutSchedule.map((entry) => entry.weekNumber))].filter(
      (week) => !isLightWeek(shape, week),
    )[1];
    if (later === undefined) throw new Error('no second normal week');
    const week = plan.workoutSchedule.filter((entry) => entry.weekNumber === later);
    for (const entry of week)
      entry.workout.exercises = entry.workout.exercises.filter(
        (exercise) => !trains(exercise, MAJOR_MUSCLE_GROUPS.shoulders),
      );
    // Presses and rows whose delts are secondary movers: 12 sets of them, 6 shoulder sets counted at half.
    const secondary = (exercise: PlanExercise) =>
      findExercise(exercise.name)?.secondaryMuscles.some((m) =>
        (MAJOR_MUSCLE_GROUPS.shoulders as readonly string[]).includes(m),
      ) ?? false;
    const indirect = week.flatMap((entry) => entry.workout.exercises).filter(secondary);
    const [press] = indirect;
    if (!press) throw new Error('no press or row with the delts as secondary movers');
    press.sets += Math.max(0, 12 - indirect.reduce((sum, exercise) => sum + exercise.sets, 0));
    expect(volumeMessages(plan)).toContainEqual(
      `Week ${later} gives the shoulders 0 direct hard sets; a hypertrophy plan of 120 minutes a week gives at least 6.`,
    );
  });

  it('finds a group over 25 direct sets, and counts a press’s front delts as no shoulder set', () => {
    const plan = structuredClone(bodyPartPlan);
    const week = plan.workoutSchedule.filter((entry) => entry.weekNumber === 1);
    const shoulderWork = week
      .flatMap((entry) => entry.workout.exercises)
      .filter((exercise) => trains(exercise, MAJOR_MUSCLE_GROUPS.shoulders));
    const direct = shoulderWork.reduce((sum, exercise) => sum + exercise.sets, 0);
    const [first] = shoulderWork;
    if (!first) throw new Error('no shoulder work');
    first.sets += WEEKLY_GROUP_SETS_CEILING + 1 - direct;
    expect(volumeMessages(plan)).toContainEqual(
      `Week 1 gives the shoulders ${WEEKLY_GROUP_SETS_CEILING + 1} direct hard sets; a hypertrophy plan gives a group at most 25.`,
    );
    first.sets -= 1;
    expect(volumeMessages(plan).filter((message) => message.includes('direct'))).toEqual([]);
  });
});

describe('the built-in coach meets it on thin kits', () => {
  const coach = createBuiltInCoach();
  const kits = ['a kettlebell', 'bands only', 'pull-up bar only', 'suspension trainer', 'machines only'];
  const weeks = [
    ...TRAINING_STYLES.map((trainingStyle) => ({ trainingDays: 4, sessionDuration: 30, trainingStyle })),
    { trainingDays: 3, sessionDuration: 30, trainingStyle: 'full-body' as const },
    { trainingDays: 2, sessionDuration: 45, trainingStyle: 'upper-lower' as const },
    { trainingDays: 1, sessionDuration: 90, trainingStyle: 'no-preference' as const },
  ];
  it.each(kits)('%s: every group its sets in every normal week, none over 25', async (name) => {
    const equipment = COACH_KITS.find((kit) => kit.name === name)?.equipment;
    if (!equipment) throw new Error(`no kit ${name}`);
    for (const { trainingDays, sessionDuration, trainingStyle } of weeks) {
      const request = {
        ...requestFor({ trainingDays, sessionDuration, trainingPreferences: { trainingStyle } }),
        equipment,
      };
      const { value } = await coach.generatePlan(request);
      expect(volumeMessages(value, request), `${trainingDays} × ${sessionDuration} ${trainingStyle}`).toEqual(
        [],
      );
    }
  });
});
