import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRefreshPhotos } from '#web/lib/equipment-photos.ts';
import { useLoadFailureToast } from '#web/lib/load-failure.ts';
import { queueable } from '#web/lib/outbox/queueable.ts';
import { failsAs } from '#web/lib/save-failure.ts';
import { trpc, trpcClient } from '#web/lib/trpc.ts';

// The equipment feature's server state in one place: the athlete's equipment and locations, the default catalogue,
// and what each change writes to the cache (the server's answer, so no refetch is needed).

export function userEquipmentQueryOptions() {
  return trpc.getUserEquipment.queryOptions();
}

export function equipmentLocationsQueryOptions() {
  return trpc.getEquipmentLocations.queryOptions();
}

/**
 * Spec §7: if the first fetch of the catalogue fails and nothing loaded, initializeDefaultEquipment seeds it and
 * the fetch is tried again. An empty answer counts as nothing loaded.
 */
export function defaultEquipmentQueryOptions() {
  return {
    ...trpc.getDefaultEquipment.queryOptions(),
    queryFn: async () => {
      try {
        const data = await trpcClient.getDefaultEquipment.query();
        if (data.categories.length > 0) return data;
      } catch (error) {
        console.warn('getDefaultEquipment failed; seeding the catalogue and trying again.', error);
      }
      await trpcClient.initializeDefaultEquipment.mutate();
      return trpcClient.getDefaultEquipment.query();
    },
  };
}

/** For the list's route loader: warms the cache without waiting, so the page renders at once. */
export function prefetchEquipmentList(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(userEquipmentQueryOptions());
  void queryClient.prefetchQuery(equipmentLocationsQueryOptions());
}

/** For the form and catalogue routes: the categories too. */
export function prefetchEquipmentForm(queryClient: QueryClient): void {
  prefetchEquipmentList(queryClient);
  void queryClient.prefetchQuery(defaultEquipmentQueryOptions());
}

/**
 * The athlete's equipment. The spec shows an empty list when the load fails; the screen shows that with a Retry,
 * and the failure is toasted once.
 */
export function useUserEquipment() {
  const query = useQuery(userEquipmentQueryOptions());
  useLoadFailureToast(query, 'getUserEquipment');
  return query;
}

export function useEquipmentLocations() {
  const query = useQuery(equipmentLocationsQueryOptions());
  useLoadFailureToast(query, 'getEquipmentLocations');
  return query;
}

/** Categories and default items; a failure says 'Failed to load equipment categories. Please try again later.' */
export function useDefaultEquipment() {
  const query = useQuery(defaultEquipmentQueryOptions());
  useLoadFailureToast(query, 'getDefaultEquipment');
  return query;
}

type EquipmentList = {
  equipment: Awaited<ReturnType<typeof trpcClient.getUserEquipment.query>>['equipment'];
};

function useEquipmentCache() {
  const queryClient = useQueryClient();
  const key = userEquipmentQueryOptions().queryKey;
  return (change: (list: EquipmentList['equipment']) => EquipmentList['equipment']) =>
    queryClient.setQueryData(key, (old) => (old ? { equipment: change(old.equipment) } : old));
}

/**
 * Added items come first, as the list is newest first. Without a cached list, the next read fetches it. Every item
 * change may mark or delete an item's photo, so the scanner's photo list is read again too.
 */
export function useAddEquipment() {
  const queryClient = useQueryClient();
  const update = useEquipmentCache();
  const refreshPhotos = useRefreshPhotos();
  // Offline it waits in the outbox and shows in the list meanwhile.
  return useMutation({
    ...trpc.addUserEquipment.mutationOptions({
      ...failsAs('addUserEquipment'),
      onSuccess: ({ equipment }) => {
        void refreshPhotos();
        if (queryClient.getQueryData(userEquipmentQueryOptions().queryKey)) {
          update((list) => [...equipment, ...list]);
        } else {
          void queryClient.invalidateQueries({ queryKey: userEquipmentQueryOptions().queryKey });
        }
      },
    }),
    ...queueable('addUserEquipment'),
  });
}

/**
 * An edit names the version it was made on (`baseUpdatedAt`): one made on an older version is refused with 'changed
 * on another device' and the list read again, so the form shows the newer version. Offline, the
 * edit and the delete wait in the outbox and show in the list meanwhile.
 */
export function useUpdateEquipment() {
  const queryClient = useQueryClient();
  const update = useEquipmentCache();
  const refreshPhotos = useRefreshPhotos();
  return useMutation({
    ...trpc.updateUserEquipment.mutationOptions({
      ...failsAs('updateUserEquipment'),
      onSuccess: ({ equipment }) => {
        void refreshPhotos();
        update((list) => list.map((item) => (item.id === equipment.id ? equipment : item)));
      },
      onError: () => void queryClient.invalidateQueries(userEquipmentQueryOptions()),
    }),
    ...queueable('updateUserEquipment'),
  });
}

export function useDeleteEquipment() {
  const update = useEquipmentCache();
  const refreshPhotos = useRefreshPhotos();
  return useMutation({
    ...trpc.deleteUserEquipment.mutationOptions({
      ...failsAs('deleteUserEquipment'),
      onSuccess: (_result, { equipmentId }) => {
        void refreshPhotos();
        update((list) => list.filter((item) => item.id !== equipmentId));
      },
    }),
    ...queueable('deleteUserEquipment'),
  });
}

function useLocationsCache() {
  const queryClient = useQueryClient();
  const key = equipmentLocationsQueryOptions().queryKey;
  return {
    replace: (locations: LocationList) => queryClient.setQueryData(key, { locations }),
    upsert: (location: LocationList[number]) =>
      queryClient.setQueryData(key, (old) => {
        if (!old) return old;
        const known = old.locations.some((item) => item.id === location.id);
        return {
          locations: known
            ? old.locations.map((item) => (item.id === location.id ? location : item))
            : [...old.locations, location],
        };
      }),
  };
}

type LocationList = Awaited<ReturnType<typeof trpcClient.getEquipmentLocations.query>>['locations'];

export function useAddLocation() {
  const cache = useLocationsCache();
  return useMutation(
    trpc.addEquipmentLocation.mutationOptions({ onSuccess: ({ location }) => cache.upsert(location) }),
  );
}

export function useRenameLocation() {
  const cache = useLocationsCache();
  return useMutation(
    trpc.renameEquipmentLocation.mutationOptions({ onSuccess: ({ location }) => cache.upsert(location) }),
  );
}

export function useSetActiveLocation() {
  const cache = useLocationsCache();
  return useMutation(
    trpc.setActiveEquipmentLocation.mutationOptions({
      ...failsAs('setActiveEquipmentLocation'),
      onSuccess: ({ locations }) => cache.replace(locations),
    }),
  );
}
