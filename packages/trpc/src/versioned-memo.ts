/**
 * A bounded memo of per-athlete answers that stay right while the athlete's `trainingVersion` is unchanged
 * (decision 0013). The session lookup already read the version, so a hit costs no query at all; every write to the
 * athlete's training bumps it in the same transaction, so a stale answer is never served.
 *
 * It is safe under concurrent writes: an answer is computed after its version was read, so it is at least as new as
 * that version; storing a newer answer under an older version only costs one recomputation. Concurrent asks for the
 * same key and version share one computation (the entry holds its promise), so a burst of parallel requests from
 * one athlete reads their history once, not once per request; a failed computation is dropped for the next ask.
 */
export function createVersionedMemo<T>(maxEntries: number) {
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
  const entries = new Map<string, { version: number; value: Promise<T> }>();
  return {
    get(key: string, version: number, compute: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.version === version) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const entry = { version, value: compute() };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
    get size() {
      return entries.size;
    },
  };
}
