import type { ReplacePrevious } from '@liftwise/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { browserTimeZone } from '#web/lib/time-zone.ts';
import { invalidateTraining } from '#web/lib/training-cache.ts';
import { trpc } from '#web/lib/trpc.ts';

// The plan review's server state: the plan it shows, a day's edit, and Start Plan.

/**
 * One plan; null when it is not the athlete's or does not exist (spec §7). Always checked with the server on
 * opening: the wizard may have regenerated it since it was cached.
 */
export function planQueryOptions(planId: string) {
  return trpc.getStrengthPlan.queryOptions({ planId }, { staleTime: 0 });
}

/** For the route loader: warms the cache without waiting. */
export function prefetchPlan(queryClient: QueryClient, planId: string | undefined): void {
  if (planId !== undefined) void queryClient.prefetchQuery(planQueryOptions(planId));
}

export function usePlan(planId: string) {
  return useQuery(planQueryOptions(planId));
}

/** The chooser's list shows names and statuses that an edit or a start changes. */
function refreshPlanList(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries(trpc.getAllStrengthPlans.pathFilter());
}

/** Saving an edited day: the whole generated plan with that day replaced goes back (spec §4). */
export function useUpdatePlan(planId: string) {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.updateStrengthPlan.mutationOptions({
      onSuccess: ({ strengthPlan }) => {
        queryClient.setQueryData(planQueryOptions(planId).queryKey, strengthPlan);
        void refreshPlanList(queryClient);
      },
    }),
  );
}

/**
 * Start Plan: the plan goes active and its sessions onto the calendar, so every workout read is
 * refreshed before the athlete lands on /workouts.
 */
export function useStartPlan(planId: string) {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.startStrengthPlan.mutationOptions({
      onSuccess: async ({ strengthPlan }) => {
        queryClient.setQueryData(planQueryOptions(planId).queryKey, strengthPlan);
        await Promise.all([invalidateTraining(queryClient), refreshPlanList(queryClient)]);
      },
    }),
  );
}

export function startInput(planId: string, replacePrevious?: ReplacePrevious) {
  return { planId, timeZone: browserTimeZone(), ...(replacePrevious && { replacePrevious }) };
}

/** CONFLICT: another active plan still has workouts ahead; the server's message asks keep or remove. */
export function startConflictMessage(error: unknown): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  return error.data?.code === 'CONFLICT' && typeof error.message === 'string' ? error.message : null;
}
