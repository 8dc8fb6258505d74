import { parseSessionState, type SessionState } from '@liftwise/domain';
import { liveSessionKey as storageKey } from '#web/lib/live-session-key.ts';

/*
 * The running session is kept in the browser until it is saved, so a reload or an accidental close resumes it.
 * One entry per athlete and workout: another athlete on this browser never resumes someone else's session, and
 * sign-out removes them all with the rest of the cache (lib/persistence.ts).
 */

/** localStorage can be missing (private modes) or full; the session then simply is not kept. */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function loadStoredSession(userId: string, workoutId: string): SessionState | null {
  const raw = storage()?.getItem(storageKey(userId, workoutId));
  if (!raw) return null;
  try {
    return parseSessionState(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function storeSession(userId: string, workoutId: string, state: SessionState): void {
  const { notices: _shown, ...kept } = state;
  try {
    storage()?.setItem(storageKey(userId, workoutId), JSON.stringify(kept));
  } catch (error) {
    console.error('Keeping the session in the browser failed.', error);
  }
}

export function clearStoredSession(userId: string, workoutId: string): void {
  storage()?.removeItem(storageKey(userId, workoutId));
}
