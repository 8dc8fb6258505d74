import { useCallback, useSyncExternalStore } from 'react';

/** Whether this browser may show the in-app reminder: 'unsupported' where there is no Notification API. */
export type ReminderPermission = NotificationPermission | 'unsupported';

const listeners = new Set<() => void>();

function read(): ReminderPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * The Notification permission as React state. It is asked only when the athlete presses 'Allow reminders' (a
 * browser refuses a request that no click started, and asking unprompted is rude); both the profile's button and
 * the app-wide reminder read it from here, so granting it starts the reminder at once.
 */
export function useReminderPermission(): [ReminderPermission, () => Promise<void>] {
  const permission = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => 'unsupported' as const,
  );
  const request = useCallback(async () => {
    if (typeof Notification === 'undefined') return;
    await Notification.requestPermission();
    for (const listener of listeners) listener();
  }, []);
  return [permission, request];
}
