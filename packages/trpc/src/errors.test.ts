import { createBuiltInCoach } from '@liftwise/domain';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createTestHarness } from './testing.ts';
import { INTERNAL_ERROR_MESSAGE, publicProcedure, router } from './trpc.ts';

// A router built from the package's own procedure builder, so the app's error formatter is the one under test.
const testRouter = router({
  fails: publicProcedure.query(() => {
    throw new Error('database at /srv/liftwise/.data/app.db is locked');
  }),
  validates: publicProcedure.input(z.object({ year: z.number().max(2000, 'Too late') })).query(() => 'ok'),
});

async function call(path: string, isDevelopment: boolean) {
  const harness = await createTestHarness();
  try {
    const response = await fetchRequestHandler({
      endpoint: '/trpc',
      router: testRouter,
      req: new Request(`http://localhost/trpc/${path}`),
      createContext: () => ({
        user: null,
        account: () => Promise.reject(new Error('signed out')),
        queries: harness.queries,
        now: () => new Date(),
        isDevelopment,
        seedCatalogue: null,
        coach: createBuiltInCoach(),
        allowCoachCall: async () => true,
        allowDataTransfer: async () => true,
        aiDailyRequests: 0,
        scanner: { available: false as const, reason: 'no vision model here' },
        photoStore: harness.photoStore,
        publishChange: () => {},
        push: {
          publicKey: null,
          sendLater: () => {},
          restAlertScheduled: () => {},
          restAlertCancelled: () => {},
        },
        allowTestPush: async () => true,
      }),
      onError: () => {},
    });
    return (await response.json()) as {
      error: { message: string; data: { stack?: string; issues?: unknown[] } };
    };
  } finally {
    harness.dispose();
  }
}

describe('error replies', () => {
  it('say a generic message and carry no stack outside development, whatever process.env.NODE_ENV says', async () => {
    const { error } = await call('fails', false);
    expect(error.message).toBe(INTERNAL_ERROR_MESSAGE);
    expect(error.data).not.toHaveProperty('stack');
    expect(JSON.stringify(error)).not.toContain('/srv/liftwise');
  });

  it('carry the raw message and stack in development', async () => {
    const { error } = await call('fails', true);
    expect(error.message).toContain('is locked');
    expect(error.data.stack).toContain('errors.test.ts');
  });

  it('keep the first validation message and the issues in both', async () => {
    const input = encodeURIComponent(JSON.stringify({ year: 2020 }));
    for (const isDevelopment of [false, true]) {
      const { error } = await call(`validates?input=${input}`, isDevelopment);
      expect(error.message).toBe('Too late');
      expect(error.data.issues).toEqual([{ path: ['year'], message: 'Too late' }]);
    }
  });
});
