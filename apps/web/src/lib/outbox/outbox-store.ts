import { get } from 'idb-keyval';
import { offlineStore, outboxKey } from '../offline-store.ts';

/**
 * The changes an athlete made that the server has not yet taken, in IndexedDB beside
 * their query cache (`outbox:<user id>`, one list per athlete, so a shared device never replays one athlete's
 * changes as another's). In the order they were made, each with the key the server knows it by.
 */
export interface OutboxEntry {
  /** The change's key: sent as `clientKey` (a replay answers the first result), and the id of what it creates. */
  key: string;
  /** The procedure that saves it. */
  call: string;
  /** Its payload, as the procedure takes it (with `clientKey` for the calls that take one). */
  input: Record<string, unknown>;
  /** Set when the server refused it on a replay: kept, not retried by itself, until the athlete retries or discards. */
  refused?: { message: string };
}

export { outboxKey };

/** Changes seen by the banner and the sign-out question, as last read or written. */
let snapshot: readonly OutboxEntry[] = [];
const listeners = new Set<() => void>();

function publish(entries: readonly OutboxEntry[]): void {
  snapshot = entries;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: the signed-in athlete's waiting changes. */
export function subscribeToOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function outboxSnapshot(): readonly OutboxEntry[] {
  return snapshot;
}

export async function readOutbox(userId: string): Promise<OutboxEntry[]> {
  const idb = offlineStore();
  const entries = (idb && (await get<OutboxEntry[]>(outboxKey(userId), idb))) ?? [];
  publish(entries);
  return entries;
}

/** Reads, changes and writes the list in one IndexedDB transaction (two tabs never lose each other's change). */
export async function changeOutbox(
  userId: string,
  change: (entries: OutboxEntry[]) => OutboxEntry[],
): Promise<OutboxEntry[]> {
  const idb = offlineStore();
  if (!idb) throw new Error('IndexedDB is not available: changes cannot be kept on this device');
  let written: OutboxEntry[] = [];
  // idb-keyval's `update`, on its store: that function alone would otherwise ride in every page's first load, where
  // the rest of idb-keyval is (the query cache).
  await idb(
    'readwrite',
    (store) =>
      new Promise<void>((resolve, reject) => {
        const read = store.get(outboxKey(userId));
        read.onerror = () => reject(read.error);
        read.onsuccess = () => {
          try {
            written = change((read.result as OutboxEntry[] | undefined) ?? []);
            store.put(written, outboxKey(userId));
          } catch (error) {
            reject(error);
            return;
          }
          store.transaction.oncomplete = () => resolve();
          store.transaction.onerror = () => reject(store.transaction.error);
        };
      }),
  );
  publish(written);
  return written;
}
