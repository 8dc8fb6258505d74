import type { RouterInputs } from '@liftwise/trpc';
import type { FileRoutesByTo } from '#web/routeTree.gen.ts';

type Procedure = keyof RouterInputs;

export interface FirstRead {
  /** The procedures of the page's first request, in the order its route's loader asks for them (one batch). */
  procedures: readonly Procedure[];
  /**
   * That batch's inputs as tRPC's batch link sends them: by the procedure's place, those with an input only, keys in
   * the order the app builds them. A string `$name` is the address's `$name` part; `$timeZone`, the browser's zone.
   */
  input: Readonly<Record<number, Readonly<Record<string, string>>>>;
}

/**
 * The first read of the pages whose largest content is their data (Lighthouse's LCP: the dashboard's profile banner,
 * the live session's first instruction). app.html asks for it, with the browser's preload, beside the page's scripts
 * (scripts/prerender.ts, src/app-shell-inline-script.ts), and the app's own request of the same address takes that
 * answer instead of asking again. Each must be the request its route's loader makes:
 * `e2e/src/first-paint.e2e.ts` checks that every procedure of a first load is asked for once.
 */
export const FIRST_READS = {
  // features/dashboard/api.ts prefetchDashboard: profile, equipment, the workout overview (lib/training-cache.ts).
  '/dashboard': {
    procedures: ['getProfile', 'getUserEquipment', 'getWorkouts'],
    input: { 2: { timeZone: '$timeZone' } },
  },
  // features/live-session/api.ts prefetchSessionWorkout.
  '/workouts/start/$workoutId': {
    procedures: ['getWorkout'],
    input: { 0: { workoutId: '$workoutId' } },
  },
} as const satisfies Partial<Record<keyof FileRoutesByTo, FirstRead>>;
