import { OFFLINE_SCREEN_TEXT } from '@liftwise/domain';
import { readOutbox } from './outbox-store.ts';

/**
 * Whether `athlete` may sign out: yes when no change of theirs waits to be saved; else they are asked, since
 * signing out removes those changes from this device. Read from the device, not from memory, and
 * loaded only at sign-out, so the outbox and these words stay out of every page's first load.
 */
export async function maySignOut(athlete: string | undefined): Promise<boolean> {
  const waiting = athlete ? (await readOutbox(athlete)).length : 0;
  return waiting === 0 || window.confirm(OFFLINE_SCREEN_TEXT.offline.signOutWithChanges(waiting));
}
