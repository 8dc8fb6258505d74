import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createQueries, type Queries } from '@liftwise/db';
import { createFilePhotoStore } from '@liftwise/db/photo-files';
import { createTestDb } from '@liftwise/db/testing';
import {
  AI_ALLOWANCE_MESSAGES,
  coachChecker,
  createBuiltInCoach,
  PHOTO_MAX_PER_ATHLETE,
} from '@liftwise/domain';
import { APICallError } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { signedInCookie } from '../auth/test-support.ts';
import { parseConfig } from '../env.ts';
import { createMemoryRateLimiter } from '../rate-limit/memory.ts';
import { DEFAULT_RATE_LIMITS } from '../rate-limit/rules.ts';
import { DEFAULT_AI_DAILY_REQUESTS } from './allowance.ts';
import { sdkAsk } from './ask-model.ts';
import { FALLBACK_REASONS } from './fallback-reasons.ts';
import { createModelCoach } from './model-coach.ts';
import { modelReplying, reply } from './test-support.ts';
import { createVisionScanner } from './vision-scanner.ts';

/**
 * Each athlete's model requests per UTC day are counted in the database — every coach answer, its
 * repair, a transport retry and a scan — and once the allowance is used up the coach answers with the built-in coach
 * (saying why) and a scan answers 429 with the reason. The models are the SDK's test doubles; the rest is real.
 */

const publicUrl = 'http://localhost:3000';
const NOW = new Date('2026-03-03T10:00:00Z');
let testDb: Awaited<ReturnType<typeof createTestDb>>;
let queries: Queries;
let photoFolder: string;

beforeAll(async () => {
  testDb = await createTestDb();
  queries = createQueries(testDb.db);
  photoFolder = mkdtempSync(join(tmpdir(), 'liftwise-allowance-'));
});
afterAll(() => {
  testDb.dispose();
  rmSync(photoFolder, { recursive: true, force: true });
});

/** A workout the checker refuses (a barbell lift for an athlete with no barbell): each answer costs a repair too. */
const UNUSABLE_WORKOUT = JSON.stringify({
  name: 'Chest',
  duration: 11,
  difficulty: 'Intermediate',
  notes: '',
  exercises: [{ name: 'Barbell Bench Press', sets: 3, reps: '8-10', notes: 'Rest 90 s between sets.' }],
});

function appWith(coachModel: MockLanguageModelV4, visionModel: MockLanguageModelV4, aiDailyRequests: number) {
  const coach = createModelCoach({
    ask: sdkAsk(coachModel),
    fallback: createBuiltInCoach(),
    checker: coachChecker,
  });
  return createApp({
    queries,
    auth: { publicUrl },
    now: () => NOW,
    coach,
    scanner: createVisionScanner({ ask: sdkAsk(visionModel), onError: () => {} }),
    photoStore: createFilePhotoStore(photoFolder),
    aiDailyRequests,
    rateLimiter: createMemoryRateLimiter({ limits: { ...DEFAULT_RATE_LIMITS, coach: 1000 } }),
  });
}

async function athlete() {
  const cookie = await signedInCookie(queries, () => NOW);
  const session = await queries.auth.findSessionWithUser(
    cookie.slice('session='.length).split('.').at(-2) ?? '',
  );
  if (!session) throw new Error('signed in');
  return { cookie, userId: session.user.id };
}

async function call(app: ReturnType<typeof createApp>, cookie: string, path: string, input?: unknown) {
  const response = await app.request(`/trpc/${path}`, {
    method: 'POST',
    headers: { Origin: publicUrl, 'Content-Type': 'application/json', Cookie: cookie },
    body: input === undefined ? undefined : JSON.stringify(input),
  });
  const body = (await response.json()) as {
    result?: { data: Record<string, unknown> };
    error?: { message: string; data: { code: string } };
  };
  return { status: response.status, data: body.result?.data, error: body.error };
}

describe("an athlete's daily AI allowance", () => {
  it('counts every model request, answers, repairs and scans alike; then the built-in coach answers and a scan is 429', async () => {
    const coachModel = new MockLanguageModelV4({ doGenerate: async () => reply(UNUSABLE_WORKOUT) });
    const visionModel = modelReplying('{}');
    const app = appWith(coachModel, visionModel, 5);
    const { cookie, userId } = await athlete();

    // An answer and its repair: 2 requests each.
    const first = await call(app, cookie, 'generateWorkout', { prompt: 'chest' });
    expect(first.data).toMatchObject({
      source: 'built-in',
      fallbackReason: expect.stringMatching(/safety check/),
    });
    const alternatives = await call(app, cookie, 'generateAlternativeExercises', {
      currentExercise: { name: 'Push-Up', sets: 3, reps: '10' },
    });
    expect(alternatives.data).toMatchObject({ source: 'built-in' });
    expect(coachModel.doGenerateCalls).toHaveLength(4);

    // The fifth request is the answer; its repair finds the allowance used up.
    const third = await call(app, cookie, 'generateWorkout', { prompt: 'legs' });
    expect(third.status).toBe(200);
    expect(third.data).toMatchObject({
      source: 'built-in',
      fallbackReason: FALLBACK_REASONS.allowanceSpent(5),
    });
    expect(coachModel.doGenerateCalls).toHaveLength(5);

    // A plan is still made, by the built-in coach, without asking the model.
    const saved = await call(app, cookie, 'saveStrengthPlan', {
      programData: { primaryGoals: ['strength'], experienceLevel: 'intermediate', trainingDays: 2 },
    });
    const strengthPlan = saved.data?.strengthPlan as { planId: string } | undefined;
    if (!strengthPlan) throw new Error('the plan was saved');
    const { planId } = strengthPlan;
    const plan = await call(app, cookie, 'generateStrengthPlan', { planId });
    expect(plan.data).toMatchObject({
      source: 'built-in',
      fallbackReason: FALLBACK_REASONS.allowanceSpent(5),
    });
    expect(coachModel.doGenerateCalls).toHaveLength(5);

    // A scan has no built-in answer: 429 with the reason, the photo left to scan tomorrow.
    await queries.photos.create(
      userId,
      { id: `${userId}-photo`, contentType: 'image/jpeg', sizeBytes: 4, storageKey: `${userId}-photo` },
      NOW,
      PHOTO_MAX_PER_ATHLETE,
    );
    await createFilePhotoStore(photoFolder).put(
      `${userId}-photo`,
      new Uint8Array([0xff, 0xd8, 0xff]),
      'image/jpeg',
    );
    const scan = await call(app, cookie, 'processEquipmentImages');
    expect(scan.status).toBe(429);
    expect(scan.error).toMatchObject({
      message: AI_ALLOWANCE_MESSAGES.spent(5),
      data: { code: 'TOO_MANY_REQUESTS' },
    });
    expect(visionModel.doGenerateCalls).toHaveLength(0);
    expect(await queries.aiUsage.requestsOn(userId, NOW)).toBe(5);

    // Another athlete has an allowance of their own.
    const other = await athlete();
    await call(app, other.cookie, 'generateWorkout', { prompt: 'chest' });
    expect(coachModel.doGenerateCalls).toHaveLength(7);
  });

  it('counts a transport retry as a request', async () => {
    const coachModel = new MockLanguageModelV4({
      doGenerate: async () => {
        throw new APICallError({
          message: 'Service Unavailable',
          url: 'http://127.0.0.1:11434/v1/chat/completions',
          requestBodyValues: {},
          statusCode: 503,
          isRetryable: true,
        });
      },
    });
    const app = appWith(coachModel, modelReplying('{}'), 1);
    const { cookie, userId } = await athlete();
    const answer = await call(app, cookie, 'generateWorkout', { prompt: 'chest' });
    expect(answer.data).toMatchObject({
      source: 'built-in',
      fallbackReason: FALLBACK_REASONS.allowanceSpent(1),
    });
    expect(coachModel.doGenerateCalls).toHaveLength(1);
    expect(await queries.aiUsage.requestsOn(userId, NOW)).toBe(1);
  });

  it('is AI_DAILY_REQUESTS, 50 by default', () => {
    expect(parseConfig({}).aiDailyRequests).toBe(DEFAULT_AI_DAILY_REQUESTS);
    expect(DEFAULT_AI_DAILY_REQUESTS).toBe(50);
    expect(parseConfig({ AI_DAILY_REQUESTS: '0' }).aiDailyRequests).toBe(0);
    expect(() => parseConfig({ AI_DAILY_REQUESTS: '-1' })).toThrow(/AI_DAILY_REQUESTS/);
  });
});
