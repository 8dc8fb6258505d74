import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createQueries, type Queries } from '@liftwise/db';
import { createFilePhotoStore } from '@liftwise/db/photo-files';
import { createTestDb } from '@liftwise/db/testing';
import { coachChecker, createBuiltInCoach, PHOTO_MAX_PER_ATHLETE } from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { signedInCookie } from '../auth/test-support.ts';
import { parseConfig } from '../env.ts';
import { sdkAsk } from './ask-model.ts';
import { createModelCoach } from './model-coach.ts';
import { modelFromConfig, visionScannerFromConfig } from './provider.ts';
import { startOpenAiCompatibleServer } from './test-support.ts';

/**
 * What a provider says when it fails (here a key fragment and an internal address in a 500's body)
 * goes to the server log only; the browser reads the spec's message with a plain reason.
 */

const SECRET = 'sk-secret-4f9a2b7c';
const INTERNAL = 'http://internal.example:8080/v1/chat/completions';
const publicUrl = 'http://localhost:3000';

let endpoint: Awaited<ReturnType<typeof startOpenAiCompatibleServer>>;
let testDb: Awaited<ReturnType<typeof createTestDb>>;
let queries: Queries;
let photoFolder: string;

beforeAll(async () => {
  endpoint = await startOpenAiCompatibleServer(() => ({
    status: 500,
    body: { error: { message: `upstream ${INTERNAL} rejected key ${SECRET}`, type: 'server_error' } },
  }));
  testDb = await createTestDb();
  queries = createQueries(testDb.db);
  photoFolder = mkdtempSync(join(tmpdir(), 'liftwise-provider-errors-'));
});
afterAll(async () => {
  await endpoint.close();
  testDb.dispose();
  rmSync(photoFolder, { recursive: true, force: true });
});

/** The whole app with the coach and the scanner pointed at the failing endpoint, as node.ts builds them. */
function appAgainstFailingEndpoint() {
  const config = parseConfig({
    AI_BASE_URL: endpoint.baseUrl,
    AI_MODEL: 'coach-model',
    AI_VISION_MODEL: 'vision-model',
    AI_API_KEY: SECRET,
  });
  const model = modelFromConfig(config);
  if (!model) throw new Error('configured');
  const photoStore = createFilePhotoStore(photoFolder);
  const coach = createModelCoach({
    ask: sdkAsk(model),
    fallback: createBuiltInCoach(),
    checker: coachChecker,
  });
  const app = createApp({
    queries,
    auth: { publicUrl },
    coach,
    scanner: visionScannerFromConfig(config),
    photoStore,
  });
  return { app, photoStore };
}

function call(app: ReturnType<typeof createApp>, cookie: string, path: string, input?: unknown) {
  return app.request(`/trpc/${path}`, {
    method: 'POST',
    headers: { Origin: publicUrl, 'Content-Type': 'application/json', Cookie: cookie },
    body: input === undefined ? undefined : JSON.stringify(input),
  });
}

describe("a provider's error", () => {
  it('reaches the server log, never the browser: the scan says the service refused, the coach falls back', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const { app, photoStore } = appAgainstFailingEndpoint();
      const cookie = await signedInCookie(queries);
      const userId = (
        await queries.auth.findSessionWithUser(cookie.slice('session='.length).split('.').at(-2) ?? '')
      )?.user.id;
      if (!userId) throw new Error('signed in');
      await photoStore.put('photo-1', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg');
      await queries.photos.create(
        userId,
        { id: 'photo-1', contentType: 'image/jpeg', sizeBytes: 4, storageKey: 'photo-1' },
        new Date(),
        PHOTO_MAX_PER_ATHLETE,
      );

      const scan = await call(app, cookie, 'processEquipmentImages');
      const workout = await call(app, cookie, 'generateWorkout', { prompt: 'upper body' });
      const alternatives = await call(app, cookie, 'generateAlternativeExercises', {
        currentExercise: { name: 'Push-Up', sets: 3, reps: '10' },
      });
      expect(endpoint.bodies.length).toBeGreaterThanOrEqual(3);

      const scanBody = await scan.text();
      expect(scan.status).toBe(502);
      expect(JSON.parse(scanBody).error.message).toBe('The vision model service refused the request.');
      for (const response of [workout, alternatives]) expect(response.status).toBe(200);
      const answers = [scanBody, await workout.text(), await alternatives.text()];
      expect(JSON.parse(answers[1] ?? '').result.data).toMatchObject({
        source: 'built-in',
        fallbackReason: 'The AI model service refused the request, so the built-in coach answered.',
      });
      for (const text of answers) {
        expect(text).not.toContain('sk-secret');
        expect(text).not.toContain('internal.example');
      }
      // The raw text is in the server's log, for whoever runs it.
      const logged = warnings.mock.calls.map((args) => args.join(' ')).join('\n');
      expect(logged).toContain(INTERNAL);
    } finally {
      warnings.mockRestore();
    }
  });
});
