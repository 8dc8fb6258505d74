import type { AnyRouter } from '@trpc/server';
import { protectedProcedure } from './trpc.ts';

// Every procedure built from protectedProcedure carries this very function, so it tells them apart from public ones.
const signInCheck = protectedProcedure._def.middlewares[0];

/**
 * Whether a call of `name` can only be refused to a caller without a session: a signed-in-only procedure, or a
 * name the router does not have (nothing would run). The server uses it to refuse such calls before reading their
 * bodies; a public procedure (one used before sign-in) answers false and keeps working.
 */
export function requiresSession(router: AnyRouter, name: string): boolean {
  const procedures = router._def.procedures as Record<
    string,
    { _def: { middlewares: unknown[] } } | undefined
  >;
  if (!Object.hasOwn(procedures, name)) return true;
  return signInCheck !== undefined && procedures[name]?._def.middlewares.includes(signInCheck) === true;
}
