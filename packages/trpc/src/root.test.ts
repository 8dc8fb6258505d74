import { afterAll, beforeAll, expect, it } from 'vitest';
import { appRouter } from './root.ts';
import { profileRouter } from './routers/profile.ts';
import { createTestHarness } from './testing.ts';
import { mergeRouters, protectedProcedure, router } from './trpc.ts';

let harness: Awaited<ReturnType<typeof createTestHarness>>;
beforeAll(async () => {
  harness = await createTestHarness();
});
afterAll(() => harness.dispose());

// Enumerates the router itself, so a procedure added later is covered without editing this test.
const procedureNames = Object.keys(appRouter._def.procedures);

it('has procedures to check', () => {
  expect(procedureNames).toContain('getProfile');
});

it.each(procedureNames)('%s refuses a request without a session (UNAUTHORIZED)', async (name) => {
  const caller = harness.callerFor(null) as unknown as Record<string, (input?: unknown) => Promise<unknown>>;
  const call = caller[name];
  if (!call) throw new Error(`no caller for ${name}`);
  await expect(call({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
});

it('refuses a procedure name that two area routers both define', () => {
  const clash = router({ getProfile: protectedProcedure.query(() => null) });
  expect(() => mergeRouters(profileRouter, clash)).toThrow(/getProfile/);
});
