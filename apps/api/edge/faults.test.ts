import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client/http';
import { SERVER_MESSAGES } from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EdgeStack, startEdgeStack } from './edge-stack.ts';
import { EdgeAthlete } from './test-support.ts';

/** The edge stack's parts failing one at a time, against real sqld processes: what athletes and operators see. */

const dataDir = mkdtempSync(join(tmpdir(), 'liftwise-edge-faults-'));
let stack: EdgeStack;
let athlete: EdgeAthlete;

/** As if the session's last save were more than 10 s ago: its reads go to the replica again. */
const forgetRecentWrite = (who: EdgeAthlete) => who.browser.deleteCookie('wrote');

beforeAll(async () => {
  stack = await startEdgeStack({ dataDir, port: 0, rateLimits: { trpc: 100_000, auth: 1000, coach: 6 } });
  athlete = new EdgeAthlete(stack.url);
  await athlete.signIn({ email: 'fault@example.com', name: 'Faye Fault' });
  await athlete.mutate('saveProfile', { profileData: { birthYear: 1980 } });
}, 90_000);
afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the replica stopped', () => {
  it('reads fall back to the primary and saves still work; the replica catches up when it is back', async () => {
    await stack.stopReplica();
    try {
      forgetRecentWrite(athlete);
      expect(await athlete.query('getProfile')).toMatchObject({ status: 200, data: { birthYear: 1980 } });
      expect(await athlete.mutate('updateProfile', { updates: { birthYear: 1981 } })).toMatchObject({
        status: 200,
      });
      forgetRecentWrite(athlete);
      expect(await athlete.query('getProfile')).toMatchObject({ status: 200, data: { birthYear: 1981 } });
    } finally {
      await stack.startReplica();
    }
  });
});

describe('the primary stopped', () => {
  it('saves answer 503 unavailable, never a stack, and work again once it is back', async () => {
    await stack.stopPrimary();
    try {
      const refused = await athlete.mutate('updateProfile', { updates: { birthYear: 1999 } });
      expect(refused.status).toBe(503);
      expect(refused.text).toContain(SERVER_MESSAGES.unavailable);
      expect(refused.text).not.toMatch(/\n\s+at |stack/);
      await expect
        .poll(() => stack.workerOutput())
        .toContain(`database unavailable: Cannot reach ${stack.primaryUrl} (Network connection lost)`);
    } finally {
      await stack.startPrimary();
    }
    expect(await athlete.mutate('updateProfile', { updates: { birthYear: 1982 } })).toMatchObject({
      status: 200,
    });
    expect(await athlete.query('getProfile')).toMatchObject({ status: 200, data: { birthYear: 1982 } });
  });

  it('a read the replica holds (its primary is down) is given up after 5 s: 503 unavailable, not a request that hangs', async () => {
    await stack.stopPrimary();
    const logLines = () => stack.workerOutput().split('database unavailable').length;
    const linesBefore = logLines();
    try {
      forgetRecentWrite(athlete);
      const started = Date.now();
      const held = await athlete.query('getWorkouts', { timeZone: 'UTC' });
      const waited = Date.now() - started;
      expect(held.status).toBe(503);
      expect(held.text).toContain(SERVER_MESSAGES.unavailable);
      expect(waited).toBeLessThan(15_000);
      // Given up on the replica, the read went to the primary, which refused: the Worker logged that once more.
      await expect.poll(logLines).toBeGreaterThan(linesBefore);
    } finally {
      await stack.startPrimary();
    }
  }, 30_000);

  it('keeps every save acknowledged before the primary was killed mid-burst (SIGKILL), after its restart', async () => {
    const acknowledged: string[] = [];
    const answers = new Set<number>();
    let killed = false;
    for (let n = 1; n <= 400; n += 1) {
      if (n === 60) {
        // Not awaited: the kill lands while saves are in flight.
        void stack.stopPrimary('SIGKILL').then(() => {
          killed = true;
        });
      }
      const name = `Burst ${n}`;
      const saved = await athlete.mutate('saveWorkout', {
        workout: { name, date: '2099-01-01', exercises: [{ name: 'Squat', reps: '5' }] },
      });
      answers.add(saved.status);
      if (saved.status === 200) acknowledged.push(name);
      if (killed && saved.status !== 200) break;
    }
    expect(killed).toBe(true);
    expect([...answers].sort()).toEqual([200, 503]);
    await stack.startPrimary();
    // Straight from the primary's database (the app's lists are capped at a page of upcoming workouts).
    const primary = createClient({ url: stack.primaryUrl, authToken: stack.token });
    const { rows } = await primary.execute("select name from workouts where name like 'Burst %'");
    primary.close();
    const kept = new Set(rows.map((row) => String(row.name)));
    expect(acknowledged.filter((name) => !kept.has(name))).toEqual([]);
    console.log(
      `primary killed mid-burst: ${acknowledged.length} saves acknowledged, all there after the restart`,
    );
  }, 60_000);
});

describe('a wrong database token', () => {
  it('the Worker logs one line saying so and answers 503, never a stack trace or the token', async () => {
    const wrongToken = 'eyJhbGciOiJFZERTQSJ9.eyJhIjoicncifQ.not-signed-by-this-server';
    const wrongDir = mkdtempSync(join(tmpdir(), 'liftwise-edge-wrong-token-'));
    const wrong = await startEdgeStack({ dataDir: wrongDir, port: 0, workerDatabaseToken: wrongToken });
    try {
      const visitor = new EdgeAthlete(wrong.url);
      // A well-formed session cookie (another stack's) makes the Worker look the session up in the database.
      visitor.browser.setCookie('session', athlete.browser.cookie('session') ?? '');
      const session = await visitor.browser.request(`${wrong.url}/auth/session`);
      expect(session.status).toBe(503);
      expect(await session.json()).toEqual({ message: SERVER_MESSAGES.unavailable });
      await expect.poll(() => wrong.workerOutput()).toContain('database unavailable');
      const lines = wrong
        .workerOutput()
        .split('\n')
        .filter((line) => line.includes('database unavailable'));
      expect(lines).toEqual([
        expect.stringContaining(
          `${wrong.replicaUrl} refused DATABASE_AUTH_TOKEN (HTTP 401): the token is wrong, expired or for another database.`,
        ),
      ]);
      expect(wrong.workerOutput()).not.toContain(wrongToken);
      expect(wrong.workerOutput()).not.toMatch(/\n\s+at /);
    } finally {
      await wrong.stop();
      rmSync(wrongDir, { recursive: true, force: true });
    }
  }, 60_000);
});
