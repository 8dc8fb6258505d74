import type { AuthUserRecord } from '@liftwise/domain';
import { createStore, del, get, set } from 'idb-keyval';

/**
 * The offline copy of the app's data: one IndexedDB database holding one cache per
 * athlete (`query-cache:<user id>`, so one athlete on a shared device never reads another's) and the last athlete
 * the server said was signed in here (`last-user`), the session used while the server cannot be reached.
 * Apart from the persister (persistence.ts) so that the landing page can forget an ended session without the app.
 */
export const OFFLINE_DATABASE = 'liftwise-offline';
const OFFLINE_STORE = 'cache';
const LAST_USER_KEY = 'last-user';

export function queryCacheKey(userId: string): string {
  return `query-cache:${userId}`;
}

/** The athlete's changes waiting to be saved (lib/outbox). */
export function outboxKey(userId: string): string {
  return `outbox:${userId}`;
}

type Store = ReturnType<typeof createStore>;
let store: Store | undefined;

/** IndexedDB is missing in some private modes and in non-browser tests; the offline copy is then simply off. */
export function offlineStore(): Store | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  store ??= createStore(OFFLINE_DATABASE, OFFLINE_STORE);
  return store;
}

/** Remembered each time the server names the signed-in athlete. */
export async function rememberSignedInUser(user: AuthUserRecord): Promise<void> {
  const idb = offlineStore();
  if (idb) await set(LAST_USER_KEY, user, idb);
}

export async function lastSignedInUser(): Promise<AuthUserRecord | undefined> {
  const idb = offlineStore();
  return idb ? await get<AuthUserRecord>(LAST_USER_KEY, idb) : undefined;
}

/**
 * Removes an athlete's cached data, and the record that they were signed in here. Their changes waiting to be saved
 * go too only when they sign out here (`withChanges`, after they were asked): a session that merely ended elsewhere
 * keeps them for the athlete's next sign-in.
 */
export async function forgetAthlete(userId: string | undefined, withChanges = false): Promise<void> {
  const idb = offlineStore();
  if (!idb) return;
  await del(LAST_USER_KEY, idb);
  if (userId) await del(queryCacheKey(userId), idb);
  if (userId && withChanges) await del(outboxKey(userId), idb);
}

/**
 * The server says nobody is signed in here any more (a sign-out everywhere from another device, an expired
 * session): the last athlete's data leaves this device too.
 */
export async function forgetLastAthlete(): Promise<void> {
  const last = await lastSignedInUser();
  if (last) await forgetAthlete(last.uid);
}
