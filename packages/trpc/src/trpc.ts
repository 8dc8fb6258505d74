import { SERVER_MESSAGES } from '@liftwise/domain';
import { initTRPC, TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { Context } from './context.ts';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    // A validation failure carries the first issue's message (e.g. 'Please enter a valid birth year') and the
    // field paths, so the browser can say exactly what is wrong.
    const cause = error.cause;
    if (error.code === 'BAD_REQUEST' && cause instanceof z.ZodError) {
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
    return shape;
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

/** Every app procedure: the user id comes from the session, never from input. */
export const protectedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: SERVER_MESSAGES.notAuthenticated });
  return next({ ctx: { ...ctx, user: ctx.user } });
});
