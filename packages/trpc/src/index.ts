export { calendarFeedDocument } from './calendar-feed-document.ts';
export type { Context, SessionUser } from './context.ts';
export { type AppRouter, appRouter, type RouterInputs, type RouterOutputs } from './root.ts';
export { requiresSession } from './session-required.ts';
export { createCallerFactory } from './trpc.ts';
