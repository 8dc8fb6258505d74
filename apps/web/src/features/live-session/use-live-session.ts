import {
  initialSessionState,
  restDueAt,
  SESSION_SUCCESS_TOASTS,
  type SessionEvent,
  type SessionExercise,
  type SessionState,
  sessionReducer,
} from '@liftwise/domain';
import { useCallback, useEffect, useState } from 'react';
import { showToast } from '#web/components/ui/toast.ts';
import { loadStoredSession, storeSession } from './session-storage.ts';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** An event as a button sends it; the instant is added when it is dispatched. */
export type SessionAction = DistributiveOmit<SessionEvent, 'at'>;

/** A short buzz where the device can (phones; most desktops have no vibrate and that is fine). */
function buzz(): void {
  if (typeof navigator.vibrate === 'function') navigator.vibrate([200, 100, 200]);
}

/**
 * The running session of one athlete and one workout: restored from the browser if one was left running, kept
 * there after every event, and brought up to date when the rest is due or the page shows again. The returned
 * state only changes on events; the timers read the clock themselves (useNow), so nothing here ticks.
 */
export function useLiveSession(userId: string, workoutId: string, exercises: readonly SessionExercise[]) {
  const [state, setState] = useState<SessionState>(
    () => loadStoredSession(userId, workoutId) ?? initialSessionState(exercises),
  );
  // 'Rest Complete' stays on screen until the next set starts a new rest (a toast alone is easy to miss).
  const [restDone, setRestDone] = useState(false);

  const send = useCallback((action: SessionAction) => {
    setState((current) => sessionReducer(current, { ...action, at: Date.now() } as SessionEvent));
  }, []);

  useEffect(() => {
    if (state.phase === 'started' || state.phase === 'paused') storeSession(userId, workoutId, state);
    for (const notice of state.notices) {
      if (notice === 'Set Complete!') {
        setRestDone(false);
        showToast(SESSION_SUCCESS_TOASTS.setComplete);
      } else {
        setRestDone(true);
        showToast(SESSION_SUCCESS_TOASTS.restComplete);
        buzz();
      }
    }
  }, [state, userId, workoutId]);

  // One timeout for the instant the rest reaches zero (at once if it did so while the page was closed).
  const due = restDueAt(state);
  useEffect(() => {
    if (due === null) return;
    const timer = setTimeout(() => send({ type: 'tick' }), Math.max(0, due - Date.now()));
    return () => clearTimeout(timer);
  }, [due, send]);

  // Timers in a background tab are throttled or stopped: catch up the moment the page shows again.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') send({ type: 'tick' });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [send]);

  return { state, send, restDone: restDone && state.restEndsAt === null };
}
