import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLoadFailureToast } from '#web/lib/load-failure.ts';
import { failsAs } from '#web/lib/save-failure.ts';
import { trpc } from '#web/lib/trpc.ts';

// The profile feature's server state in one place: what its screens read, what its route warms, what a save writes.

/** The athlete's profile; null until the first save (spec §7 'Profile not found'). */
export function profileQueryOptions() {
  return trpc.getProfile.queryOptions();
}

/** For the route loader: warms the cache without waiting, so the page renders at once and shows a failure itself. */
export function prefetchProfile(queryClient: QueryClient): void {
  // Not the calendar feed's status: its section loads after the page's first paint and reads it itself, so a
  // failure of one is never the other's.
  void queryClient.prefetchQuery(profileQueryOptions());
}

/** The profile query; a failed load is logged and toasted, with Retry, once per failure. */
export function useProfile() {
  const query = useQuery(profileQueryOptions());
  useLoadFailureToast(query, 'getProfile');
  return query;
}

/**
 * The form's one call: saveProfile creates or replaces on the server, whatever is stored. The saved profile goes
 * straight into the cache, so every screen reading it (profile, dashboard banner) updates without a refetch.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.saveProfile.mutationOptions({
      ...failsAs('saveProfile'),
      onSuccess: ({ profile }) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
    }),
  );
}

/** The calendar feed's status and the reminder lead; never the feed's URL, which only creating returns. */
export function calendarFeedQueryOptions() {
  return trpc.getCalendarFeed.queryOptions();
}

export function useCalendarFeed() {
  const query = useQuery(calendarFeedQueryOptions());
  useLoadFailureToast(query, 'getCalendarFeed');
  return query;
}

/** Creates or regenerates the feed; the answer's path is the one moment the secret URL is known. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.createCalendarFeed.mutationOptions({
      ...failsAs('createCalendarFeed'),
      onSuccess: ({ feed }) =>
        queryClient.setQueryData(calendarFeedQueryOptions().queryKey, (old) =>
          old ? { ...old, feed } : old,
        ),
    }),
  );
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.revokeCalendarFeed.mutationOptions({
      ...failsAs('revokeCalendarFeed'),
      onSuccess: () =>
        queryClient.setQueryData(calendarFeedQueryOptions().queryKey, (old) =>
          old ? { ...old, feed: null } : old,
        ),
    }),
  );
}

export function useSetReminderLead() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.setReminderLeadTime.mutationOptions({
      ...failsAs('setReminderLeadTime'),
      onSuccess: ({ reminderLead }) => {
        queryClient.setQueryData(calendarFeedQueryOptions().queryKey, (old) =>
          old ? { ...old, reminderLead } : old,
        );
        // The open app's reminder reads the lead from the profile.
        void queryClient.invalidateQueries(profileQueryOptions());
      },
    }),
  );
}

/** The server's VAPID key (null: no notifications on this server) and the athlete's devices with notifications on. */
export function pushDevicesQueryOptions() {
  return trpc.getPushDevices.queryOptions();
}

export function usePushDevices() {
  const query = useQuery(pushDevicesQueryOptions());
  useLoadFailureToast(query, 'getPushDevices');
  return query;
}

/** Saves this browser's subscription; the device goes into the list at once (or replaces itself there). */
export function useSavePushSubscription() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.savePushSubscription.mutationOptions({
      ...failsAs('savePushSubscription'),
      onSuccess: ({ device }) =>
        queryClient.setQueryData(pushDevicesQueryOptions().queryKey, (old) =>
          old ? { ...old, devices: [device, ...old.devices.filter((kept) => kept.id !== device.id)] } : old,
        ),
    }),
  );
}

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.removePushDevice.mutationOptions({
      ...failsAs('removePushDevice'),
      onSuccess: ({ deviceId }) =>
        queryClient.setQueryData(pushDevicesQueryOptions().queryKey, (old) =>
          old ? { ...old, devices: old.devices.filter((device) => device.id !== deviceId) } : old,
        ),
    }),
  );
}

export function useSendTestNotification() {
  return useMutation(trpc.sendTestNotification.mutationOptions(failsAs('sendTestNotification')));
}
