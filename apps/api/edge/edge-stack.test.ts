import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@liftwise/db/free-ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DelayingProxy, startDelayingProxy } from '../bench/delaying-proxy.ts';
import { type EdgeStack, startEdgeStack } from './edge-stack.ts';
import { EdgeAthlete } from './test-support.ts';

/**
 * The product on the edge stack: the Worker under `wrangler dev` (workerd) reading through a sqld replica, writing
 * to the primary, JWT auth on both, signing in through the identity provider as an OpenID Connect provider.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'liftwise-edge-'));
let port: number;
let stack: EdgeStack;
let athlete: EdgeAthlete;
/** The first start's Worker reaches sqld through these (no delay), as `pnpm bench:edge`'s does; the restart's not. */
const proxies: DelayingProxy[] = [];

beforeAll(async () => {
  port = await freePort();
  stack = await startEdgeStack({
    dataDir,
    port,
    workerDatabaseUrls: async ({ primaryUrl, replicaUrl }) => {
      proxies.push(
        await startDelayingProxy({ target: primaryUrl, oneWayDelayMs: 0 }),
        await startDelayingProxy({ target: replicaUrl, oneWayDelayMs: 0 }),
      );
      return { primaryUrl: proxies[0]?.url ?? '', replicaUrl: proxies[1]?.url ?? '' };
    },
  });
  athlete = new EdgeAthlete(stack.url);
}, 90_000);
afterAll(async () => {
  await stack?.stop();
  await Promise.all(proxies.map((proxy) => proxy.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the edge stack', () => {
  it('migrates and seeds the primary with the token at its first start', () => {
    expect(stack.migration).toMatchObject({ catalogueChanged: true, categories: 15 });
    expect(stack.migration.migrationsApplied).toBeGreaterThan(0);
    expect(stack.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('signs a new athlete in through the identity provider (discovery, PKCE), and /auth/session shows them', async () => {
    expect(await athlete.sessionUser()).toBeNull();
    await athlete.signIn({ email: 'Edge@Example.com', name: 'Edie Edge' });
    expect(await athlete.sessionUser()).toMatchObject({
      email: 'edge@example.com',
      displayName: 'Edie Edge',
    });
  });

  it('saves a profile and reads it back through tRPC', async () => {
    expect(await athlete.query('getProfile')).toMatchObject({ status: 200, data: null });
    const saved = await athlete.mutate('saveProfile', { profileData: { sex: 'Female', birthYear: 1991 } });
    expect(saved).toMatchObject({ status: 200, data: { profile: { sex: 'Female', birthYear: 1991 } } });
    expect(await athlete.query('getProfile')).toMatchObject({
      status: 200,
      data: { sex: 'Female', birthYear: 1991, email: 'edge@example.com' },
    });
  });

  it('saves a workout and lists it among the upcoming ones', async () => {
    const workout = {
      name: 'Push Day',
      date: '2099-03-03',
      exercises: [
        { name: 'Bench Press', sets: 4, reps: '8-10', weight: '135' },
        { name: 'Dips', reps: 'AMRAP' },
      ],
    };
    const saved = await athlete.mutate('saveWorkout', { workout });
    expect(saved).toMatchObject({
      status: 200,
      data: { workout: { name: 'Push Day', status: 'scheduled' } },
    });
    const listed = await athlete.query('getWorkouts', {});
    expect(listed.status).toBe(200);
    expect(listed.data.upcoming.map((w: { id: string }) => w.id)).toEqual([saved.data.workout.id]);
    expect(listed.data.upcoming[0].exercises.map((e: { name: string }) => e.name)).toEqual([
      'Bench Press',
      'Dips',
    ]);
  });

  it('reads the catalogue the stack seeded', async () => {
    const catalogue = await athlete.query('getDefaultEquipment');
    expect(catalogue.status).toBe(200);
    expect(JSON.stringify(catalogue.data)).toContain('Barbell');
  });

  it('lets the Worker reach the database through the URLs workerDatabaseUrls gave, while the stack names sqld', async () => {
    const [primary, replica] = proxies;
    expect(stack.primaryUrl).not.toBe(primary?.url);
    expect(stack.replicaUrl).not.toBe(replica?.url);
    // The tests above signed in and wrote: through the primary's proxy.
    expect(primary?.requests().some(({ path }) => path.endsWith('/pipeline'))).toBe(true);
    // As if the athlete's last save were more than 10 s ago: their read goes to the replica, through its proxy.
    athlete.browser.deleteCookie('wrote');
    const from = replica?.requests().length ?? 0;
    expect(await athlete.query('getProfile')).toMatchObject({ status: 200, data: { birthYear: 1991 } });
    expect(replica?.requests(from).some(({ path }) => path.endsWith('/pipeline'))).toBe(true);
  });

  it('keeps the data in its folder across a restart: nothing to migrate, the athlete still signed in with their profile', async () => {
    await stack.stop();
    stack = await startEdgeStack({ dataDir, port });
    expect(stack.migration).toMatchObject({ migrationsApplied: 0, catalogueChanged: false });
    expect(await athlete.sessionUser()).toMatchObject({ email: 'edge@example.com' });
    expect(await athlete.query('getProfile')).toMatchObject({ status: 200, data: { birthYear: 1991 } });
  }, 60_000);
});
