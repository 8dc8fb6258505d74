import { describe, expect, it } from 'vitest';
import { findExercise } from '../exercises/search.ts';
import type { GeneratedPlan } from '../strength-plans/schema.ts';
import { programDataSchema } from '../strength-plans/schema.ts';
import { equipmentNamed } from '../test-support/coach-arbitraries.ts';
import { createBuiltInCoach } from './built-in.ts';
import { coachChecker } from './checker.ts';
import type { CoachProblem, CoachRule } from './port.ts';

/**
 * The checker holds every answer to the ten points of the coach standard. Each test starts from an
 * answer the built-in coach makes and that passes, breaks it in one way, and expects that one rule to catch it.
 */
const rules = (problems: readonly CoachProblem[]) => [...new Set(problems.map((problem) => problem.rule))];
const ofRule = (problems: readonly CoachProblem[], rule: CoachRule) =>
  problems.filter((problem) => problem.rule === rule);
const clone = <T>(value: T): T => structuredClone(value);

// The example athlete: dumbbells only, 90 minutes four days a week, a bad shoulder.
const dumbbells = equipmentNamed('Hex Dumbbell Set');
const planRequest = {
  programData: programDataSchema.parse({
    primaryGoals: ['hypertrophy'],
    experienceLevel: 'novice',
    trainingDays: 4,
    sessionDuration: 90,
    physicalConsiderations: { currentInjuries: 'bad shoulder' },
  }),
  equipment: dumbbells,
};
const { value: soundPlan } = await createBuiltInCoach().generatePlan(planRequest);
const check = (plan: GeneratedPlan) => coachChecker.checkPlan(plan, planRequest);
const weekOf = (plan: GeneratedPlan, week: number) =>
  plan.workoutSchedule.filter((e) => e.weekNumber === week);

describe('checkPlan: the ten points', () => {
  it('finds nothing in a sound plan', () => {
    expect(check(soundPlan)).toEqual([]);
  });

  it('1 equipment and 2 avoidance: a barbell lift, an overhead press for a bad shoulder', () => {
    const plan = clone(soundPlan);
    const [first] = weekOf(plan, 1);
    if (!first) throw new Error('no workout');
    const [a, b] = first.workout.exercises;
    if (!a || !b) throw new Error('no exercises');
    Object.assign(a, { name: 'Bench Press' });
    Object.assign(b, { name: 'Standing Dumbbell Shoulder Press' });
    const problems = check(plan);
    expect(ofRule(problems, 'equipment')[0]).toMatchObject({ week: 1, exercise: 'Bench Press' });
    expect(ofRule(problems, 'avoidance')[0]).toMatchObject({
      week: 1,
      exercise: 'Standing Dumbbell Shoulder Press',
    });
  });

  it('3 prescription: a hold written as reps, sets beyond the guidance', () => {
    const plan = clone(soundPlan);
    const [first] = weekOf(plan, 1);
    if (!first) throw new Error('no workout');
    const [a, b] = first.workout.exercises;
    if (!a || !b) throw new Error('no exercises');
    Object.assign(a, { name: 'Wall Sit', reps: '8' });
    Object.assign(b, { sets: 12 });
    const messages = ofRule(check(plan), 'prescription').map((problem) => problem.message);
    expect(messages[0]).toBe('Wall Sit is a hold: prescribe it in seconds, not reps.');
    expect(messages[1]).toMatch(/is outside the guidance/);
  });

  it('4 schedule: a total that is not the schedule', () => {
    expect(rules(check({ ...soundPlan, totalWorkouts: soundPlan.totalWorkouts + 1 }))).toEqual(['schedule']);
  });

  it('5 session length: a stated duration that is not the estimate, or an estimate off the length asked', () => {
    const plan = clone(soundPlan);
    const [first, second] = weekOf(plan, 1);
    if (!first || !second) throw new Error('no workouts');
    first.workout.duration += 10;
    second.workout.exercises = second.workout.exercises.slice(0, 2);
    second.workout.duration = 20;
    const problems = ofRule(check(plan), 'session-length');
    // Two exercises of a 90-minute session: far below 81 minutes, whatever their sets.
    const minutes = Number(problems[1]?.message.match(/take about (\d+)\./)?.[1]);
    expect(minutes).toBeLessThan(81);
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(
        /^The workout says \d+ minutes but its warm-up, sets and rests take about \d+\.$/,
      ),
      `The workout says 20 minutes but its warm-up, sets and rests take about ${minutes}.`,
      `The session takes about ${minutes} minutes; 90 were asked for (±10%).`,
    ]);
    expect(problems.every((problem) => problem.week === 1)).toBe(true);
  });

  it('6 progression: an exercise no harder in the last normal week, a deload that does not deload, a test week without a test', () => {
    const plan = clone(soundPlan);
    const lastNormal = 12;
    // Week 12 repeats week 1 exactly (same sets, reps, load, variation): nothing progressed.
    const first = weekOf(plan, 1);
    weekOf(plan, lastNormal).forEach((entry, day) => {
      entry.workout.exercises = clone(first[day]?.workout.exercises ?? []);
      for (const exercise of entry.workout.exercises)
        exercise.notes = exercise.notes.replace(/^Test: [^.]*\./, '');
    });
    // The deload week (5) keeps week 4's sets.
    const four = weekOf(plan, 4);
    weekOf(plan, 5).forEach((entry, day) => {
      entry.workout.exercises.forEach((exercise, i) => {
        exercise.sets = four[day]?.workout.exercises[i]?.sets ?? exercise.sets;
      });
    });
    const problems = ofRule(check(plan), 'progression').map((problem) => problem.message);
    expect(problems).toContain(
      `${first[0]?.workout.exercises[0]?.name} on ${first[0]?.workout.name} is no harder in week 12 than in week 1.`,
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^Week 5 should be light \(about 40% fewer sets\)/),
    );
    expect(problems).toContain('Week 12 is a test week but no exercise carries a test set.');
  });

  it('6 progression: a load step that the plates round away still counts when the % of max rose', () => {
    const plan = clone(soundPlan);
    const lift = (week: number) => weekOf(plan, week)[0]?.workout.exercises[0];
    const first = lift(1);
    const last = lift(12);
    if (!first || !last) throw new Error('no lift');
    // A 60 kg max: 86 % and 88 % both round to 52.5 kg on 2.5 kg plates.
    Object.assign(first, { weight: '52.5 kg', notes: 'About 86% of your estimated max.' });
    Object.assign(last, {
      weight: '52.5 kg',
      reps: first.reps,
      sets: first.sets,
      notes: 'About 88% of your estimated max.',
    });
    expect(ofRule(check(plan), 'progression').filter((problem) => problem.exercise === first.name)).toEqual(
      [],
    );
    Object.assign(last, { notes: 'About 86% of your estimated max.' });
    expect(ofRule(check(plan), 'progression').map((problem) => problem.exercise)).toContain(first.name);
  });

  it('7 balance: a day that does not do what it is named, a week that only pushes', () => {
    const plan = clone(soundPlan);
    const [upper, lower] = weekOf(plan, 1);
    if (!upper || !lower) throw new Error('no workouts');
    lower.workout.exercises = clone(upper.workout.exercises);
    for (const entry of weekOf(plan, 1)) {
      entry.workout.exercises = entry.workout.exercises.filter(
        (exercise) => !/row|pull/i.test(exercise.name),
      );
    }
    const messages = ofRule(check(plan), 'balance').map((problem) => problem.message);
    expect(messages).toContain(`${lower.workout.name} does not start with lower body work.`);
    expect(messages).toContainEqual(expect.stringMatching(/^Week 1 has \d+ pushing and 0 pulling sets/));
  });

  it('7 balance: intervals are not hard sets for a muscle (burpees do not give the chest its volume)', () => {
    const plan = clone(soundPlan);
    for (const entry of weekOf(plan, 1)) {
      for (const exercise of entry.workout.exercises) {
        if (!findExercise(exercise.name)?.primaryMuscles.includes('chest')) continue;
        Object.assign(exercise, { name: 'Burpee', sets: 10, reps: '30 s', weight: 'Bodyweight', notes: '' });
      }
    }
    const messages = ofRule(check(plan), 'balance').map((problem) => problem.message);
    expect(messages).toContainEqual(expect.stringMatching(/^Week 1 gives the chest \d+ direct hard sets;/));
  });

  it('7 balance: the same lift twice in one session (a goblet squat and a dumbbell squat)', () => {
    const plan = clone(soundPlan);
    const [first] = weekOf(plan, 1);
    const [a, b] = first?.workout.exercises ?? [];
    if (!a || !b) throw new Error('no exercises');
    Object.assign(a, { name: 'Dumbbell Goblet Squat' });
    Object.assign(b, { name: 'Dumbbell Squat' });
    expect(ofRule(check(plan), 'balance')).toContainEqual(
      expect.objectContaining({
        week: 1,
        message: expect.stringMatching(
          /^Dumbbell Squat is the same lift as Dumbbell Goblet Squat in one session/,
        ),
      }),
    );
  });

  it('7 balance: a plan for size pads a session its lifts fill with a second interval exercise', () => {
    const burpees = { name: 'Burpee', sets: 3, reps: '30 s', weight: 'Bodyweight', rest: '60 s', notes: '' };
    const padded = clone(soundPlan);
    const [first] = weekOf(padded, 1);
    first?.workout.exercises.push(
      { ...burpees, id: 'x1' },
      { ...burpees, id: 'x2', name: 'Mountain Climber' },
    );
    const interval = (plan: GeneratedPlan) =>
      ofRule(check(plan), 'balance').filter((problem) => problem.message.includes('interval exercises'));
    expect(interval(padded)).toEqual([
      expect.objectContaining({
        week: 1,
        message: expect.stringMatching(
          /^The session holds 2 interval exercises where its goals take 1; its lifts already fill about \d+ of the 90 minutes\.$/,
        ),
      }),
    ]);
    // The same two intervals in a session its lifts leave short are padding it needs.
    const short = clone(soundPlan);
    const [day] = weekOf(short, 1);
    if (day) {
      day.workout.exercises = [
        ...day.workout.exercises.slice(0, 2),
        { ...burpees, id: 'x1' },
        { ...burpees, id: 'x2', name: 'Mountain Climber' },
      ];
    }
    expect(interval(short)).toEqual([]);
  });

  it('7 balance: more than two loaded carries in one session', () => {
    const plan = clone(soundPlan);
    const [first] = weekOf(plan, 1);
    const carries = ["Farmer's Walk", 'Dumbbell Suitcase Carry', 'Front-Rack Carry'];
    first?.workout.exercises.slice(-3).forEach((exercise, i) => {
      Object.assign(exercise, { name: carries[i], reps: '20 m', weight: '20 kg', notes: '' });
    });
    expect(ofRule(check(plan), 'balance')).toContainEqual(
      expect.objectContaining({
        week: 1,
        message: 'The session holds 3 loaded carries; one takes at most 2.',
      }),
    );
  });

  it('10 words: an 8-week plan is "an 8-week plan", days are counted in words, percent has no space', () => {
    const problems = check({
      ...soundPlan,
      description: soundPlan.description.replace(/^An? \d+-week/, 'A 8-week').replace('4 days', '4 day(s)'),
      progressionGuidelines: `${soundPlan.progressionGuidelines} Re-test every 20 weeks. Add 1 % a week.`,
    });
    expect(ofRule(problems, 'words').map((problem) => problem.message)).toEqual([
      "'A 8' should read 'an 8'.",
      "'(s)' is left in the text: write the number's own plural.",
      "'1 %' has a space before the percent sign.",
      "'every 20 weeks' promises more than the plan's 12 weeks.",
    ]);
  });
});

const workoutRequest = {
  prompt: 'an hour legs endurance with bands, no push-ups',
  equipment: equipmentNamed('Resistance Bands', 'Mini Bands'),
};
const { value: soundWorkout } = await createBuiltInCoach().generateWorkout(workoutRequest);

describe('checkWorkout: the same points for a workout from a prompt', () => {
  const request = workoutRequest;

  it('finds nothing in the coach’s own answer: a legs workout of about an hour, no push-ups', () => {
    expect(soundWorkout.name).toMatch(/Legs/);
    expect(Math.abs(soundWorkout.duration - 60)).toBeLessThanOrEqual(6);
    expect(coachChecker.checkWorkout(soundWorkout, request)).toEqual([]);
  });

  it('8 prompt: a push workout for a legs prompt, with a push-up the prompt ruled out', () => {
    const problems = coachChecker.checkWorkout(
      {
        ...soundWorkout,
        exercises: [
          { name: 'Push-Up', sets: 3, reps: '15', notes: 'Rest 30 s between sets.' },
          { name: 'Band Chest Press', sets: 3, reps: '15', notes: 'Rest 30 s between sets.' },
        ],
      },
      request,
    );
    expect(rules(problems)).toEqual(expect.arrayContaining(['avoidance', 'session-length', 'prompt']));
    expect(ofRule(problems, 'prompt')[0]?.message).toBe(
      'The prompt asks for a Legs workout; most of this one is not.',
    );
  });

  it('7 balance: the same lift twice in one workout (a squat and its harder rung)', () => {
    const problems = coachChecker.checkWorkout(
      {
        ...soundWorkout,
        exercises: [
          { name: 'Bodyweight Squat', sets: 3, reps: '15', notes: 'Rest 60 s between sets.' },
          { name: 'Shrimp Squat', sets: 3, reps: '6', notes: 'Rest 60 s between sets.' },
        ],
      },
      request,
    );
    expect(ofRule(problems, 'balance').map((problem) => problem.message)).toContainEqual(
      expect.stringMatching(/^Shrimp Squat is the same lift as Bodyweight Squat in one session/),
    );
  });

  it('names an unknown exercise and unreadable reps under form', () => {
    const problems = coachChecker.checkWorkout(
      { ...soundWorkout, exercises: [{ name: 'Zorbing', sets: 3, reps: '5' }, ...soundWorkout.exercises] },
      request,
    );
    expect(ofRule(problems, 'form')[0]?.message).toBe("'Zorbing' is not an exercise of the catalogue.");
  });
});

describe('checkWorkout: supersets', () => {
  // An arms workout of no stated length: only its stated duration must be its estimate.
  const request = {
    prompt: 'arms workout',
    equipment: equipmentNamed('Olympic Barbell', 'Flat Bench', 'Hex Dumbbell Set', 'Cable Machine'),
  };
  const curl = {
    name: 'Dumbbell Curl',
    sets: 3,
    reps: '10',
    notes: 'Superset: then rest 60 s.',
    superset: 'A',
  };
  const pushdown = {
    name: 'Triceps Pushdown',
    sets: 3,
    reps: '10',
    notes: 'Rest 60 s after each round.',
    superset: 'A',
  };
  const paired = {
    name: 'Arms',
    duration: 13,
    difficulty: 'Intermediate' as const,
    notes: 'Warm up for 5 minutes first with lighter sets.',
    exercises: [curl, pushdown],
  };

  it('times a superset with one rest a round, so its stated length is what the pair takes', () => {
    // 5 min warm-up + 3 rounds of (30 s + 15 s change-over + 30 s + 60 s rest) = 11¾ min; done apart, 14 min.
    const durations = (workout: typeof paired) =>
      ofRule(coachChecker.checkWorkout(workout, request), 'session-length');
    expect(durations({ ...paired, duration: 12 })).toEqual([]);
    expect(durations({ ...paired, duration: 14 })[0]?.message).toBe(
      'The workout says 14 minutes but its warm-up, sets and rests take about 12.',
    );
  });

  it('names a main lift in a superset, two members for one muscle, and a lone member', () => {
    const problems = coachChecker.checkWorkout(
      {
        ...paired,
        exercises: [
          { name: 'Bench Press', sets: 3, reps: '8', notes: 'Rest 90 s.', superset: 'A' },
          { name: 'Dumbbell Curl', sets: 3, reps: '10', notes: 'Rest 60 s.', superset: 'A' },
          { name: 'Hammer Curl', sets: 3, reps: '10', notes: 'Rest 60 s.', superset: 'A' },
        ],
      },
      request,
    );
    expect(ofRule(problems, 'prescription')).toContainEqual(
      expect.objectContaining({
        exercise: 'Bench Press',
        message: 'Bench Press is a main lift: its sets rest fully rather than share a superset.',
      }),
    );
    expect(ofRule(problems, 'balance')).toContainEqual(
      expect.objectContaining({
        exercise: 'Hammer Curl',
        message:
          'Dumbbell Curl and Hammer Curl share a superset but both train the biceps: a superset rests one muscle while the other works.',
      }),
    );
    const lone = coachChecker.checkWorkout(
      { ...paired, exercises: [curl, { ...pushdown, superset: 'B' }] },
      request,
    );
    expect(ofRule(lone, 'form')[0]?.message).toBe(
      'A superset or circuit is 2 to 8 adjacent exercises sharing one label.',
    );
  });
});

describe('checkAlternatives: 9', () => {
  const gym = equipmentNamed('Olympic Barbell', 'Power Rack', 'Flat Bench', 'Adjustable Dumbbells');

  it('accepts the coach’s alternatives for a bench press', async () => {
    const request = { exercise: { name: 'Bench Press', sets: 3, reps: '5' }, equipment: gym };
    const { value } = await createBuiltInCoach().suggestAlternatives(request);
    expect(value.length).toBeGreaterThanOrEqual(3);
    expect(coachChecker.checkAlternatives(value, request)).toEqual([]);
  });

  it('refuses another movement: dips for an overhead press', () => {
    const problems = coachChecker.checkAlternatives(
      [{ name: 'Dip', sets: 3, reps: '5', weight: '', notes: '', reason: 'Triceps too.' }],
      {
        exercise: { name: 'Overhead Press', sets: 3, reps: '5' },
        equipment: equipmentNamed('Dip Station', 'Olympic Barbell', 'Power Rack'),
      },
    );
    expect(rules(problems)).toEqual(['alternatives']);
  });
});
