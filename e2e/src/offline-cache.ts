import type { Page } from 'playwright-core';
import { vi } from 'vitest';
import { OFFLINE_DATABASE } from './test-data.ts';

// What the app keeps in the browser for offline use, read from the page.

/** Everything the app keeps in its IndexedDB database, key → value, read from the page. */
export function offlineRecords(target: Page): Promise<Record<string, string>> {
  return target.evaluate(
    (database) =>
      new Promise<Record<string, string>>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onupgradeneeded = () => open.result.createObjectStore('cache');
        open.onsuccess = () => {
          const db = open.result;
          const records: Record<string, string> = {};
          const cursor = db.transaction('cache').objectStore('cache').openCursor();
          cursor.onerror = () => reject(cursor.error);
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (!at) {
              db.close();
              resolve(records);
              return;
            }
            records[String(at.key)] = JSON.stringify(at.value);
            at.continue();
          };
        };
      }),
    OFFLINE_DATABASE,
  );
}

/**
 * Waits until the app has written `procedure`'s answer to the athlete's kept cache. A full page load right after a
 * screen shows its data can abort the write still in flight (an IndexedDB transaction of the page being left): the
 * next page then restores a cache without it. Text alone is not enough: another answer may hold the same words.
 */
export async function keptAnswer(page: Page, procedure: string): Promise<void> {
  const holds = (value: string) => {
    try {
      const client = JSON.parse(JSON.parse(value)) as {
        clientState: { queries: { queryKey: unknown[][] }[] };
      };
      return client.clientState.queries.some((query) => query.queryKey[0]?.[0] === procedure);
    } catch {
      return false; // not the query cache (the last athlete's record)
    }
  };
  // vi.waitFor, not expect.poll: set-up hooks wait for it too.
  await vi.waitFor(
    async () => {
      if (!Object.values(await offlineRecords(page)).some(holds))
        throw new Error(`${procedure}'s answer is not in the kept cache yet`);
    },
    { timeout: 10_000, interval: 100 },
  );
}
