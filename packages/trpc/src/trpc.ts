import { isDatabaseUnavailable } from '@liftwise/db';
import { KeptAtMostError, SERVER_MESSAGES } from '@liftwise/domain';
import { initTRPC, TRPCError } from '@trpc/server';
import { $ZodError } from 'zod/v4/core';
import type { Context } from './context.ts';
import { MUTATION_CHANGES } from './data-changes.ts';
import { forgetAthleteAnswers } from './versioned-memo.ts';

/** What an unexpected failure says outside development; the details go to the server's log (app.ts onError). */
export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/**
 * A validation failure carries the first issue's message (e.g. 'Please enter a valid birth year') and the field
 * paths, so the browser can say exactly what is wrong.
 */
function withValidationIssues<S extends { message: string; data: object }>(shape: S, cause: unknown): S {
  // zod/mini throws core's error (classic's ZodError is a kind of it). Not `z.core.$ZodError`: that would keep
  // all of zod's core, its compiler too, in the Worker.
  if (!(cause instanceof $ZodError)) return shape;
  const first = cause.issues[0];
  return {
    ...shape,
    message: first ? first.message : shape.message,
    data: {
      ...shape.data,
      issues: cause.issues.map((i) => ({ path: i.path.map(String), message: i.message })),
    },
  };
}

/** What a procedure declares about itself, read by the middleware below. */
export interface ProcedureMeta {
  /**
   * A mutation whose only effects are writes to the database: it may run before its session is proven, since its
   * first write carries the proof (a guard that keeps nothing of the batch unless the session holds).
   */
  onlyWritesToDatabase?: boolean;
  /**
   * A mutation that awaits `ctx.account()` itself before any effect: it may read first, so those reads travel with
   * the session check instead of after it.
   */
  provesSessionItself?: boolean;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    // tRPC would decide from process.env.NODE_ENV, which plain `npm start` leaves unset; the validated config
    // decides instead, through the context (absent when the context could not be built: then no stack either).
    isDev: false,
    errorFormatter({ shape, error, ctx }) {
      const formatted = withValidationIssues(shape, error.cause);
      if (ctx?.isDevelopment) return { ...formatted, data: { ...formatted.data, stack: error.stack } };
      if (error.code === 'INTERNAL_SERVER_ERROR') return { ...formatted, message: INTERNAL_ERROR_MESSAGE };
      return formatted;
    },
  });

export const router = t.router;
/** Joins the areas' routers into one flat namespace; a procedure name defined twice throws at start-up. */
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;
/**
 * A database that cannot be reached or used (down, a refused token) is SERVICE_UNAVAILABLE (HTTP 503, the spec's
 * 'unavailable') saying so, not an internal error: nothing the athlete did was wrong, and nothing saved is lost.
 * The cause stays on the error for the server's log (app.ts). A write the database refused for the athlete's own
 * reason (more repeating workouts, workouts or plans than an athlete keeps) is BAD_REQUEST with that reason.
 */
function failureSaysWhy<R extends { ok: boolean; error?: TRPCError }>(result: R): R {
  if (result.ok || result.error?.code !== 'INTERNAL_SERVER_ERROR') return result;
  const cause = result.error.cause;
  if (isDatabaseUnavailable(cause))
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: SERVER_MESSAGES.unavailable, cause });
  // A write refused inside its transaction (nothing kept) for what the athlete asked: theirs to change.
  if (cause instanceof KeptAtMostError)
    throw new TRPCError({ code: 'BAD_REQUEST', message: cause.message, cause });
  return result;
}

/*
 * Each procedure has one middleware of ours, not a chain: tRPC copies a call's options (and, given `ctx`, the
 * context) at every level, with a spread its build turns into `defineProperty` calls, a fifth of a read's CPU with
 * two levels (measured by `pnpm bench:api`).
 */

export const publicProcedure = t.procedure.use(async ({ next }) => failureSaysWhy(await next()));

/** Throws why the session could not be proven: not valid (UNAUTHORIZED), or the database unreachable (503). */
function unproven(error: unknown) {
  if (error === undefined) return;
  if (isDatabaseUnavailable(error))
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: SERVER_MESSAGES.unavailable, cause: error });
  throw error;
}

/** The context is passed on as it is, the user now known to be there: `next({ ctx })` would copy it again. */
const SIGNED_IN = undefined as unknown as { user: { id: string } };

/**
 * Every app procedure: the user id comes from the session, never from input. A mutation that succeeded is published
 * to the athlete's other devices from here, the one place every write passes: the areas it changed
 * (`MUTATION_CHANGES`), to that athlete only. A failed one changed nothing and says nothing.
 */
export const protectedProcedure = t.procedure.use(async ({ ctx, next, type, path, meta }) => {
  const user = ctx.user;
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: SERVER_MESSAGES.notAuthenticated });
  // A read, or a write that only writes to the database, runs at once and is answered only once the proof is in;
  // any other write runs only for a proven session.
  const proof = ctx.account().then(
    () => undefined,
    (error: unknown) => error,
  );
  if (type === 'mutation' && !meta?.onlyWritesToDatabase && !meta?.provesSessionItself) unproven(await proof);
  const [answer, failed] = await Promise.all([next({ ctx: SIGNED_IN }), proof]);
  unproven(failed);
  const result = failureSaysWhy(answer);
  const kinds = type === 'mutation' && result.ok ? MUTATION_CHANGES[path] : undefined;
  if (kinds && kinds.length > 0) {
    forgetAthleteAnswers(user.id);
    ctx.publishChange(user.id, { kinds });
  }
  return result;
});
