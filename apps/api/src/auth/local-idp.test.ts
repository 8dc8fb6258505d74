import { describe, expect, it } from 'vitest';
import { parseConfig } from '../env.ts';
import { createLocalIdentityProvider, localSignInDecision } from './local-idp.ts';
import { createMemoryStore } from './local-idp-store.ts';

it('refuses to start in production', async () => {
  await expect(
    createLocalIdentityProvider({ publicUrl: 'http://localhost:3000', nodeEnv: 'production' }),
  ).rejects.toThrow(/production/);
});

it('refuses a public URL that others can reach unless opted in', async () => {
  await expect(
    createLocalIdentityProvider({ publicUrl: 'https://lift.example', nodeEnv: undefined }),
  ).rejects.toThrow(/loopback/);
  const optedIn = await createLocalIdentityProvider({
    publicUrl: 'https://demo.lift.example',
    nodeEnv: undefined,
    allowNonLoopback: true,
  });
  expect(optedIn.issuer).toBe('https://demo.lift.example/oidc');
});

it('derives its issuer from the public URL and generates its own client', async () => {
  const options = { publicUrl: 'http://localhost:3000', nodeEnv: 'development' } as const;
  const a = await createLocalIdentityProvider(options);
  const b = await createLocalIdentityProvider(options);
  expect(a.mountPath).toBe('/oidc');
  expect(a.issuer).toBe('http://localhost:3000/oidc');
  expect(a.clientSecret.length).toBeGreaterThanOrEqual(32);
  expect(a.clientId).not.toBe(b.clientId);
  expect(a.clientSecret).not.toBe(b.clientSecret);
});

describe('when the local provider runs', () => {
  const decide = (env: Record<string, string>, publicUrl: string) =>
    localSignInDecision({ config: parseConfig(env), publicUrl });

  it('runs on every loopback origin without real providers', () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect(decide({}, url)).toEqual({ enabled: true });
    }
  });

  it('does not run on a public URL, even with HOST 0.0.0.0 and NODE_ENV unset or development', () => {
    for (const env of [{}, { NODE_ENV: 'development', HOST: '0.0.0.0' }] as Record<string, string>[]) {
      const decision = decide(env, 'https://lift.example');
      expect(decision.enabled).toBe(false);
      expect(decision.error).toMatch(/LOCAL_SIGN_IN=1/);
    }
  });

  it('runs on a public URL only with LOCAL_SIGN_IN=1, and never in production or beside a real provider', () => {
    expect(decide({ LOCAL_SIGN_IN: '1' }, 'https://demo.example')).toEqual({ enabled: true });
    expect(decide({ LOCAL_SIGN_IN: '1', NODE_ENV: 'production' }, 'http://localhost:3000').enabled).toBe(
      false,
    );
    expect(decide({ GITHUB_CLIENT_ID: 'i', GITHUB_CLIENT_SECRET: 's' }, 'http://localhost:3000')).toEqual({
      enabled: false,
    });
  });

  it('does not run beside an OpenID Connect provider, and names it among the providers production needs', () => {
    const oidc = { OIDC_ISSUER: 'https://sso.example', OIDC_CLIENT_ID: 'i', OIDC_CLIENT_SECRET: 's' };
    expect(decide(oidc, 'http://localhost:3000')).toEqual({ enabled: false });
    expect(decide({ NODE_ENV: 'production' }, 'https://lift.example').error).toMatch(/OIDC_ISSUER/);
  });

  it('takes a client registered ahead and its redirect URIs, as when it runs as its own process', async () => {
    const idp = await createLocalIdentityProvider({
      publicUrl: 'http://127.0.0.1:4010',
      nodeEnv: undefined,
      client: { clientId: 'liftwise-local', clientSecret: 'given-secret' },
      redirectUris: ['http://localhost:8787/auth/callback/oidc'],
    });
    expect(idp).toMatchObject({
      issuer: 'http://127.0.0.1:4010/oidc',
      clientId: 'liftwise-local',
      clientSecret: 'given-secret',
    });
  });
});

describe("the local provider's store", () => {
  it('drops expired entries, so a flood of sign-ins does not grow memory for ever', async () => {
    let now = 0;
    const store = createMemoryStore({ now: () => now });
    const interactions = store('Interaction');
    for (let i = 0; i < 1000; i += 1) await interactions.upsert(`i${i}`, { uid: `u${i}` }, 600);
    expect(store.size()).toBe(1000);
    now += 601_000;
    await interactions.upsert('fresh', { uid: 'fresh' }, 600);
    expect(store.size()).toBe(1);
    expect(await interactions.findByUid('u1')).toBeUndefined();
    expect(await interactions.findByUid('fresh')).toEqual({ uid: 'fresh' });
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const store = createMemoryStore({ maxEntries: 10 });
    const sessions = store('Session');
    for (let i = 0; i < 25; i += 1) await sessions.upsert(`s${i}`, { uid: `u${i}` }, 3600);
    expect(store.size()).toBe(10);
    expect(await sessions.find('s0')).toBeUndefined();
    expect(await sessions.find('s24')).toEqual({ uid: 'u24' });
  });

  it("revokes a grant's entries of the model asked only: the sign-in under way that carries the grant stays", async () => {
    const store = createMemoryStore();
    await store('AccessToken').upsert('t1', { grantId: 'g1' }, 300);
    await store('Interaction').upsert('i1', { grantId: 'g1', uid: 'i1' }, 600);
    await store('AccessToken').revokeByGrantId?.('g1');
    expect(await store('AccessToken').find('t1')).toBeUndefined();
    expect(await store('Interaction').find('i1')).toEqual({ grantId: 'g1', uid: 'i1' });
  });
});
