export type { Context, SessionUser } from './context.ts';
export { type AppRouter, appRouter } from './root.ts';
export { createCallerFactory } from './trpc.ts';
