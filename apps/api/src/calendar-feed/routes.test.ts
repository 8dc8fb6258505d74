import { createQueries, type Queries } from '@liftwise/db';
import { createTestDb } from '@liftwise/db/testing';
import { CALENDAR_FEED_MESSAGES, LIMITS } from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createSignInSessionStore } from '../auth/sign-in-sessions.ts';
import { createMemoryRateLimiter } from '../rate-limit/memory.ts';
import { FEED_CACHE_CONTROL } from './routes.ts';

const publicUrl = 'http://localhost:3000';
let testDb: Awaited<ReturnType<typeof createTestDb>>;
let queries: Queries;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDb();
  queries = createQueries(testDb.db);
  app = createApp({ queries, auth: { publicUrl } });
});
afterAll(() => testDb.dispose());

let people = 0;
/** A signed-in athlete: a user made as the sign-in callback makes one, and a real session cookie. */
async function signIn(): Promise<{ cookie: string }> {
  people += 1;
  const user = await queries.auth.upsertUserForIdentity(
    {
      provider: 'test',
      providerAccountId: `subscriber-${people}`,
      email: `subscriber${people}@example.com`,
      displayName: `Subscriber ${people}`,
      photoUrl: null,
      emailVerified: true,
    },
    new Date(),
  );
  const { token } = await createSignInSessionStore({
    queries: queries.auth,
    now: () => new Date(),
  }).createSignInSession(user.id);
  return { cookie: `session=${token}` };
}

/** A tRPC mutation over HTTP, as the web app sends it. */
async function mutate(cookie: string, name: string, input: unknown = {}) {
  const response = await app.request(`/trpc/${name}`, {
    method: 'POST',
    headers: { cookie, origin: publicUrl, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: { data: unknown } }).result.data;
}

async function athleteWithFeed(workoutName: string) {
  const { cookie } = await signIn();
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await mutate(cookie, 'saveWorkout', {
    workout: {
      name: workoutName,
      date,
      time: '07:00',
      exercises: [{ name: 'Deadlift', sets: 3, reps: '5' }],
    },
  });
  const { path } = (await mutate(cookie, 'createCalendarFeed', { timeZone: 'Europe/Paris' })) as {
    path: string;
  };
  return { cookie, path };
}

describe('GET /calendar/:token.ics', () => {
  it('serves the feed without a session, as text/calendar with an ETag and cache headers, and 304 when unchanged', async () => {
    const { path } = await athleteWithFeed('Morning pulls');
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(FEED_CACHE_CONTROL);
    expect(response.headers.get('set-cookie')).toBeNull();
    const body = await response.text();
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(body).toContain('SUMMARY:Morning pulls');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);

    const again = await app.request(path, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    // A different tag (the feed changed since) gets the whole document.
    expect((await app.request(path, { headers: { 'if-none-match': '"stale"' } })).status).toBe(200);
  });

  it('answers a repeat and a 304 from its memo, and a change to the training or the profile at once', async () => {
    // The real queries, counting the feed's reads of workouts.
    let reads = 0;
    const counted: Queries = {
      ...queries,
      workouts: {
        ...queries.workouts,
        feedPlan: (...args) => {
          reads += 1;
          return queries.workouts.feedPlan(...args);
        },
      },
    };
    const memoApp = createApp({ queries: counted, auth: { publicUrl } });
    const { cookie, path } = await athleteWithFeed('Memo pulls');
    const first = await memoApp.request(path);
    const tag = first.headers.get('etag') ?? '';
    const body = await first.text();
    expect(reads).toBe(1);
    const repeat = await memoApp.request(path);
    expect(await repeat.text()).toBe(body);
    expect(repeat.headers.get('etag')).toBe(tag);
    expect((await memoApp.request(path, { headers: { 'if-none-match': tag } })).status).toBe(304);
    expect(reads).toBe(1);

    // A new workout bumps the athlete's training version: the next fetch has it, under another tag.
    await mutate(cookie, 'saveWorkout', {
      workout: {
        name: 'Added later',
        date: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
        exercises: [{ name: 'Row', sets: 3, reps: '8' }],
      },
    });
    const changed = await memoApp.request(path, { headers: { 'if-none-match': tag } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('SUMMARY:Added later');
    expect(reads).toBe(2);
    // A profile choice the document shows (the reminder) is part of the memo's key.
    await mutate(cookie, 'setReminderLeadTime', { leadTime: '1h' });
    expect(await (await memoApp.request(path)).text()).toContain('TRIGGER:-PT1H');
  });

  it('answers other requests while it builds a large feed, not only once it is done', async () => {
    const { cookie } = await signIn();
    const exercises = Array.from({ length: LIMITS.exercisesPerWorkout }, (_, i) => ({
      name: `${'Ünïcødé 💪 '.repeat(10)}${i}`.slice(0, LIMITS.name),
      sets: 5,
      reps: '8-10',
      weight: '135',
    }));
    const count = 100;
    for (let i = 0; i < count; i += 1)
      await mutate(cookie, 'saveWorkout', {
        workout: {
          name: `Long session ${i}`,
          date: new Date(Date.now() + (1 + (i % 60)) * 86_400_000).toISOString().slice(0, 10),
          time: '07:00',
          exercises,
        },
      });
    const { path } = (await mutate(cookie, 'createCalendarFeed', { timeZone: 'Europe/Paris' })) as {
      path: string;
    };
    // Another client asks /health every millisecond while the feed is built; the answers it gets meanwhile count.
    let building = true;
    let answered = 0;
    const probe = setInterval(() => {
      void Promise.resolve(app.request('/health')).then((health) => {
        if (building && health.ok) answered += 1;
      });
    }, 1);
    const response = await app.request(path);
    building = false;
    clearInterval(probe);
    expect(response.status).toBe(200);
    expect((await response.text()).match(/BEGIN:VEVENT/g)).toHaveLength(count);
    // Ten workouts are read and written per turn of the event loop, so others are answered between them (one
    // synchronous pass over all of them answered nobody for seconds). pnpm bench:feed measures the longest turn.
    expect(answered).toBeGreaterThanOrEqual(count / 10 - 1);
  });

  it('answers 404 for a revoked, a regenerated and an unknown token', async () => {
    const { cookie, path } = await athleteWithFeed('Legs');
    const { path: regenerated } = (await mutate(cookie, 'createCalendarFeed', {
      timeZone: 'Europe/Paris',
    })) as {
      path: string;
    };
    const old = await app.request(path);
    expect(old.status).toBe(404);
    expect(await old.text()).toBe(CALENDAR_FEED_MESSAGES.feedNotFound);
    expect((await app.request(regenerated)).status).toBe(200);
    await mutate(cookie, 'revokeCalendarFeed');
    expect((await app.request(regenerated)).status).toBe(404);
    expect((await app.request(`/calendar/${'x'.repeat(43)}.ics`)).status).toBe(404);
    expect((await app.request('/calendar/feed')).status).toBe(404);
  });

  it('shows only the token’s athlete, whoever’s session comes with the request', async () => {
    const first = await athleteWithFeed('First athlete session');
    const second = await athleteWithFeed('Second athlete session');
    const response = await app.request(first.path, { headers: { cookie: second.cookie } });
    const body = await response.text();
    expect(body).toContain('First athlete session');
    expect(body).not.toContain('Second athlete session');
    // The URL the athlete copies is the path and its token only: nothing of a session.
    expect(first.path).toMatch(/^\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(first.path).not.toContain(first.cookie.slice('session='.length));
  });

  it('is rate-limited per feed', async () => {
    const limited = createApp({
      queries,
      auth: { publicUrl },
      rateLimiter: createMemoryRateLimiter({ limits: { trpc: 2, auth: 60, coach: 6 } }),
    });
    const { path } = await athleteWithFeed('Limited');
    expect((await limited.request(path)).status).toBe(200);
    expect((await limited.request(path)).status).toBe(200);
    const refused = await limited.request(path);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
  });

  it('keys its limit by the feed: a trailing slash or .ICS is 404, never a bucket of its own', async () => {
    const limited = createApp({
      queries,
      auth: { publicUrl },
      rateLimiter: createMemoryRateLimiter({ limits: { trpc: 2, auth: 60, coach: 6 } }),
    });
    const { path } = await athleteWithFeed('Variants');
    // Twice the feed's own limit of variants: each is 404, none refused, and the feed's own budget is untouched.
    for (const variant of [`${path}/`, `${path}/`, path.replace(/\.ics$/, '.ICS'), `${path}/`])
      expect((await limited.request(variant)).status).toBe(404);
    expect((await limited.request(path)).status).toBe(200);
    expect((await limited.request(path)).status).toBe(200);
    expect((await limited.request(path)).status).toBe(429);
  });

  it('counts guesses of feed URLs in a bucket of their own, so the address’s tRPC calls are not spent', async () => {
    const limited = createApp({
      queries,
      auth: { publicUrl },
      rateLimiter: createMemoryRateLimiter({ limits: { trpc: 2, auth: 60, coach: 6 } }),
    });
    const { cookie } = await signIn();
    // An address gets five sessions' worth (10 here): the eleventh guess in the window is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await limited.request(`/calendar/${String(i).padStart(43, 'x')}.ics`)).status);
    expect(statuses).toEqual([...Array(10).fill(404), 429]);
    const profile = await limited.request('/trpc/getProfile', { headers: { cookie, origin: publicUrl } });
    expect(profile.status).toBe(200);
  });
});
