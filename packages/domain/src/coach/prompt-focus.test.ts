import { describe, expect, it } from 'vitest';
import { DEFAULT_EQUIPMENT_DATA } from '../equipment/default-data.ts';
import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import { findExercise } from '../exercises/search.ts';
import { userItem } from '../test-support/coach-arbitraries.ts';
import { COACH_KITS } from '../test-support/coach-kits.ts';
import { COACH_PROMPTS } from '../test-support/coach-prompts.ts';
import type { GeneratedWorkout } from '../workouts/ai-schema.ts';
import { createBuiltInCoach } from './built-in.ts';
import { coachChecker } from './checker.ts';
import { servesPromptFocus } from './prompt-focus.ts';
import { readWorkoutPrompt } from './prompt-reading.ts';

const fullGym = DEFAULT_EQUIPMENT_DATA.equipment.map(userItem);
const entry = (name: string) => findExercise(name) as ExerciseCatalogueEntry;
const prompted = (names: readonly [string, number, string][], duration = 60): GeneratedWorkout => ({
  name: 'A workout',
  duration,
  difficulty: 'Intermediate',
  notes: '',
  exercises: names.map(([name, sets, reps]) => ({ name, sets, reps, notes: 'Rest 60 s between sets.' })),
});
const promptProblems = (workout: GeneratedWorkout, prompt: string, equipment = fullGym) =>
  coachChecker
    .checkWorkout(workout, { prompt, equipment })
    .filter((problem) => problem.rule === 'prompt')
    .map((problem) => problem.message);

describe('the prompt rule: every exercise serves what the prompt asks for', () => {
  it('strikes a Wall Sit from a back-and-biceps day', () => {
    const workout = prompted([
      ['Towel Row', 4, '10'],
      ['Doorway Biceps Curl', 4, '10'],
      ['Wall Sit', 3, '30 s'],
    ]);
    expect(promptProblems(workout, '60 minute back and biceps bodyweight')).toEqual([
      'Wall Sit does not serve what the prompt asks for (the back and biceps).',
    ]);
  });

  it('strikes squats, bridges and hinges from a chest-and-triceps day whose push-ups were ruled out', () => {
    const workout = prompted([
      ['Parallel Chair Dip', 4, '10'],
      ['Bodyweight Squat', 4, '10'],
      ['Glute Bridge', 4, '10'],
      ['Bodyweight Good Morning', 3, '10'],
    ]);
    expect(
      promptProblems(workout, 'an hour chest and triceps general fitness, no equipment no push-ups', []),
    ).toEqual([
      'Bodyweight Squat does not serve what the prompt asks for (the chest and triceps).',
      'Glute Bridge does not serve what the prompt asks for (the chest and triceps).',
      'Bodyweight Good Morning does not serve what the prompt asks for (the chest and triceps).',
    ]);
  });

  it('lets core work end a day only while it stays within the day’s own work, or the kit has no more of it', () => {
    const mostlyCore = prompted([
      ['Parallel Chair Dip', 3, '10'],
      ['Plank', 4, '30 s'],
      ['Side Plank', 4, '30 s'],
    ]);
    expect(promptProblems(mostlyCore, 'chest and triceps 45 min', [])).toEqual([
      'Core work and other neutral exercises take 8 sets, more than the work for the chest and triceps itself.',
    ]);
    // An exercise that works a named muscle among its movers serves: a glute bridge on a hamstrings day.
    expect(servesPromptFocus(readWorkoutPrompt('hamstrings 30 min'), entry('Glute Bridge'))).toBe(true);
    expect(servesPromptFocus(readWorkoutPrompt('back and biceps'), entry('Wall Sit'))).toBe(false);
    // An arms day's bench dip serves it, a compound lift for its triceps.
    expect(servesPromptFocus(readWorkoutPrompt('arms day'), entry('Bench Dip'))).toBe(true);
  });
});

describe('the built-in coach keeps a prompt’s focus', () => {
  const coach = createBuiltInCoach();
  const generate = async (prompt: string, equipment: typeof fullGym = []) =>
    (await coach.generateWorkout({ prompt, equipment })).value;

  it('finds the kit’s own chest and triceps work when push-ups are ruled out', async () => {
    const prompt = 'an hour chest and triceps general fitness, no equipment no push-ups';
    const workout = await generate(prompt);
    const names = workout.exercises.map((exercise) => exercise.name);
    expect(names).toEqual(expect.arrayContaining(['Bench Dip', 'Parallel Chair Dip']));
    for (const name of names) expect(entry(name).pattern, name).not.toMatch(/squat|hinge|lunge/);
    expect(coachChecker.checkWorkout(workout, { prompt, equipment: [] })).toEqual([]);
  });

  it('ends a long pull day on rings, whose own work has run out, with no more core sets than pulling', async () => {
    const prompt = 'pull day 1.5 hours toning barbell disc bulge, no bending';
    const rings = COACH_KITS.find((kit) => kit.name === 'gymnastic rings')?.equipment ?? [];
    const workout = await generate(prompt, rings);
    const reading = readWorkoutPrompt(prompt);
    const sets = (keep: (entry: ExerciseCatalogueEntry) => boolean) =>
      workout.exercises
        .filter((exercise) => keep(entry(exercise.name)))
        .reduce((sum, exercise) => sum + (exercise.sets ?? 0), 0);
    expect(sets((item) => item.pattern === 'core')).toBeLessThanOrEqual(
      sets((item) => servesPromptFocus(reading, item)),
    );
    expect(coachChecker.checkWorkout(workout, { prompt, equipment: rings })).toEqual([]);
  });

  it('builds from the athlete’s own gear when the prompt names gear the kit lacks', async () => {
    const prompt = 'core 30 min heavy barbell no burpees';
    const kit = COACH_KITS.find((item) => item.name === 'a kettlebell and bands')?.equipment ?? [];
    const workout = await generate(prompt, kit);
    expect(workout.exercises.some((exercise) => entry(exercise.name).equipment.length > 0)).toBe(true);
    expect(coachChecker.checkWorkout(workout, { prompt, equipment: kit })).toEqual([]);
  });

  it('plans 90 minutes of chest and triceps endurance on bodyweight at 90 minutes (±10%)', async () => {
    const prompt = '90 min chest and triceps endurance bodyweight';
    const workout = await generate(prompt);
    expect(Math.abs(workout.duration - 90)).toBeLessThanOrEqual(9);
    expect(coachChecker.checkWorkout(workout, { prompt, equipment: [] })).toEqual([]);
  });

  it('holds 200 prompts as athletes type them, the review’s four among them, each passing in three kits', async () => {
    expect(COACH_PROMPTS).toHaveLength(200);
    expect(new Set(COACH_PROMPTS).size).toBe(200);
    expect(COACH_PROMPTS).toEqual(
      expect.arrayContaining([
        '60 minute back and biceps bodyweight',
        'an hour chest and triceps general fitness, no equipment no push-ups',
        'advanced powerlifting session 90 minutes barbell',
        '90 min chest and triceps endurance bodyweight',
      ]),
    );
    const kits = COACH_KITS.filter((kit) =>
      ['bodyweight only', 'dumbbells and bands', 'a full gym'].includes(kit.name),
    );
    for (const kit of kits)
      for (const prompt of COACH_PROMPTS) {
        const request = { prompt, equipment: kit.equipment };
        const { value } = await coach.generateWorkout(request);
        expect(coachChecker.checkWorkout(value, request), `${kit.name}: ${prompt}`).toEqual([]);
      }
  });
});
