import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXERCISE_CATALOGUE } from '../exercises/catalogue.ts';
import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import { findExercise } from '../exercises/search.ts';
import { WEEKDAYS } from '../strength-plans/options.ts';
import { generatedPlanSchema, type ProgramData, programDataSchema } from '../strength-plans/schema.ts';
import {
  equipmentArbitrary,
  equipmentNamed,
  programDataArbitrary,
  promptArbitrary,
} from '../test-support/coach-arbitraries.ts';
import { coachAnswerGrid } from '../test-support/coach-grid.ts';
import { COACH_KITS } from '../test-support/coach-kits.ts';
import { alternativeExerciseSchema, generatedWorkoutSchema } from '../workouts/ai-schema.ts';
import { supersetBlocks } from '../workouts/supersets.ts';
import { alternativeRepsMismatch, isAlternativeOf } from './alternatives.ts';
import { avoidanceOf, avoidanceReason } from './avoidance.ts';
import { createBuiltInCoach } from './built-in.ts';
import { coachChecker } from './checker.ts';
import { canPerform, fulfilledNeeds } from './equipment-fit.ts';
import type { CoachRule } from './port.ts';
import { readWorkoutPrompt } from './prompt-reading.ts';
import { dosingClassOf, isLightWork } from './rep-bounds.ts';

const seed = fc.integer({ min: 0, max: 2 ** 31 });
/** The rules the built-in coach does not yet meet for every answer set and kit (a few plans of `pnpm coach:report`). */
const NOT_YET_FULL: readonly CoachRule[] = ['session-length', 'balance'];

/** The first answer set of the report's grid that matches: plans the report found wrong, kept as regressions. */
function answerSet(matches: (data: ProgramData) => boolean): ProgramData {
  const found = coachAnswerGrid(2).find(matches);
  if (!found) throw new Error('No answer set of the grid matches');
  return found;
}

describe('the built-in plan, over random answers and equipment', () => {
  it('uses only exercises the equipment allows and no avoided movement', async () => {
    await fc.assert(
      fc.asyncProperty(programDataArbitrary, equipmentArbitrary, seed, async (programData, equipment, s) => {
        const { value: plan, source } = await createBuiltInCoach({ seed: s }).generatePlan({
          programData,
          equipment,
        });
        expect(source).toBe('built-in');
        const needs = fulfilledNeeds(equipment);
        const avoidance = avoidanceOf(programData);
        for (const { workout } of plan.workoutSchedule) {
          for (const exercise of workout.exercises) {
            const entry = findExercise(exercise.name);
            expect(entry).toBeDefined();
            if (!entry) continue;
            expect(canPerform(entry, needs)).toBe(true);
            expect(avoidanceReason(entry, avoidance)).toBeUndefined();
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('trains the chosen days every week, with length and total workouts consistent', async () => {
    await fc.assert(
      fc.asyncProperty(programDataArbitrary, equipmentArbitrary, seed, async (programData, equipment, s) => {
        const { value: plan } = await createBuiltInCoach({ seed: s }).generatePlan({
          programData,
          equipment,
        });
        expect(generatedPlanSchema.safeParse(plan).success).toBe(true);
        expect(plan.duration).toBeGreaterThanOrEqual(8);
        expect(plan.duration).toBeLessThanOrEqual(16);
        expect(plan.totalWorkouts).toBe(plan.workoutSchedule.length);
        expect(plan.totalWorkouts).toBe(plan.duration * programData.trainingDays);
        for (let week = 1; week <= plan.duration; week++) {
          const days = plan.workoutSchedule
            .filter((entry) => entry.weekNumber === week)
            .map((e) => e.dayName);
          expect(new Set(days).size).toBe(programData.trainingDays);
        }
        // The preferred days are used first, the earliest of them when there are more than training days.
        const preferred = WEEKDAYS.filter((day) => programData.preferredDays.includes(day));
        const weekOne = plan.workoutSchedule.filter((entry) => entry.weekNumber === 1).map((e) => e.dayName);
        for (const day of preferred.slice(0, programData.trainingDays)) expect(weekOne).toContain(day);
      }),
      { numRuns: 150 },
    );
  });

  it('passes the checker on every rule the built-in coach meets in full (session length and balance: standard.test.ts)', async () => {
    await fc.assert(
      fc.asyncProperty(programDataArbitrary, equipmentArbitrary, seed, async (programData, equipment, s) => {
        const request = { programData, equipment };
        const { value: plan } = await createBuiltInCoach({ seed: s }).generatePlan(request);
        const problems = coachChecker
          .checkPlan(plan, request)
          .filter((problem) => !NOT_YET_FULL.includes(problem.rule));
        expect(problems).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('is the same plan for the same seed', async () => {
    await fc.assert(
      fc.asyncProperty(programDataArbitrary, equipmentArbitrary, seed, async (programData, equipment, s) => {
        const first = await createBuiltInCoach({ seed: s }).generatePlan({ programData, equipment });
        const second = await createBuiltInCoach({ seed: s }).generatePlan({ programData, equipment });
        expect(second).toEqual(first);
      }),
      { numRuns: 30 },
    );
  });

  it('with no equipment at all, prescribes bodyweight exercises', async () => {
    await fc.assert(
      fc.asyncProperty(programDataArbitrary, async (programData) => {
        const { value: plan } = await createBuiltInCoach().generatePlan({ programData, equipment: [] });
        for (const { workout } of plan.workoutSchedule) {
          for (const exercise of workout.exercises)
            expect(findExercise(exercise.name)?.equipment).toEqual([]);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('the built-in workout, over random prompts and equipment', () => {
  it('passes the checker and the schema, and states the estimated duration', async () => {
    await fc.assert(
      fc.asyncProperty(promptArbitrary, equipmentArbitrary, seed, async (prompt, equipment, s) => {
        const request = { prompt, equipment };
        const { value: workout, source } = await createBuiltInCoach({ seed: s }).generateWorkout(request);
        expect(source).toBe('built-in');
        expect(generatedWorkoutSchema.safeParse(workout).success).toBe(true);
        expect(workout.exercises.length).toBeGreaterThan(0);
        // The stated duration is the estimate; within 10 % of the minutes asked (checked by the session-length rule).
        const problems = coachChecker.checkWorkout(workout, request);
        expect(problems.filter((problem) => !NOT_YET_FULL.includes(problem.rule))).toEqual([]);
        // Minutes the prompt states bind the answer (the checker's session-length rule); without them 45 is only
        // the coach's aim, which a thin kit may fall short of.
        const reading = readWorkoutPrompt(prompt);
        if (problems.length === 0 && reading.statedMinutes !== undefined) {
          expect(Math.abs(workout.duration - reading.minutes)).toBeLessThanOrEqual(
            Math.ceil(reading.minutes * 0.1) + 1,
          );
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('built-in alternatives, over random exercises and equipment', () => {
  it('do the same job, are doable, and pass the checker', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...EXERCISE_CATALOGUE),
        equipmentArbitrary,
        async (original, equipment) => {
          const request = { exercise: { name: original.name, sets: 4, reps: '8' }, equipment };
          const { value } = await createBuiltInCoach().suggestAlternatives(request);
          const needs = fulfilledNeeds(equipment);
          for (const alternative of value) {
            expect(alternativeExerciseSchema.safeParse(alternative).success).toBe(true);
            const entry = findExercise(alternative.name);
            // The same job: the same pattern (leg curls in either), the same main muscle but for conditioning and
            // throws (there for the interval or the speed), and reps in the alternative's own measure.
            expect(entry && isAlternativeOf(entry, original)).toBe(true);
            if (original.pattern !== 'conditioning' && original.pattern !== 'plyometric')
              expect(
                entry?.primaryMuscles.some((m) => original.primaryMuscles.includes(m)) ||
                  original.primaryMuscles.some((m) => entry?.primaryMuscles.includes(m)),
              ).toBe(true);
            expect(entry && alternativeRepsMismatch(entry, alternative.reps)).toBeUndefined();
            expect(entry && canPerform(entry, needs)).toBe(true);
            expect(alternative.sets).toBe(4);
            expect(alternative.reason).not.toBe('');
          }
          expect(coachChecker.checkAlternatives(value, request)).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('built-in examples', () => {
  const gym = equipmentNamed(
    'Olympic Barbell',
    'Power Rack',
    'Flat Bench',
    'Adjustable Dumbbells',
    'Pull-up Bar',
  );

  it('builds "45 min upper body strength with dumbbells" from dumbbell exercises first', async () => {
    const request = { prompt: '45 min upper body strength with dumbbells', equipment: gym };
    const { value } = await createBuiltInCoach().generateWorkout(request);
    expect(value).toMatchObject({
      name: '45-Minute Upper Body Strength Workout',
      duration: 45,
      difficulty: 'Intermediate',
    });
    expect(findExercise(value.exercises[0]?.name ?? '')?.equipment).toContain('Hex Dumbbell Set');
    // The paired accessory work leaves time for a fourth heavy set.
    expect(value.exercises[0]).toMatchObject({ sets: 4, reps: '5' });
    // A 45-minute session rests 2½ min between heavy sets (inside the strength guidance of 2–5 min).
    expect(value.exercises[0]?.notes).toMatch(/^Rest 150 s between sets\./);
  });

  it('pairs a short plan session’s accessory work where it would otherwise lose an exercise, the same pairs every week', async () => {
    const kit = COACH_KITS.find((candidate) => candidate.name === 'dumbbells and bands');
    if (!kit) throw new Error('no such kit');
    const answers = {
      primaryGoals: ['strength'],
      experienceLevel: 'advanced',
      trainingDays: 3,
      sessionDuration: 30,
      preferredDays: ['Tuesday'],
      physicalConsiderations: { currentInjuries: 'shoulder impingement' },
      trainingPreferences: { trainingStyle: 'push-pull-legs' },
      progression: {
        maxTestingFrequency: 'quarterly',
        progressionStyle: 'aggressive',
        complexityComfort: 'simple',
      },
    };
    const coach = createBuiltInCoach();
    const request = { programData: programDataSchema.parse(answers), equipment: kit.equipment };
    const { value: plan } = await coach.generatePlan(request);
    expect(coachChecker.checkPlan(plan, request)).toEqual([]);
    const groupsOfDay = new Map<number, string>();
    for (const { dayNumber, workout } of plan.workoutSchedule) {
      const groups = supersetBlocks(workout.exercises)
        .filter((block) => block.superset !== undefined)
        .map((block) => workout.exercises.slice(block.start, block.end));
      const names = JSON.stringify(groups.map((members) => members.map((member) => member.name)));
      expect(groupsOfDay.get(dayNumber) ?? names, `day ${dayNumber}`).toBe(names);
      groupsOfDay.set(dayNumber, names);
      for (const [first, second, ...more] of groups) {
        const [a, b] = [findExercise(first?.name ?? ''), findExercise(second?.name ?? '')];
        if (!a || !b) throw new Error('a member is not in the catalogue');
        expect(more).toEqual([]);
        expect([dosingClassOf(a), dosingClassOf(b)]).not.toContain('main');
        expect(a.primaryMuscles.filter((muscle) => b.primaryMuscles.includes(muscle))).toEqual([]);
        expect(first?.notes).toMatch(
          new RegExp(`^Superset with ${b.name}: go straight on to it, and rest after both\\.`),
        );
      }
    }
    expect([...groupsOfDay.values()].some((names) => names !== '[]')).toBe(true);
    // An hour gives every set its full rest: the same answers pair nothing.
    const hourRequest = {
      ...request,
      programData: programDataSchema.parse({ ...answers, sessionDuration: 60 }),
    };
    const { value: hour } = await coach.generatePlan(hourRequest);
    expect(
      hour.workoutSchedule.some(({ workout }) => workout.exercises.some((exercise) => exercise.superset)),
    ).toBe(false);
  });

  it('pairs a short session’s accessory work into supersets for other muscles, never a main lift', async () => {
    const coach = createBuiltInCoach();
    for (const prompt of [
      '45 min upper body strength with dumbbells',
      '20 min arms workout',
      '45 min push day',
    ]) {
      const request = { prompt, equipment: gym };
      const { value } = await coach.generateWorkout(request);
      expect(coachChecker.checkWorkout(value, request)).toEqual([]);
      const groups = supersetBlocks(value.exercises).filter((block) => block.superset !== undefined);
      expect(groups.length, prompt).toBeGreaterThan(0);
      for (const block of groups) {
        const [first, second] = value.exercises.slice(block.start, block.end);
        const [a, b] = [findExercise(first?.name ?? ''), findExercise(second?.name ?? '')];
        if (!a || !b) throw new Error(`${prompt}: a member is not in the catalogue`);
        expect(block.end - block.start).toBe(2);
        expect([dosingClassOf(a), dosingClassOf(b)]).not.toContain('main');
        expect(a.primaryMuscles.filter((muscle) => b.primaryMuscles.includes(muscle))).toEqual([]);
        expect(first?.notes).toMatch(
          new RegExp(`^Superset with ${b.name}: go straight on to it, then rest \\d+ s\\.`),
        );
        expect(second?.notes).toMatch(/^Rest \d+ s after each round of the superset\./);
      }
    }
    // An hour has time for every set's full rest: nothing is paired.
    const { value: hour } = await coach.generateWorkout({ prompt: '60 min push day', equipment: gym });
    expect(hour.exercises.some((exercise) => exercise.superset !== undefined)).toBe(false);
  });

  it('trains every muscle a short prompt names, swapping in a lift that keeps the others', async () => {
    // 20 minutes of power leave room for two lifts: with no push-ups the chest's only lift is a fly, and a pull-up
    // bar's pull-up trains the lats but not the upper back; both once went untrained.
    for (const [prompt, equipment] of [
      ['20m chest and back power , no push-ups', []],
      ['20m chest and back power for a beginner', equipmentNamed('Pull-up Bar')],
    ] as const) {
      const request = { prompt, equipment: [...equipment] };
      const { value } = await createBuiltInCoach().generateWorkout(request);
      expect(
        coachChecker.checkWorkout(value, request).filter((problem) => problem.rule === 'prompt'),
      ).toEqual([]);
    }
  });

  it('fills a bodyweight chest workout with exercises where the chest helps', async () => {
    const { value } = await createBuiltInCoach().generateWorkout({
      prompt: '30 min chest and back hypertrophy',
      equipment: [],
    });
    expect(value.name).toBe('30-Minute Chest & Back Hypertrophy Workout');
    // Both named muscle groups are trained, with what no equipment allows: a push-up and bodyweight rows.
    const names = value.exercises.map((exercise) => exercise.name);
    expect(names.some((name) => /push-up/i.test(name))).toBe(true);
    expect(names.some((name) => /row/i.test(name))).toBe(true);
    expect(
      coachChecker.checkWorkout(value, { prompt: '30 min chest and back hypertrophy', equipment: [] }),
    ).toEqual([]);
  });

  it('offers bodyweight and dumbbell presses for the bench press at home', async () => {
    const { value } = await createBuiltInCoach().suggestAlternatives({
      exercise: { name: 'bench press', sets: 3, reps: '5' },
      equipment: equipmentNamed('Adjustable Dumbbells', 'Flat Bench'),
    });
    expect(value.map((alternative) => alternative.name)).toContain('Dumbbell Bench Press');
    expect(value.map((alternative) => alternative.name)).toContain('Push-Up');
    expect(value.find((a) => a.name === 'Push-Up')?.reason).toBe(
      'Same horizontal push pattern for the chest, with no equipment.',
    );
  });

  it('finds no alternatives for an exercise the catalogue does not know', async () => {
    const { value } = await createBuiltInCoach().suggestAlternatives({
      exercise: { name: 'Zorbing', sets: 3, reps: '5' },
      equipment: gym,
    });
    expect(value).toEqual([]);
  });

  it('turns "225 x 5" into working weights from an estimated 262.5 lb max', async () => {
    const { value: plan } = await createBuiltInCoach().generatePlan({
      programData: generatedAnswers({ strengthLevels: { squat: '225 x 5' }, trainingStyle: 'full-body' }),
      equipment: gym,
    });
    expect(plan.notes).toContain(
      'Back Squat: estimated max 262.5 lb (Epley formula), the basis of its working weights.',
    );
    const squat = plan.workoutSchedule[0]?.workout.exercises.find(
      (exercise) => exercise.name === 'Back Squat',
    );
    // Week 1 of a linear strength plan: 5 reps at the table's 87 % less 7.5 % → 79.5 % of 262.5 lb ≈ 210 lb.
    expect(squat).toMatchObject({ reps: '5', weight: '210 lb', rest: '3 min' });
  });

  it('fills a bodyweight endurance week of 60-minute days by resting longer, inside the guidance', async () => {
    // Six days with knee pain: sets are capped (endurance: 2–3 a lift, 20 a muscle a week) and no jumps; before
    // rest became the coach's last lever these sessions ran 50 minutes.
    const programData = coachAnswerGrid(1).find(
      (answers) =>
        answers.trainingDays === 6 &&
        answers.sessionDuration === 60 &&
        answers.primaryGoals.join() === 'endurance-strength,rehabilitation' &&
        answers.trainingPreferences.trainingStyle === 'body-part',
    );
    if (!programData) throw new Error('the grid lacks the example');
    const request = { programData, equipment: [] };
    const { value: plan } = await createBuiltInCoach().generatePlan(request);
    expect(coachChecker.checkPlan(plan, request)).toEqual([]);
    for (const { workout } of plan.workoutSchedule.filter((entry) => entry.weekNumber === 1))
      expect(workout.duration).toBeGreaterThanOrEqual(54);
  });

  it('never slows a jump to a 3-1-1-0 tempo: past its window it stays at the top, from a paused dip', async () => {
    const programData = programDataSchema.parse({
      primaryGoals: ['athletic-performance'],
      experienceLevel: 'beginner',
      trainingDays: 5,
      sessionDuration: 30,
      trainingPreferences: { trainingStyle: 'upper-lower' },
    });
    const request = { programData, equipment: [] };
    const { value: plan } = await createBuiltInCoach().generatePlan(request);
    const jumps = plan.workoutSchedule.flatMap(({ workout }) =>
      workout.exercises.filter((exercise) => findExercise(exercise.name)?.pattern === 'plyometric'),
    );
    expect(jumps.length).toBeGreaterThan(0);
    // Unloaded work never drops under five reps, so a jump's last step is a pause in the dip, not a slow lowering.
    expect(jumps.filter((exercise) => /tempo 3-/i.test(exercise.notes))).toEqual([]);
    expect(jumps.filter((exercise) => /tempo/i.test(exercise.notes)).length).toBeGreaterThan(0);
    expect(
      jumps.every((exercise) => !/tempo/i.test(exercise.notes) || /Tempo 1-2-1-0/.test(exercise.notes)),
    ).toBe(true);
    expect(coachChecker.checkPlan(plan, request)).toEqual([]);
  });

  it('fills the last of six long bodyweight days with sets lent by the other days, its rest unchanged', async () => {
    // Found by the coach report: the five days before spent every muscle's weekly ceiling, so the sixth, with every
    // interval at its most rounds, stayed at 76 of 90 minutes once rest no longer stretched to fill it.
    const programData = answerSet(
      (data) =>
        data.trainingDays === 6 &&
        data.sessionDuration === 90 &&
        data.primaryGoals.join('+') === 'endurance-strength+fat-loss' &&
        data.physicalConsiderations.currentInjuries === 'knee pain - no lunges',
    );
    for (const kit of COACH_KITS.filter((k) => ['bodyweight only', 'a mat', 'bands only'].includes(k.name))) {
      const request = { programData, equipment: kit.equipment };
      const { value: plan } = await createBuiltInCoach().generatePlan(request);
      expect(coachChecker.checkPlan(plan, request)).toEqual([]);
    }
  });

  it('slows muscular endurance work to a 2-1-1-0 tempo, which its 30 s rest can carry', async () => {
    // Found by the coach report: at 3-1-1-0 the last weeks' sets (13 reps each side) outgrew the first weeks' by
    // ten minutes a session, more than the ±10% band, and a 30 s rest has nothing to give back.
    const programData = answerSet(
      (data) =>
        data.experienceLevel === 'returning' &&
        data.trainingDays === 5 &&
        data.sessionDuration === 45 &&
        data.primaryGoals.join('+') === 'endurance-strength' &&
        data.physicalConsiderations.movementsToAvoid === 'overhead work and deadlifts',
    );
    const kit = COACH_KITS.find((k) => k.name === 'barbell + rack + bench');
    const request = { programData, equipment: kit?.equipment ?? [] };
    const { value: plan } = await createBuiltInCoach().generatePlan(request);
    const notes = plan.workoutSchedule.flatMap(({ workout }) => workout.exercises.map((e) => e.notes));
    expect(notes.some((note) => note.includes('Tempo 2-1-1-0'))).toBe(true);
    expect(notes.some((note) => note.includes('Tempo 3-1-1-0'))).toBe(false);
    expect(coachChecker.checkPlan(plan, request)).toEqual([]);
  });

  it('slows heavy bodyweight sets already at their least rest to 2-1-1-0, so a 30-minute session keeps its length', async () => {
    // Found by the coach report: a power goal's 30-minute sessions rest 2 min, the least of its table, so 5 reps at
    // 3-1-1-0 each side grew the session from 28 to 33 minutes with no rest to give back.
    const programData = answerSet(
      (data) =>
        data.experienceLevel === 'returning' &&
        data.trainingDays === 3 &&
        data.sessionDuration === 30 &&
        data.primaryGoals.join('+') === 'athletic-performance+hypertrophy' &&
        data.trainingPreferences.trainingStyle === 'upper-lower' &&
        data.physicalConsiderations.movementsToAvoid === 'avoid deadlifts',
    );
    const request = { programData, equipment: [] };
    const { value: plan } = await createBuiltInCoach().generatePlan(request);
    expect(coachChecker.checkPlan(plan, request)).toEqual([]);
  });

  it("keeps the week's pushing and pulling in bounds when a short session takes intervals", async () => {
    // Found by the coach report: each exercise tried on a short pull day was centred from counts that already held
    // the day's first centring, so two pulling sets were counted twice and pushing grew to 42 against 26 pulling.
    const programData = answerSet(
      (data) =>
        data.experienceLevel === 'intermediate' &&
        data.trainingDays === 7 &&
        data.sessionDuration === 90 &&
        data.primaryGoals.join('+') === 'fat-loss+strength' &&
        data.physicalConsiderations.currentInjuries === 'low back pain',
    );
    const kit = COACH_KITS.find((k) => k.name === 'a kettlebell and bands');
    const request = { programData, equipment: kit?.equipment ?? [] };
    const { value: plan } = await createBuiltInCoach().generatePlan(request);
    expect(coachChecker.checkPlan(plan, request)).toEqual([]);
  });

  it("cuts a returning athlete's ramp-up from the first normal week, whichever rep target the ramp-up has", async () => {
    // Found by the property above (seed -558442624): the ramp-up weeks train at 15 reps and the first normal week at
    // 20, and each ramp-up week cut the sets of its own target (24 sets, 71% of week 3's 34), not week 3's.
    const programData = programDataSchema.parse({
      primaryGoals: ['endurance-strength'],
      experienceLevel: 'advanced',
      returnFromBreak: { isReturning: true },
      trainingDays: 2,
      sessionDuration: 30,
      trainingPreferences: { trainingStyle: 'body-part' },
      recovery: { sleepQuality: 1, stressLevel: 1 },
    });
    const equipment = equipmentNamed(
      'Deadlift Bar',
      'Half Rack',
      'Rack-Mounted Cable Pulley',
      'Tricep Rope',
      'Wall Ball',
    );
    const request = { programData, equipment };
    const { value: plan } = await createBuiltInCoach({ seed: 0 }).generatePlan(request);
    expect(coachChecker.checkPlan(plan, request).filter((problem) => problem.rule === 'progression')).toEqual(
      [],
    );
    const sets = (week: number) =>
      plan.workoutSchedule
        .filter((entry) => entry.weekNumber === week)
        .reduce((sum, { workout }) => sum + workout.exercises.reduce((s, e) => s + e.sets, 0), 0);
    expect(sets(1) / sets(3)).toBeLessThanOrEqual(0.7);
  });

  it('cuts a deload from the week before it, whichever rep target that week had', async () => {
    // An advanced lifter's once-a-week endurance plan with one kettlebell: its rep targets rotate, and the deload
    // once took the sets of a different target than week 11's (71% of its sets, not about 60%).
    const programData = coachAnswerGrid(1).find(
      (answers) =>
        answers.experienceLevel === 'advanced' &&
        answers.trainingDays === 1 &&
        answers.sessionDuration === 60 &&
        answers.primaryGoals.join() === 'endurance-strength' &&
        answers.trainingPreferences.trainingStyle === 'body-part',
    );
    const kit = COACH_KITS.find((candidate) => candidate.name === 'a kettlebell');
    if (!programData || !kit) throw new Error('the grid lacks the example');
    const request = { programData, equipment: kit.equipment };
    const { value: plan } = await createBuiltInCoach().generatePlan(request);
    expect(coachChecker.checkPlan(plan, request).filter((problem) => problem.rule === 'progression')).toEqual(
      [],
    );
  });

  it('opens every strength day with a loaded lift and repeats one before it takes band work', async () => {
    const kit = COACH_KITS.find((entry) => entry.name === 'dumbbells and bands');
    if (!kit) throw new Error('no kit');
    const programData = programDataSchema.parse({
      primaryGoals: ['strength'],
      experienceLevel: 'intermediate',
      trainingDays: 3,
      sessionDuration: 60,
    });
    for (const seed of [1, 2, 3]) {
      const { value: plan } = await createBuiltInCoach({ seed }).generatePlan({
        programData,
        equipment: kit.equipment,
      });
      for (const { workout } of plan.workoutSchedule) {
        const entries = workout.exercises.map((exercise) => findExercise(exercise.name));
        expect(entries[0]?.exerciseClass, workout.name).toBe('main');
        expect(isLightWork(entries[0] as ExerciseCatalogueEntry), workout.name).toBe(false);
        // Dumbbells load every main lift of the week: no band squat or press stands in for one.
        const bandMain = entries.filter(
          (entry) => entry?.exerciseClass === 'main' && entry.equipment.some((item) => /band/i.test(item)),
        );
        expect(
          bandMain.map((entry) => entry?.name),
          workout.name,
        ).toEqual([]);
      }
    }
  });

  it('keeps a compound-focused session to one assistance exercise', async () => {
    const programData = programDataSchema.parse({
      primaryGoals: ['hypertrophy'],
      trainingDays: 4,
      sessionDuration: 90,
      trainingPreferences: { compoundVsIsolation: 'compound-focus' },
    });
    const { value: plan } = await createBuiltInCoach().generatePlan({ programData, equipment: gym });
    for (const { workout } of plan.workoutSchedule) {
      const patterns = workout.exercises.map((exercise) => findExercise(exercise.name)?.pattern);
      const assistance = patterns.filter(
        (pattern) => pattern === 'isolation' || pattern === 'core' || pattern === 'carry',
      );
      // Conditioning intervals may finish the session; they are not assistance lifts.
      expect(assistance.length).toBeLessThanOrEqual(1);
    }
  });

  it('eases a returning athlete in and plans deloads by progression style', async () => {
    const { value: plan } = await createBuiltInCoach().generatePlan({
      programData: generatedAnswers({ returning: true, progressionStyle: 'aggressive' }),
      equipment: gym,
    });
    expect(plan.duration).toBe(8 + 4);
    const notes = plan.workoutSchedule.filter((entry) => entry.dayNumber === 1).map((e) => e.workout.notes);
    expect(notes.slice(0, 4).every((note) => note.startsWith('Return-to-training week'))).toBe(true);
    // Counted from the end of the ramp-up: week 5 trains normally (only its warm-up is said), week 8 (the 4th
    // trained week) deloads, with about 40 % fewer sets than week 7.
    expect(notes[4]).toMatch(/^Warm up for \d+ minutes/);
    expect(notes[7]).toMatch(/^Deload week: about 40% fewer sets/);
    const sets = (week: number) =>
      plan.workoutSchedule
        .filter((entry) => entry.weekNumber === week)
        .reduce((sum, entry) => sum + entry.workout.exercises.reduce((s, e) => s + e.sets, 0), 0);
    expect(sets(8) / sets(7)).toBeGreaterThanOrEqual(0.4);
    expect(sets(8) / sets(7)).toBeLessThanOrEqual(0.7);
  });
});

function generatedAnswers(options: {
  strengthLevels?: { squat: string };
  trainingStyle?: 'full-body';
  returning?: boolean;
  progressionStyle?: 'aggressive';
}) {
  return programDataSchema.parse({
    primaryGoals: ['strength'],
    experienceLevel: options.returning ? 'returning' : 'novice',
    returnFromBreak: {
      isReturning: options.returning ?? false,
      ...(options.returning ? { timeOff: '1+ years' } : {}),
    },
    trainingDays: 3,
    strengthLevels: options.strengthLevels ?? {},
    trainingPreferences: options.trainingStyle ? { trainingStyle: options.trainingStyle } : {},
    progression: options.progressionStyle ? { progressionStyle: options.progressionStyle } : {},
  });
}
