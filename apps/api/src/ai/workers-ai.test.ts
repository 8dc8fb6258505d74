import { coachChecker, createBuiltInCoach, type UserEquipment } from '@liftwise/domain';
import { describe, expect, it } from 'vitest';
import { createModelCoach } from './model-coach.ts';
import { isWorkersAiBinding, type WorkersAiBinding, workersAiAsk } from './workers-ai.ts';

/**
 * The Workers AI binding is the hosted model, the edge of the world: these tests stand in for it with a binding
 * that answers what it is given, and check the real loop, checker and built-in coach around it.
 */
function bindingAnswering(...responses: unknown[]) {
  const calls: Parameters<WorkersAiBinding['run']>[] = [];
  const binding: WorkersAiBinding = {
    async run(...args) {
      calls.push(args);
      return { response: responses[calls.length - 1] };
    },
  };
  return { binding, calls };
}

const dumbbells: UserEquipment = {
  id: 'db',
  name: 'Hex Dumbbell Set',
  category: 'Free Weights',
  subcategory: 'Dumbbells',
  status: 'Good',
  availability: { always: true, timeRestrictions: [], notes: '' },
  specifications: {},
  imageUrl: '',
  description: '',
  locationIds: ['home'],
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const request = { prompt: '30 min upper body with dumbbells', equipment: [dumbbells] };
const builtIn = createBuiltInCoach();

function coachOver(binding: WorkersAiBinding) {
  return createModelCoach({
    ask: workersAiAsk(binding, '@cf/meta/llama-3.3-70b-instruct-fp8-fast'),
    fallback: builtIn,
    checker: coachChecker,
    onError: () => {},
  });
}

describe('the coach over the Workers AI binding', () => {
  it('asks in JSON mode with the schema and the coach’s instructions, and uses a valid object answer', async () => {
    const answer = { ...(await builtIn.generateWorkout(request)).value, name: 'From Workers AI' };
    const { binding, calls } = bindingAnswering(answer);
    await expect(coachOver(binding).generateWorkout(request)).resolves.toEqual({
      value: answer,
      source: 'model',
    });
    const [model, inputs] = calls[0] ?? [];
    expect(model).toBe('@cf/meta/llama-3.3-70b-instruct-fp8-fast');
    expect(inputs?.response_format).toMatchObject({ type: 'json_schema', json_schema: { type: 'object' } });
    expect(inputs?.messages[0]?.role).toBe('system');
    expect(inputs?.messages.at(-1)?.content).toContain('30 min upper body with dumbbells');
  });

  it('reads an answer given as text, repairs a wrong one once, and otherwise lets the built-in coach answer', async () => {
    const valid = (await builtIn.generateWorkout(request)).value;
    const wrong = { ...valid, exercises: [{ name: 'Back Squat', sets: 3, reps: '5' }] };
    const repaired = coachOver(bindingAnswering(JSON.stringify(wrong), JSON.stringify(valid)).binding);
    await expect(repaired.generateWorkout(request)).resolves.toEqual({ value: valid, source: 'model' });

    const stubborn = bindingAnswering('not json', wrong);
    const answer = await coachOver(stubborn.binding).generateWorkout(request);
    expect(answer).toMatchObject({ source: 'built-in', value: valid });
    expect(answer.fallbackReason).toContain('failed the safety check');
    expect(stubborn.calls).toHaveLength(2);
  });

  it('lets the built-in coach answer when the binding fails', async () => {
    const binding: WorkersAiBinding = {
      run: () => Promise.reject(new Error('AiError: 3040: Capacity temporarily exceeded')),
    };
    await expect(coachOver(binding).generateWorkout(request)).resolves.toMatchObject({
      source: 'built-in',
      fallbackReason: 'The AI model could not be reached, so the built-in coach answered.',
    });
  });

  it('recognises a binding by its run method', () => {
    expect(isWorkersAiBinding({ run: () => Promise.resolve({}) })).toBe(true);
    expect(isWorkersAiBinding(undefined)).toBe(false);
    expect(isWorkersAiBinding('AI')).toBe(false);
  });
});

describe("the athlete's allowance on Workers AI", () => {
  it('spends one request per run, and once it is used up asks nothing: the built-in coach answers, saying why', async () => {
    const { binding, calls } = bindingAnswering('not json', 'still not json');
    let left = 1;
    const allowance = { dailyRequests: 1, spend: async () => left-- > 0 };
    const answer = await coachOver(binding).generateWorkout(request, allowance);
    expect(calls).toHaveLength(1);
    expect(answer).toMatchObject({
      source: 'built-in',
      fallbackReason: "Today's AI allowance (1 model request) is used up, so the built-in coach answered.",
    });
  });
});
