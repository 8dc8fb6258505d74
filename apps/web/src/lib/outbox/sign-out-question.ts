import { OFFLINE_SCREEN_TEXT } from '@liftwise/domain';

/**
 * Whether to sign out although `waiting` changes have not been saved (signing out removes them from this device).
 * Loaded only when there are some, so the words stay out of every page's first load.
 */
export async function signOutLosing(waiting: number): Promise<boolean> {
  return window.confirm(OFFLINE_SCREEN_TEXT.offline.signOutWithChanges(waiting));
}
