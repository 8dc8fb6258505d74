import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

/**
 * Storage for the local identity provider's artifacts (interactions, sessions, codes, tokens). In memory on
 * purpose: they only need to outlive one sign-in, and losing them on restart just means signing in again. Given
 * explicitly so oidc-provider does not warn about its own quick-start adapter at every start.
 */
export function createMemoryStore(): AdapterFactory {
  const entries = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const byUid = new Map<string, string>();
  const byUserCode = new Map<string, string>();
  const byGrant = new Map<string, Set<string>>();

  const live = (key: string | undefined) => {
    if (!key) return undefined;
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };

  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const k = key(id);
        entries.set(k, {
          payload,
          expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY,
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
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const k of byGrant.get(grantId) ?? []) entries.delete(k);
        byGrant.delete(grantId);
      },
    };
  };
}
