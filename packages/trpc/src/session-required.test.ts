import { expect, it } from 'vitest';
import { appRouter } from './root.ts';
import { requiresSession } from './session-required.ts';
import { protectedProcedure, publicProcedure, router } from './trpc.ts';

it('says every app procedure needs a session, the import included', () => {
  const names = Object.keys(appRouter._def.procedures);
  expect(names).toContain('importData');
  for (const name of names) expect(requiresSession(appRouter, name), name).toBe(true);
});

it('says a public procedure does not, so it can still be called before sign-in', () => {
  const mixed = router({
    hello: publicProcedure.mutation(() => 'hi'),
    mine: protectedProcedure.mutation(() => 'mine'),
  });
  expect(requiresSession(mixed, 'hello')).toBe(false);
  expect(requiresSession(mixed, 'mine')).toBe(true);
});

it('treats a name the router lacks (or an object property) as needing one: nothing would run for it', () => {
  expect(requiresSession(appRouter, 'noSuchProcedure')).toBe(true);
  expect(requiresSession(appRouter, 'constructor')).toBe(true);
});
