import { describe, expect, it } from 'vitest';
import { EXERCISE_CATALOGUE } from '../exercises/catalogue.ts';
import { findExercise } from '../exercises/search.ts';
import { programDataSchema } from '../strength-plans/schema.ts';
import { equipmentNamed } from '../test-support/coach-arbitraries.ts';
import { parseReps } from '../workouts/quantities.ts';
import { NO_AVOIDANCE } from './avoidance.ts';
import { canPerform, fulfilledNeeds, performableExercises } from './equipment-fit.ts';
import { percentForReps, trainingGoalsOf } from './guidance.ts';
import { planShape, sessionRepIndex, weekKind, weekPhase } from './plan-model.ts';
import { pickNear, seededRandom } from './prng.ts';
import { readWorkoutPrompt } from './prompt-reading.ts';
import { workSeconds } from './quantities.ts';
import { dayNumberOf, trainingWeekdays } from './schedule-days.ts';
import { orderSlots } from './selection.ts';
import { TRAINING_DAY_TEMPLATES, weeklySplit } from './training-days.ts';

describe('readWorkoutPrompt', () => {
  it('reads "45 min upper body strength with dumbbells"', () => {
    expect(readWorkoutPrompt('45 min upper body strength with dumbbells')).toEqual({
      statedMinutes: 45,
      minutes: 45,
      session: 'upper',
      muscles: [],
      goal: 'strength',
      difficulty: 'Intermediate',
      gear: ['hex dumbbell set'],
      bodyweightOnly: false,
      avoidance: NO_AVOIDANCE,
    });
  });

  it('reads hours, muscles, difficulty, bodyweight and what to avoid', () => {
    const reading = readWorkoutPrompt(
      '1 hour 15 min easy chest and biceps hypertrophy, bodyweight, no overhead work',
    );
    expect(reading).toMatchObject({
      minutes: 75,
      muscles: ['chest', 'biceps'],
      goal: 'hypertrophy',
      difficulty: 'Beginner',
      gear: [],
      bodyweightOnly: true,
    });
    expect([...reading.avoidance.families]).toEqual(['overhead']);
  });

  it('defaults and clamps the duration', () => {
    expect(readWorkoutPrompt('a workout')).toMatchObject({ minutes: 45, goal: 'general-fitness' });
    expect(readWorkoutPrompt('half an hour')).toMatchObject({ minutes: 30, statedMinutes: 30 });
    expect(readWorkoutPrompt('an hour of advanced power')).toMatchObject({
      minutes: 60,
      goal: 'power',
      difficulty: 'Advanced',
    });
    expect(readWorkoutPrompt('5 min')).toMatchObject({ minutes: 10 });
    expect(readWorkoutPrompt('3 hours')).toMatchObject({ minutes: 120 });
  });
});

describe('quantities', () => {
  it('estimates a set as 3 s a rep, at least 15 s', () => {
    expect(workSeconds(parseReps('3'))).toBe(15);
    expect(workSeconds(parseReps('10'))).toBe(30);
    expect(workSeconds(parseReps('40 m'))).toBe(40);
    expect(workSeconds(undefined)).toBe(45);
  });
});

describe('guidance', () => {
  it('follows the NSCA load–repetition table', () => {
    expect([1, 3, 5, 6, 8, 10, 12, 13, 15, 20].map(percentForReps)).toEqual([
      100, 93, 87, 85, 80, 75, 67, 67, 65, 60,
    ]);
  });

  it('reads wizard goals as goal-table goals', () => {
    expect(trainingGoalsOf([])).toEqual(['general-fitness']);
    expect(trainingGoalsOf(['fat-loss', 'hypertrophy'])).toEqual(['hypertrophy']);
    expect(trainingGoalsOf(['athletic-performance', 'endurance-strength'])).toEqual(['power', 'endurance']);
  });
});

describe('equipment fit', () => {
  it('lets items do the job of the representative item', () => {
    const needs = fulfilledNeeds(equipmentNamed('Adjustable Dumbbells', 'Flat/Incline/Decline Bench'));
    expect(canPerform(findExercise('Incline Dumbbell Press') ?? { equipment: ['x'] }, needs)).toBe(true);
    expect(canPerform(findExercise('Bench Press') ?? { equipment: [] }, needs)).toBe(false);
  });

  it('counts a custom item by its subcategory', () => {
    const mine = { name: 'My old dumbbells', category: 'Free Weights', subcategory: 'Dumbbells' };
    expect(performableExercises([mine]).some((entry) => entry.name === 'Dumbbell Curl')).toBe(true);
    expect(performableExercises([]).every((entry) => entry.equipment.length === 0)).toBe(true);
  });
});

describe('plan structure', () => {
  it('splits the week by days and style', () => {
    expect(weeklySplit(3, undefined)).toEqual(['full', 'full', 'full']);
    expect(weeklySplit(4, 'no-preference')).toEqual(['upper', 'lower', 'upper', 'lower']);
    expect(weeklySplit(6, undefined)).toEqual(['push', 'pull', 'legs', 'push', 'pull', 'legs']);
    expect(weeklySplit(5, 'body-part')).toEqual(['chest', 'back', 'legs', 'shoulders', 'arms']);
    expect(weeklySplit(2, 'upper-lower')).toEqual(['upper', 'lower']);
  });

  it('puts sessions on the preferred days, topped up from a spread', () => {
    expect(trainingWeekdays(3, [])).toEqual(['Monday', 'Wednesday', 'Friday']);
    expect(trainingWeekdays(2, ['Sunday', 'Saturday', 'Tuesday'])).toEqual(['Tuesday', 'Saturday']);
    expect(trainingWeekdays(3, ['Sunday'])).toEqual(['Monday', 'Wednesday', 'Sunday']);
    expect(trainingWeekdays(7, [])).toHaveLength(7);
    expect(dayNumberOf('Sunday')).toBe(7);
  });

  it('orders slots by compound or isolation preference', () => {
    const slots = TRAINING_DAY_TEMPLATES.upper.slots;
    expect(orderSlots(slots, 'compound-focus')).toHaveLength(5);
    // Isolation first after the day's first three lifts (push and both pulls on an upper day), never before its pull.
    const isolationFirst = orderSlots(slots, 'isolation-focus');
    expect(isolationFirst.slice(0, 3)).toEqual(slots.slice(0, 3));
    expect(isolationFirst[3]?.patterns).toEqual(['isolation']);
    const fullBody = orderSlots(TRAINING_DAY_TEMPLATES.full.slots, 'isolation-focus').slice(0, 3);
    expect(fullBody.map((slot) => slot.patterns[0])).toEqual(['squat', 'horizontal-push', 'horizontal-pull']);
    expect(orderSlots(slots, 'balanced')).toEqual(slots);
  });

  it('keeps, with a compound focus, the first assistance slot the kit can fill', () => {
    const shoulders = TRAINING_DAY_TEMPLATES.shoulders.slots;
    const reverseSnowAngel = EXERCISE_CATALOGUE.find((entry) => entry.id === 'reverse-snow-angel');
    if (!reverseSnowAngel) throw new Error('no reverse snow angel');
    // A shoulder day's first assistance slot is a lateral raise; bodyweight alone has none, but a rear-delt raise.
    const kept = orderSlots(shoulders, 'compound-focus', [reverseSnowAngel]).filter(
      (slot) => slot.patterns[0] === 'isolation',
    );
    expect(kept).toHaveLength(1);
    expect(kept[0]?.muscles).toEqual(['rear-delts']);
  });

  it('chooses the progression model, deloads and tests from the answers', () => {
    const advanced = planShape(
      programDataSchema.parse({
        experienceLevel: 'advanced',
        progression: { maxTestingFrequency: 'bi-weekly', progressionStyle: 'gradual' },
        recovery: { sleepQuality: 3 },
      }),
    );
    expect(advanced).toMatchObject({ weeks: 16, model: 'block', deloadEvery: 6, testEvery: 2, extraSets: 1 });
    expect([1, 2, 6, 16].map((week) => weekKind(advanced, week))).toEqual([
      'normal',
      'test',
      'deload',
      'test',
    ]);
    expect([1, 7, 15].map((week) => weekPhase(advanced, week).repIndex)).toEqual([2, 1, 0]);
    const intermediate = planShape(programDataSchema.parse({ experienceLevel: 'intermediate' }));
    // Daily undulation: the week's sessions rotate light, medium, heavy; each adds load every week.
    const phase = weekPhase(intermediate, 1);
    expect([0, 1, 2, 3].map((session) => sessionRepIndex(intermediate, phase, session))).toEqual([
      2, 1, 0, 2,
    ]);
    expect(weekPhase(intermediate, 4).loadSteps).toBe(3);
  });
});

describe('seeded generator', () => {
  it('repeats for a seed and picks near the top', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
    expect(pickNear([], a)).toBeUndefined();
    expect(['x', 'y', 'z', 'w']).toContain(pickNear(['x', 'y', 'z', 'w'], a));
  });
});
