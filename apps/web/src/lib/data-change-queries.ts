import type { DataKind } from '@liftwise/domain';
import type { QueryClient, QueryFilters } from '@tanstack/react-query';
import { trpc } from './trpc.ts';

/**
 * The reads of each data area the real-time stream names: when another device changes an area,
 * exactly these are refetched (those on screen) or marked stale (the rest), and nothing else. The one place a new
 * read is added to its area; `data-change-queries.test.ts` checks each kind reaches its reads and no other's.
 * The exercise catalogue (getDefaultEquipment) is nobody's data and is never named.
 */
export const DATA_KIND_QUERIES: Record<DataKind, () => QueryFilters[]> = {
  profile: () => [
    trpc.getProfile.pathFilter(),
    trpc.getCalendarFeed.pathFilter(),
    trpc.getPushDevices.pathFilter(),
  ],
  equipment: () => [
    trpc.getEquipmentLocations.pathFilter(),
    trpc.getUserEquipment.pathFilter(),
    trpc.getEquipmentPhotos.pathFilter(),
    trpc.getUserImageCount.pathFilter(),
  ],
  goals: () => [trpc.getGoals.pathFilter(), trpc.getGoal.pathFilter()],
  strengthPlans: () => [trpc.getAllStrengthPlans.pathFilter(), trpc.getStrengthPlan.pathFilter()],
  bodyWeight: () => [trpc.getBodyWeights.pathFilter()],
  workouts: () => [
    trpc.getWorkouts.pathFilter(),
    trpc.getSchedule.pathFilter(),
    trpc.getWorkout.pathFilter(),
    trpc.getWorkoutDetails.pathFilter(),
  ],
  completedWorkouts: () => [
    trpc.getCompletedWorkouts.pathFilter(),
    trpc.getCompletedWorkout.pathFilter(),
    trpc.getProgressAnalytics.pathFilter(),
    trpc.getExerciseHistory.pathFilter(),
    trpc.getLastTime.pathFilter(),
    trpc.getPersonalRecords.pathFilter(),
  ],
};

/**
 * Refetches what this device shows of the areas another device changed (the rest is refetched when next read);
 * with `fetchedBefore` (a time in ms), only the reads whose data is older than that.
 */
export function invalidateDataKinds(
  queryClient: QueryClient,
  kinds: readonly DataKind[],
  fetchedBefore?: number,
): Promise<void> {
  const older =
    fetchedBefore === undefined
      ? {}
      : {
          // Last fetched before then, whether it answered or failed: a read that failed during this page load was
          // not kept from before, and fetching it again would report its failure twice.
          predicate: (query: { state: { dataUpdatedAt: number; errorUpdatedAt: number } }) =>
            Math.max(query.state.dataUpdatedAt, query.state.errorUpdatedAt) < fetchedBefore,
        };
  return Promise.all(
    kinds.flatMap((kind) =>
      DATA_KIND_QUERIES[kind]().map((filter) => queryClient.invalidateQueries({ ...filter, ...older })),
    ),
  ).then(() => undefined);
}
