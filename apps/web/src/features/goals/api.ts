import type { Goal } from '@liftwise/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLoadFailureToast } from '#web/lib/load-failure.ts';
import { queueable } from '#web/lib/outbox/queueable.ts';
import { failsAs } from '#web/lib/save-failure.ts';
import { trpc } from '#web/lib/trpc.ts';

// The goals feature's server state in one place: what its screens read, what its routes warm, what writes change.

export function goalsQueryOptions() {
  return trpc.getGoals.queryOptions();
}

export function prefetchGoals(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(goalsQueryOptions());
}

/** The athlete's goals; a failed load is logged and toasted with Retry, once per failure. */
export function useGoals() {
  const query = useQuery(goalsQueryOptions());
  useLoadFailureToast(query, 'getGoals');
  return query;
}

/**
 * One goal for the edit screen. The list already in the cache is the head start (the spec passes the goal in
 * navigation state); opened directly by URL, it is loaded by id. null: no such goal of this athlete.
 */
function goalQueryOptions(queryClient: QueryClient, goalId: string) {
  return trpc.getGoal.queryOptions(
    { goalId },
    {
      initialData: () =>
        queryClient.getQueryData(goalsQueryOptions().queryKey)?.goals.find((g) => g.id === goalId),
      initialDataUpdatedAt: () => queryClient.getQueryState(goalsQueryOptions().queryKey)?.dataUpdatedAt,
    },
  );
}

export function prefetchGoal(queryClient: QueryClient, goalId: string): void {
  void queryClient.prefetchQuery(goalQueryOptions(queryClient, goalId));
}

export function useGoal(goalId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(goalQueryOptions(queryClient, goalId));
  useLoadFailureToast(query, 'getGoal');
  return query;
}

/** Puts the server's answer into both caches, so the list and the edit screen show it without a refetch. */
function storeGoal(queryClient: QueryClient, goal: Goal) {
  queryClient.setQueryData(trpc.getGoal.queryKey({ goalId: goal.id }), goal);
  queryClient.setQueryData(goalsQueryOptions().queryKey, (data) => {
    if (!data) return data;
    const known = data.goals.some((g) => g.id === goal.id);
    return { goals: known ? data.goals.map((g) => (g.id === goal.id ? goal : g)) : [goal, ...data.goals] };
  });
}

export function useSaveGoal() {
  const queryClient = useQueryClient();
  // Offline it waits in the outbox and shows in the list meanwhile.
  return useMutation({
    ...trpc.saveGoal.mutationOptions({
      ...failsAs('saveGoal'),
      onSuccess: ({ goal }) => storeGoal(queryClient, goal),
    }),
    ...queueable('saveGoal'),
  });
}

/**
 * An edit names the version it was made on (`baseUpdatedAt`): one made on an older version is refused with 'changed
 * on another device' and the goal read again, so the form shows the newer version (the list already
 * has it, from the real-time stream). Offline, the edit and the delete wait in the outbox and show in the list
 * meanwhile.
 */
export function useUpdateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    ...trpc.updateGoal.mutationOptions({
      ...failsAs('updateGoal'),
      onSuccess: ({ goal }) => storeGoal(queryClient, goal),
      onError: () => void queryClient.invalidateQueries(trpc.getGoal.pathFilter()),
    }),
    ...queueable('updateGoal'),
  });
}

export function useDeleteGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    ...trpc.deleteGoal.mutationOptions({
      ...failsAs('deleteGoal'),
      onSuccess: ({ goalId }) => {
        queryClient.setQueryData(trpc.getGoal.queryKey({ goalId }), null);
        queryClient.setQueryData(goalsQueryOptions().queryKey, (data) =>
          data ? { goals: data.goals.filter((g) => g.id !== goalId) } : data,
        );
      },
    }),
    ...queueable('deleteGoal'),
  });
}
