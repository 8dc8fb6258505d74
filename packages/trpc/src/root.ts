import { profileProcedures } from './routers/profile.ts';
import { router } from './trpc.ts';

/** One flat namespace named after the spec's server functions (spec §7). */
export const appRouter = router({
  ...profileProcedures,
});

export type AppRouter = typeof appRouter;
