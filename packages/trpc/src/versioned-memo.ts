/**
 * A bounded memo of per-athlete answers that stay right while the athlete's `trainingVersion` is unchanged
 *. The session check reads the version, so a hit costs no query of its own; every write to the
 * athlete's training bumps it in the same transaction, so a stale answer is never served.
 *
 * It is safe under concurrent writes: an answer is computed after its version was read, so it is at least as new as
 * that version; storing a newer answer under an older version only costs one recomputation. Concurrent asks for the
 * same key and version share one computation (the entry holds its promise), so a burst of parallel requests from
 * one athlete reads their history once, not once per request; a failed computation is dropped for the next ask.
 *
 * Answers whose size varies (a schedule page: a handful of workouts, or thousands of occurrences) are also bounded
 * by weight: `weigh` measures an answer once it is computed, and the least recently used go while the total is over
 * `maxWeight`, so one athlete asking for many large pages cannot make the process hold them all.
 */
/** Every memo made, so an athlete's answers can be dropped from all of them at once (`forgetAthleteAnswers`). */
const memos = new Set<{ forget: (userId: string) => void }>();

/**
 * Drops every kept answer of an athlete who has just changed something: the next read then starts its reads at once
 * with the session check (one trip) instead of asking the version first and reading after (two). Keys start with
 * the athlete's id.
 */
export function forgetAthleteAnswers(userId: string) {
  for (const memo of memos) memo.forget(userId);
}

export function createVersionedMemo<T>(
  maxEntries: number,
  { weigh, maxWeight = Number.POSITIVE_INFINITY }: { weigh?: (value: T) => number; maxWeight?: number } = {},
) {
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recently used. An entry's
  // weight counts in `totalWeight` once its answer is in.
  const entries = new Map<string, { version: number; value: Promise<T>; weight: number }>();
  let totalWeight = 0;
  const remove = (key: string) => {
    totalWeight -= entries.get(key)?.weight ?? 0;
    entries.delete(key);
  };
  /** Drops the least recently used while over either bound. */
  const evict = () => {
    for (const key of entries.keys())
      if (entries.size > maxEntries || totalWeight > maxWeight) remove(key);
      else return;
  };
  memos.add({
    forget(userId) {
      for (const key of [...entries.keys()]) if (key === userId || key.startsWith(`${userId} `)) remove(key);
    },
  });
  return {
    get(key: string, version: number, compute: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit?.version === version) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      remove(key);
      const entry = { version, value: compute(), weight: 0 };
      entries.set(key, entry);
      evict();
      entry.value.then(
        (value) => {
          if (!weigh || entries.get(key) !== entry) return;
          // One answer heavier than the whole memo is served, not kept: keeping it would push out every other.
          entry.weight = weigh(value);
          totalWeight += entry.weight;
          if (entry.weight > maxWeight) remove(key);
          evict();
        },
        () => entries.get(key) === entry && remove(key),
      );
      return entry.value;
    },
    has(key: string): boolean {
      return entries.has(key);
    },
    get size() {
      return entries.size;
    },
  };
}

export type VersionedMemo<T> = ReturnType<typeof createVersionedMemo<T>>;

/**
 * A memoized read in one database trip. With an answer kept for the key, only the session check is asked (it
 * carries the version) and a hit answers from the memo; without one, the reads start at once so the session check
 * travels with them, and the answer is kept under the version it brings. A write through this process drops the
 * athlete's answers; one whose version moved on elsewhere (another server) costs a second trip.
 */
export async function readMemoized<T>(
  ctx: { account: () => Promise<{ trainingVersion: number }> },
  memo: VersionedMemo<T>,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  if (memo.has(key)) return memo.get(key, (await ctx.account()).trainingVersion, compute);
  const early = compute();
  // Another request may keep its answer first; this one is then dropped, its failure too.
  early.catch(() => {});
  return memo.get(key, (await ctx.account()).trainingVersion, () => early);
}
