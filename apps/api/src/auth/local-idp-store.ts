import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

/** Expired entries are swept at most this often, so a sweep's cost is spread over many writes. */
const SWEEP_INTERVAL_MS = 30_000;
/** A hard ceiling whatever the rate of sign-ins: the oldest entries go first. */
const DEFAULT_MAX_ENTRIES = 20_000;

/**
 * Storage for the local identity provider's artifacts (interactions, sessions, codes, tokens). In memory on
 * purpose: they only need to outlive one sign-in, and losing them on restart just means signing in again. Given
 * explicitly so oidc-provider does not warn about its own quick-start adapter at every start. Bounded: expired
 * entries (and the indexes pointing at them) are swept, and past `maxEntries` the oldest are dropped.
 */
export function createMemoryStore(
  opts: { now?: () => number; maxEntries?: number } = {},
): AdapterFactory & { size(): number } {
  const now = opts.now ?? Date.now;
  const maxEntries = opts.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const entries = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const byUid = new Map<string, string>();
  const byUserCode = new Map<string, string>();
  const byGrant = new Map<string, Set<string>>();
  let nextSweepAt = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const { uid, userCode, grantId } = entry.payload;
    if (uid && byUid.get(uid) === key) byUid.delete(uid);
    if (userCode && byUserCode.get(userCode) === key) byUserCode.delete(userCode);
    if (grantId) {
      const keys = byGrant.get(grantId);
      keys?.delete(key);
      if (keys?.size === 0) byGrant.delete(grantId);
    }
  };

  const sweep = (at: number) => {
    for (const [key, entry] of entries) if (entry.expiresAt <= at) forget(key);
    nextSweepAt = at + SWEEP_INTERVAL_MS;
  };

  const live = (key: string | undefined) => {
    if (!key) return undefined;
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      forget(key);
      return undefined;
    }
    return entry.payload;
  };

  const factory = (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const at = now();
        if (at >= nextSweepAt) sweep(at);
        const k = key(id);
        forget(k);
        while (entries.size >= maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest === undefined) break;
          forget(oldest);
        }
        entries.set(k, {
          payload,
          expiresAt: expiresIn ? at + expiresIn * 1000 : Number.POSITIVE_INFINITY,
        });
        if (payload.uid) byUid.set(payload.uid, k);
        if (payload.userCode) byUserCode.set(payload.userCode, k);
        if (payload.grantId) {
          const keys = byGrant.get(payload.grantId) ?? new Set<string>();
          keys.add(k);
          byGrant.set(payload.grantId, keys);
        }
      },
      async find(id) {
        return live(key(id));
      },
      async findByUid(uid) {
        return live(byUid.get(uid));
      },
      async findByUserCode(userCode) {
        return live(byUserCode.get(userCode));
      },
      async consume(id) {
        const payload = live(key(id));
        if (payload) payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id) {
        forget(key(id));
      },
      // Asked of each token model in turn: only this model's entries go. An interaction carries the grant too, and
      // ending a person's session must not take the next person's sign-in under way with it.
      async revokeByGrantId(grantId) {
        for (const k of [...(byGrant.get(grantId) ?? [])]) if (k.startsWith(key(''))) forget(k);
      },
    };
  };
  return Object.assign(factory, { size: () => entries.size });
}
