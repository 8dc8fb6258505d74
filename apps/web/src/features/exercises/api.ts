import {
  activeLocation,
  availableEquipment,
  canPerform,
  type ExerciseCatalogueEntry,
  fulfilledNeeds,
  type WeightUnit,
} from '@liftwise/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLoadFailureToast } from '#web/lib/load-failure.ts';
import { browserTimeZone } from '#web/lib/time-zone.ts';
import { trpc } from '#web/lib/trpc.ts';
import { browserWeightUnit, useWeightUnit } from '#web/lib/weight-unit.ts';

// The exercise pages' server state: the athlete's equipment (for "only what my equipment allows") and one
// exercise's history, a page at a time, every weight in the athlete's unit.

/** One page of an exercise's sessions (the first without `before`) and its summary. */
export function exerciseHistoryQueryOptions(exerciseId: string, weightUnit: WeightUnit, before?: string) {
  return trpc.getExerciseHistory.queryOptions({
    exerciseId,
    timeZone: browserTimeZone(),
    weightUnit,
    ...(before !== undefined && { before }),
  });
}

/** For the exercise route's loader: the first page in the unit known so far, without waiting. */
export function prefetchExercise(queryClient: QueryClient, exerciseId: string): void {
  const profile = queryClient.getQueryData(trpc.getProfile.queryKey());
  const unit = profile?.weightUnit ?? browserWeightUnit();
  void queryClient.prefetchQuery(exerciseHistoryQueryOptions(exerciseId, unit));
}

export function useExerciseHistory(exerciseId: string, before?: string) {
  const query = useQuery(exerciseHistoryQueryOptions(exerciseId, useWeightUnit(), before));
  useLoadFailureToast(query, 'getExerciseHistory');
  return query;
}

/** For the catalogue route's loader: the equipment the filter reads, without waiting. */
export function prefetchExerciseCatalogue(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(trpc.getUserEquipment.queryOptions());
  void queryClient.prefetchQuery(trpc.getEquipmentLocations.queryOptions());
}

/**
 * Whether the athlete's equipment allows an exercise, as the coach judges it: the items of the active location not
 * out of service. Undefined until the equipment has loaded.
 */
export function useKitAllows(): ((entry: ExerciseCatalogueEntry) => boolean) | undefined {
  const equipment = useQuery(trpc.getUserEquipment.queryOptions());
  const locations = useQuery(trpc.getEquipmentLocations.queryOptions());
  const items = equipment.data?.equipment;
  const active = locations.data ? (activeLocation(locations.data.locations)?.id ?? null) : undefined;
  return useMemo(() => {
    if (!items || active === undefined) return undefined;
    const needs = fulfilledNeeds(availableEquipment(items, active ?? undefined));
    return (entry: ExerciseCatalogueEntry) => canPerform(entry, needs);
  }, [items, active]);
}
