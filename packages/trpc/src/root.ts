import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { bodyWeightRouter } from './routers/body-weight.ts';
import { calendarFeedRouter } from './routers/calendar-feed.ts';
import { coachRouter } from './routers/coach.ts';
import { completedWorkoutRouter } from './routers/completed-workouts.ts';
import { dataTransferRouter } from './routers/data-transfer.ts';
import { equipmentRouter } from './routers/equipment.ts';
import { equipmentImageProcessorRouter } from './routers/equipment-image-processor.ts';
import { exerciseHistoryRouter } from './routers/exercise-history.ts';
import { goalRouter } from './routers/goals.ts';
import { lastTimeRouter } from './routers/last-time.ts';
import { photoRouter } from './routers/photos.ts';
import { profileRouter } from './routers/profile.ts';
import { progressRouter } from './routers/progress.ts';
import { pushRouter } from './routers/push.ts';
import { recordsRouter } from './routers/records.ts';
import { scheduleRouter } from './routers/schedule.ts';
import { strengthPlanRouter } from './routers/strength-plans.ts';
import { workoutRouter } from './routers/workouts.ts';
import { mergeRouters } from './trpc.ts';

/**
 * One flat namespace named after the spec's server functions (spec §7), one router per area. mergeRouters throws
 * on a name two areas both define, where spreading objects would let the later one silently win.
 */
export const appRouter = mergeRouters(
  profileRouter,
  equipmentRouter,
  goalRouter,
  workoutRouter,
  scheduleRouter,
  completedWorkoutRouter,
  recordsRouter,
  lastTimeRouter,
  coachRouter,
  strengthPlanRouter,
  photoRouter,
  equipmentImageProcessorRouter,
  progressRouter,
  calendarFeedRouter,
  dataTransferRouter,
  pushRouter,
  exerciseHistoryRouter,
  bodyWeightRouter,
);

export type AppRouter = typeof appRouter;
/** What each procedure takes and returns, e.g. `RouterOutputs['getProfile']`, for code that names those types. */
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
