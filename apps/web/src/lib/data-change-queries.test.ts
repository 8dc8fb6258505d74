import { DATA_KINDS } from '@liftwise/domain';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { DATA_KIND_QUERIES, invalidateDataKinds } from './data-change-queries.ts';
import { trpc } from './trpc.ts';

/** A cache holding one entry of every athlete read the app makes, and the catalogue. */
function filledCache() {
  const queryClient = new QueryClient();
  const keys = {
    getProfile: trpc.getProfile.queryKey(),
    getUserEquipment: trpc.getUserEquipment.queryKey(),
    getGoals: trpc.getGoals.queryKey(),
    getGoal: trpc.getGoal.queryKey({ goalId: 'g1' }),
    getAllStrengthPlans: trpc.getAllStrengthPlans.queryKey(),
    getWorkouts: trpc.getWorkouts.queryKey({ timeZone: 'UTC' }),
    getWorkout: trpc.getWorkout.queryKey({ workoutId: 'w1' }),
    getCompletedWorkouts: trpc.getCompletedWorkouts.queryKey(),
    getProgressAnalytics: trpc.getProgressAnalytics.queryKey(),
    getDefaultEquipment: trpc.getDefaultEquipment.queryKey(),
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key as readonly unknown[], {});
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { queryClient, stale };
}

describe('invalidateDataKinds', () => {
  it('refetches exactly the reads of the kinds named', async () => {
    const { queryClient, stale } = filledCache();
    await invalidateDataKinds(queryClient, ['goals']);
    expect(stale()).toEqual(['getGoal', 'getGoals']);
    await invalidateDataKinds(queryClient, ['completedWorkouts', 'workouts']);
    expect(stale()).toEqual([
      'getCompletedWorkouts',
      'getGoal',
      'getGoals',
      'getProgressAnalytics',
      'getWorkout',
      'getWorkouts',
    ]);
  });

  it('with a time, refetches only the reads whose data is older (kept from before the page load)', async () => {
    const { queryClient, stale } = filledCache();
    const kept = trpc.getGoal.queryKey({ goalId: 'g1' });
    queryClient.setQueryData(kept as readonly unknown[], {}, { updatedAt: 1_000 });
    await invalidateDataKinds(queryClient, ['goals', 'workouts'], 2_000);
    expect(stale()).toEqual(['getGoal']);
  });

  it("with a time, leaves a read that failed during this page load alone: its Retry is the athlete's", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let fetches = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: trpc.getProfile.queryKey(),
      queryFn: () => {
        fetches += 1;
        return Promise.reject(new Error('offline'));
      },
    });
    const shown = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
    await invalidateDataKinds(queryClient, ['profile'], Date.now() - 60_000);
    expect(fetches).toBe(1);
    shown();
  });

  it('gives every kind its reads, each read to one kind, and never the catalogue', () => {
    const paths = DATA_KINDS.flatMap((kind) =>
      DATA_KIND_QUERIES[kind]().map((filter) => String(filter.queryKey)),
    );
    expect(paths.length).toBeGreaterThan(DATA_KINDS.length);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).not.toContain(String(trpc.getDefaultEquipment.pathFilter().queryKey));
  });
});
