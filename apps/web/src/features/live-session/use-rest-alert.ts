import { restAlertOf, type SessionState, type WeightUnit } from '@liftwise/domain';
import { useEffect, useRef, useState } from 'react';
import { currentSubscription } from '#web/lib/push-subscription.ts';
import { trpcClient } from '#web/lib/trpc.ts';
import type { SessionAction } from './use-live-session.ts';

/** What the service worker posts when a rest notification's action is tapped (public/sw-push.js). */
export const REST_ACTION_MESSAGE = 'liftwise:rest-action';

/** A rest whose end is this close counts as run out rather than skipped (a timer may fire a hair early). */
const RAN_OUT_MS = 500;

/** Whether this browser has notifications on for the app: granted, and subscribed through its service worker. */
async function notificationsOnHere(): Promise<boolean> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
  try {
    return (await currentSubscription()) !== null;
  } catch {
    return false;
  }
}

/**
 * Keeps the server's rest alert (the push at the rest's end that reaches a locked phone) equal to what the session
 * wants: scheduled when a set starts a rest, moved by ±15 s and a resume, cancelled by Skip, Pause and Finish. Only
 * on a device with notifications on; best effort: a failed call is dropped, and the rest runs on the page as always.
 * Also applies the notification's Skip and +15 s, which the service worker posts to the page.
 */
export function useRestAlert(
  state: SessionState,
  workoutId: string,
  unit: WeightUnit,
  send: (action: SessionAction) => void,
): void {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    let live = true;
    void notificationsOnHere().then((on) => live && setEnabled(on));
    return () => {
      live = false;
    };
  }, []);

  const wanted = enabled ? restAlertOf(state, unit) : null;
  const latest = useRef(wanted);
  latest.current = wanted;
  /** The calls in order, one at a time: a Skip right after a set must not overtake its schedule on the server. */
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  /** The end of the alert last asked for; null when none is waiting on the server. */
  const scheduled = useRef<number | null>(null);
  const endsAt = wanted?.endsAt ?? null;

  useEffect(() => {
    if (!enabled) return;
    // The set that follows comes with the end: a new end is the only change worth a call.
    const alert = endsAt === null ? null : latest.current;
    const before = scheduled.current;
    scheduled.current = alert?.endsAt ?? null;
    // A rest that ran out is not cancelled: its push is due now, and the service worker shows it only when no page
    // of the app is on screen (a hidden tab's timers still run and would otherwise cancel it at its instant).
    if (!alert && (before === null || before <= Date.now() + RAN_OUT_MS)) return;
    const call: () => Promise<unknown> = alert
      ? () => trpcClient.scheduleRestAlert.mutate({ endsAt: alert.endsAt, workoutId, next: alert.next })
      : () => trpcClient.cancelRestAlert.mutate();
    queue.current = queue.current.then(call).catch(() => undefined);
  }, [enabled, endsAt, workoutId]);

  useEffect(() => {
    if (typeof navigator === 'undefined' || !navigator.serviceWorker) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; action?: unknown } | null;
      if (data?.type !== REST_ACTION_MESSAGE) return;
      if (data.action === 'skip') send({ type: 'skipRest' });
      if (data.action === 'add15') send({ type: 'adjustRest', seconds: 15 });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [send]);
}
