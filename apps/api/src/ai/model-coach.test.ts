import {
  type AlternativeExercise,
  coachChecker,
  createBuiltInCoach,
  defaultProgramData,
  type GeneratedWorkout,
  type UserEquipment,
} from '@liftwise/domain';
import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { sdkAsk } from './ask-model.ts';
import { createModelCoach } from './model-coach.ts';
import { modelReplying, promptOf, reply } from './test-support.ts';

function item(name: string, category: string, subcategory: string): UserEquipment {
  return {
    id: name.toLowerCase().replace(/\W+/g, '-'),
    name,
    category,
    subcategory,
    status: 'Good',
    availability: { always: true, timeRestrictions: [], notes: '' },
    specifications: {},
    imageUrl: '',
    description: '',
    locationIds: ['home'],
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

const EQUIPMENT = [
  item('Hex Dumbbell Set', 'Free Weights', 'Dumbbells'),
  item('Pull-up Bar', 'Bodyweight', 'Bars'),
];
// No minutes in the prompt: an answer's stated duration must be its own estimate, not a length asked for.
const WORKOUT_REQUEST = { prompt: 'upper body with dumbbells', equipment: EQUIPMENT };

/**
 * A sound model answer: 3 sets of 8–10 at 3 s a rep with 90 s rest is 6 minutes an exercise, after the default
 * 5-minute warm-up, so it states 5 + 6 per exercise (the checker's estimate).
 */
function workout(...names: string[]): GeneratedWorkout {
  return {
    name: 'Upper Body',
    duration: 5 + 6 * names.length,
    difficulty: 'Intermediate',
    notes: '',
    exercises: names.map((name) => ({ name, sets: 3, reps: '8-10', notes: 'Rest 90 s between sets.' })),
  };
}

/** The real built-in coach and the real checker: only the model is a stand-in (the edge of the world). */
const fallback = createBuiltInCoach();
const checker = coachChecker;
const BUILT_IN_WORKOUT = (await fallback.generateWorkout(WORKOUT_REQUEST)).value;

function coachWith(model: MockLanguageModelV4, errors: unknown[] = [], timeoutMs?: number) {
  return createModelCoach({
    ask: sdkAsk(model),
    fallback,
    checker,
    timeoutMs,
    onError: (error) => errors.push(error),
  });
}

describe('the model coach', () => {
  it("uses a valid answer and says it is the model's", async () => {
    const answer = workout('Dumbbell Floor Press', 'Pull-Up');
    const model = modelReplying(JSON.stringify(answer));
    await expect(coachWith(model).generateWorkout(WORKOUT_REQUEST)).resolves.toEqual({
      value: answer,
      source: 'model',
    });
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it('asks for the structured shape and puts the prompt, the equipment and the exercises it allows before the model', async () => {
    const model = modelReplying(JSON.stringify(workout('Pull-Up')));
    await coachWith(model).generateWorkout(WORKOUT_REQUEST);
    const prompt = promptOf(model, 0);
    expect(prompt).toContain('upper body with dumbbells');
    expect(prompt).toContain('"Hex Dumbbell Set" ("Free Weights" / "Dumbbells")');
    expect(prompt).toContain('"Pull-up Bar" ("Bodyweight" / "Bars")');
    // Entries the dumbbells, the bar or bodyweight allow; not one that also needs a bench, nor a barbell's.
    for (const name of ['Dumbbell Floor Press', 'Pull-Up', 'Bodyweight Squat'])
      expect(prompt).toContain(`- ${name}:`);
    for (const name of ['Dumbbell Bench Press', 'Back Squat']) expect(prompt).not.toContain(`- ${name}:`);
    expect(model.doGenerateCalls[0]?.responseFormat).toMatchObject({
      type: 'json',
      schema: { type: 'object' },
    });
  });

  it('sends an answer that fails the check back once with its problems, and uses the repaired one', async () => {
    const repaired = workout('Dumbbell Floor Press');
    const model = modelReplying(JSON.stringify(workout('Barbell Bench Press')), JSON.stringify(repaired));
    await expect(coachWith(model).generateWorkout(WORKOUT_REQUEST)).resolves.toEqual({
      value: repaired,
      source: 'model',
    });
    expect(model.doGenerateCalls).toHaveLength(2);
    const repair = promptOf(model, 1);
    expect(repair).toContain('exercises.0.name: Bench Press needs equipment the athlete does not have');
    expect(repair).toContain(JSON.stringify(workout('Barbell Bench Press')));
  });

  it('treats a reply that is not JSON of the shape as one to repair, naming what is wrong', async () => {
    const model = modelReplying(
      'Here is your workout!',
      JSON.stringify({ ...workout('Pull-Up'), duration: 0 }),
    );
    const answer = await coachWith(model).generateWorkout(WORKOUT_REQUEST);
    expect(promptOf(model, 1)).toContain('answer: is not valid JSON');
    expect(answer).toMatchObject({ value: BUILT_IN_WORKOUT, source: 'built-in' });
    expect(answer.fallbackReason).toMatch(/duration: Too small/);
  });

  it('answers with the built-in coach, saying why, when the repaired answer still fails the check', async () => {
    const model = modelReplying(JSON.stringify(workout('Cable Fly')), JSON.stringify(workout('Cable Fly')));
    const answer = await coachWith(model).generateWorkout(WORKOUT_REQUEST);
    expect(answer).toEqual({
      value: BUILT_IN_WORKOUT,
      source: 'built-in',
      fallbackReason: expect.stringMatching(
        /^The AI model's answer failed the safety check even after one correction, with \d+ problems? \(e\.g\. exercises\.0\.name: Cable Crossover needs equipment[^)]*\), so the built-in coach answered\.$/,
      ),
    });
    expect(model.doGenerateCalls).toHaveLength(2);
  });

  it('answers with the built-in coach when the model does not answer in time', async () => {
    const model = new MockLanguageModelV4({
      doGenerate: ({ abortSignal }) =>
        new Promise((_, reject) => abortSignal?.addEventListener('abort', () => reject(abortSignal.reason))),
    });
    const errors: unknown[] = [];
    const answer = await coachWith(model, errors, 20).generateWorkout(WORKOUT_REQUEST);
    expect(answer).toEqual({
      value: BUILT_IN_WORKOUT,
      source: 'built-in',
      fallbackReason: 'The AI model did not answer within 0.02 s, so the built-in coach answered.',
    });
    expect(errors).toHaveLength(1);
  });

  it('answers with the built-in coach when the provider fails, and reports the error', async () => {
    const failure = new Error('connect ECONNREFUSED 127.0.0.1:11434');
    const model = new MockLanguageModelV4({
      doGenerate: async () => {
        throw failure;
      },
    });
    const errors: unknown[] = [];
    const answer = await coachWith(model, errors).generateWorkout(WORKOUT_REQUEST);
    expect(answer).toEqual({
      value: BUILT_IN_WORKOUT,
      source: 'built-in',
      fallbackReason: 'The AI model could not be reached, so the built-in coach answered.',
    });
    expect(errors).toEqual([failure]);
  });

  it('answers with the built-in coach when the model refuses, without asking again', async () => {
    const model = new MockLanguageModelV4({ doGenerate: [reply('', 'content-filter')] });
    const answer = await coachWith(model).generateWorkout(WORKOUT_REQUEST);
    expect(answer).toMatchObject({
      source: 'built-in',
      fallbackReason: 'The AI model declined to answer, so the built-in coach answered.',
    });
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it('takes alternatives out of their wrapper and checks each one', async () => {
    const alternative: AlternativeExercise = {
      name: 'Pull-Up',
      sets: 3,
      reps: '6-8',
      weight: 'bodyweight',
      notes: '',
      reason: 'Same vertical pull with the bar you have.',
    };
    const request = { exercise: { name: 'Lat Pulldown', sets: 3, reps: '8-10' }, equipment: EQUIPMENT };
    // At least 3 whenever the catalogue and the equipment allow: here every pull-up the bar allows.
    const three = ['Pull-Up', 'Chin-Up', 'Neutral-Grip Pull-Up'].map((name) => ({ ...alternative, name }));
    const model = modelReplying(
      JSON.stringify({ alternatives: [alternative, { ...alternative, name: 'Lat Pulldown' }] }),
      JSON.stringify({ alternatives: three }),
    );
    await expect(coachWith(model).suggestAlternatives(request)).resolves.toEqual({
      value: three,
      source: 'model',
    });
    expect(promptOf(model, 0)).toContain('alternatives for "Lat Pulldown"');
    expect(promptOf(model, 1)).toContain(
      '1.name: Lat Pulldown needs equipment the athlete does not have: Lat Pulldown / Low Row, Lat Pulldown Bar.',
    );
    expect(promptOf(model, 1)).toContain('fewer than 3 when');
  });

  it("uses a valid plan and puts the athlete's answers and their bounds in the prompt", async () => {
    const programData = {
      ...defaultProgramData(),
      trainingDays: 2,
      preferredDays: ['Monday', 'Thursday'] as const,
    };
    const request = {
      programData: { ...programData, preferredDays: [...programData.preferredDays] },
      equipment: EQUIPMENT,
    };
    // A plan that passes the real checker: the built-in one under another name.
    const plan = { ...(await fallback.generatePlan(request)).value, programName: 'Model Plan' };
    const model = modelReplying(JSON.stringify(plan));
    const answer = await coachWith(model).generatePlan(request);
    expect(answer).toEqual({ value: plan, source: 'model' });
    const prompt = promptOf(model, 0);
    expect(prompt).toContain('exactly 2 workouts in every week on Monday, Thursday, each at most 60 minutes');
    expect(prompt).toContain('"trainingDays": 2');
    expect(prompt).toContain('- Pull-Up:');
  });
});
