import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useLoadFailureToast } from '#web/lib/load-failure.ts';
import { workoutOverviewQueryOptions } from '#web/lib/training-cache.ts';
import { trpc } from '#web/lib/trpc.ts';

/**
 * The dashboard's server state. It reads the profile for its banner, but features never import each other, so it
 * builds the query from `trpc` itself: the key comes from the procedure's name, so this and the profile feature
 * share one cache entry and one request, and the profile feature's save updates the banner too.
 */
export function dashboardProfileQueryOptions() {
  return trpc.getProfile.queryOptions();
}

/** The athlete's equipment, for the Manage Equipment card: the same cache entry the equipment feature reads. */
export function dashboardEquipmentQueryOptions() {
  return trpc.getUserEquipment.queryOptions();
}

/**
 * The week, the streak and the upcoming workouts for the stat cards: the same cache entry as the workout list's
 * (same procedure, same zone), so a workout saved anywhere refreshes the cards too.
 */
export function dashboardWorkoutsQueryOptions() {
  return workoutOverviewQueryOptions();
}

/** For the route loader: warms the cache without waiting; a failed load only hides the banner. */
export function prefetchDashboard(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(dashboardProfileQueryOptions());
  void queryClient.prefetchQuery(dashboardEquipmentQueryOptions());
  void queryClient.prefetchQuery(dashboardWorkoutsQueryOptions());
}

export function useDashboardProfile() {
  return useQuery(dashboardProfileQueryOptions());
}

/** How many items the athlete has; 0 while loading or after a failed load (the card then says 'Get Started'). */
export function useEquipmentCount(): number {
  return useQuery(dashboardEquipmentQueryOptions()).data?.equipment.length ?? 0;
}

/** The stat cards' data; a failed load is logged and toasted with Retry, once per failure. */
export function useDashboardWorkouts() {
  const query = useQuery(dashboardWorkoutsQueryOptions());
  useLoadFailureToast(query, 'getWorkouts');
  return query;
}
