import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { createQueries, type Queries } from '@liftwise/db';
import { createTestDb } from '@liftwise/db/testing';
import { DATA_TRANSFER_MESSAGES, SERVER_MESSAGES } from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeps, createApp, MAX_BATCH_SIZE, MAX_BODY_BYTES, PUBLIC_BODY_BYTES } from './app.ts';
import { signedInCookie } from './auth/test-support.ts';
import { APP_CONTENT_SECURITY_POLICY } from './content-security-policy.ts';
import { createMemoryRateLimiter } from './rate-limit/memory.ts';
import { serveWebApp } from './static-files.ts';

const publicUrl = 'http://localhost:3000';
const sameOrigin = { Origin: publicUrl, 'Content-Type': 'application/json' };
let testDb: Awaited<ReturnType<typeof createTestDb>>;
let queries: Queries;

beforeAll(async () => {
  testDb = await createTestDb();
  queries = createQueries(testDb.db);
});
afterAll(() => testDb.dispose());

/** A signed-in athlete: a user made the way the sign-in callback makes one, and a real session token. */
function signIn(q: Queries = queries): Promise<string> {
  return signedInCookie(q);
}

function appWith(deps: Partial<AppDeps> = {}) {
  return createApp({ queries, auth: { publicUrl }, ...deps });
}

/** A body that is produced only as it is read: `total` bytes of JSON-ish filler without holding them in memory. */
function streamedBody(total: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

/** A streamed body (no Content-Length) of `total` bytes that counts what the server pulled from it. */
function countedBody(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const read = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (read.bytes >= total) return controller.close();
        read.bytes += chunk.length;
        controller.enqueue(chunk);
      },
    },
    // Nothing is pulled until someone reads.
    { highWaterMark: 0 },
  );
  return { body, read };
}

function post(app: ReturnType<typeof appWith>, path: string, body: ReadableStream, cookie?: string) {
  return app.request(path, {
    method: 'POST',
    headers: { ...sameOrigin, ...(cookie ? { Cookie: cookie } : {}) },
    body,
    duplex: 'half',
  } as RequestInit);
}

describe('request bodies', () => {
  it('answers 413 to a streamed body over 1 MB on /trpc, before anything reads it whole', async () => {
    const app = appWith();
    const cookie = await signIn();
    const response = await post(app, '/trpc/saveProfile', streamedBody(300 * 1024 * 1024), cookie);
    expect(response.status).toBe(413);
  });

  it("refuses a signed-out import (the 50 MB kind) with 401 in tRPC's shape without reading its body", async () => {
    const app = appWith();
    for (const path of [
      '/trpc/importData?batch=1',
      '/trpc/saveProfile,importData?batch=1',
      '/trpc/saveProfile',
    ]) {
      const sent = countedBody(60 * 1024 * 1024);
      const response = await post(app, path, sent.body);
      expect(response.status, path).toBe(401);
      const answer = (await response.json()) as unknown;
      const calls = (Array.isArray(answer) ? answer : [answer]) as {
        error: { message: string; data: { code: string } };
      }[];
      for (const call of calls) {
        expect(call.error.message).toBe(SERVER_MESSAGES.notAuthenticated);
        expect(call.error.data.code).toBe('UNAUTHORIZED');
      }
      expect(sent.read.bytes, path).toBe(0);
    }
  });

  it('refuses a signed-in import that is not a form alone (JSON, a batch) with 415 without reading its body', async () => {
    const app = appWith();
    const cookie = await signIn();
    for (const [path, contentType] of [
      ['/trpc/importData', 'application/json'],
      ['/trpc/previewImport?batch=1', 'application/json'],
      ['/trpc/importData', 'multipart/form-data; boundary=x'],
      ['/trpc/saveProfile,importData?batch=1', 'application/octet-stream'],
    ] as const) {
      const sent = countedBody(60 * 1024 * 1024);
      const response = await app.request(path, {
        method: 'POST',
        headers: { ...sameOrigin, Cookie: cookie, 'Content-Type': contentType },
        body: sent.body,
        duplex: 'half',
      } as RequestInit);
      expect(response.status, path).toBe(415);
      const answer = (await response.json()) as unknown;
      const calls = (Array.isArray(answer) ? answer : [answer]) as { error: { message: string } }[];
      for (const call of calls) expect(call.error.message).toBe(DATA_TRANSFER_MESSAGES.notAnUpload);
      expect(sent.read.bytes, path).toBe(0);
    }
  });

  it('refuses a signed-out photo upload with 401 without reading its body', async () => {
    const sent = countedBody(60 * 1024 * 1024);
    const response = await post(appWith(), '/photos', sent.body);
    expect(response.status).toBe(401);
    expect(sent.read.bytes).toBe(0);
  });

  it(`reads at most ${PUBLIC_BODY_BYTES / 1024} KB of a body sent to /auth, whose routes take none`, async () => {
    const app = appWith();
    for (const cookie of [undefined, await signIn()]) {
      const sent = countedBody(300 * 1024 * 1024);
      const response = await post(app, '/auth/signout', sent.body, cookie);
      expect(response.status).toBe(413);
      // One 64 KB chunk is all it takes to see the body is too large.
      expect(sent.read.bytes).toBeLessThanOrEqual(64 * 1024);
    }
  });

  it('answers 413 to a declared Content-Length over the limit, and takes a normal body', async () => {
    const app = appWith();
    const cookie = await signIn();
    const big = await app.request('/trpc/saveProfile', {
      method: 'POST',
      headers: { ...sameOrigin, Cookie: cookie },
      body: `{"profileData":{"sex":"${'x'.repeat(MAX_BODY_BYTES)}"}}`,
    });
    expect(big.status).toBe(413);
    const normal = await app.request('/trpc/saveProfile', {
      method: 'POST',
      headers: { ...sameOrigin, Cookie: cookie },
      body: JSON.stringify({ profileData: { sex: 'Female' } }),
    });
    expect(normal.status).toBe(200);
  });
});

describe('tRPC batches', () => {
  const batch = (n: number) => `/trpc/${Array(n).fill('saveProfile').join(',')}?batch=1`;
  const inputs = (n: number) =>
    JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, { profileData: {} }])));

  it(`refuses a batch of more than ${MAX_BATCH_SIZE} calls with a clear error, and runs none of them`, async () => {
    const app = appWith();
    const cookie = await signIn();
    const response = await app.request(batch(MAX_BATCH_SIZE + 1), {
      method: 'POST',
      headers: { ...sameOrigin, Cookie: cookie },
      body: inputs(MAX_BATCH_SIZE + 1),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toBe('Batch call exceeds maximum size');
    expect(await queries.profiles.get((await sessionUserId(cookie)) ?? '')).toBeNull();
  });

  it(`runs a batch of ${MAX_BATCH_SIZE}`, async () => {
    const app = appWith();
    const cookie = await signIn();
    const response = await app.request(batch(MAX_BATCH_SIZE), {
      method: 'POST',
      headers: { ...sameOrigin, Cookie: cookie },
      body: inputs(MAX_BATCH_SIZE),
    });
    expect(response.status).toBe(200);
  });

  it("keeps the web's httpBatchLink within the server's cap", () => {
    const link = readFileSync(new URL('../../web/src/lib/trpc.ts', import.meta.url), 'utf8');
    const maxItems = Number(/maxItems:\s*(\d+)/.exec(link)?.[1]);
    expect(maxItems).toBeGreaterThan(0);
    expect(maxItems).toBeLessThanOrEqual(MAX_BATCH_SIZE);
  });
});

async function sessionUserId(cookie: string): Promise<string | undefined> {
  const id = cookie.slice('session='.length).split('.')[0] ?? '';
  return (await queries.auth.findSessionWithUser(id))?.user.id;
}

describe('rate limits', () => {
  const limited = (addressOf?: (n: string | undefined) => string) =>
    appWith({
      rateLimiter: createMemoryRateLimiter({ limits: { trpc: 3, auth: 2, coach: 2 } }),
      clientAddress: (c) => addressOf?.(c.req.header('X-Test-Address')) ?? '192.0.2.1',
    });

  it("answers a session's tRPC flood with 429 TOO_MANY_REQUESTS and the app's message, other sessions unaffected", async () => {
    const app = limited();
    const cookie = await signIn();
    for (let i = 0; i < 3; i += 1) {
      expect((await app.request('/trpc/getProfile', { headers: { Cookie: cookie } })).status).toBe(200);
    }
    const refused = await app.request('/trpc/getProfile', { headers: { Cookie: cookie } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    const body = (await refused.json()) as { error: { message: string; data: { code: string } } };
    expect(body.error.message).toBe(SERVER_MESSAGES.rateLimited);
    expect(body.error.data.code).toBe('TOO_MANY_REQUESTS');

    const other = await signIn();
    expect((await app.request('/trpc/getProfile', { headers: { Cookie: other } })).status).toBe(200);
  });

  it('refuses a call over the limit before reading its body', async () => {
    const app = limited();
    const cookie = await signIn();
    for (let i = 0; i < 3; i += 1) await app.request('/trpc/getProfile', { headers: { Cookie: cookie } });
    const sent = countedBody(60 * 1024 * 1024);
    const refused = await post(app, '/trpc/importData?batch=1', sent.body, cookie);
    expect(refused.status).toBe(429);
    const [call] = (await refused.json()) as { error: { message: string } }[];
    expect(call?.error.message).toBe(SERVER_MESSAGES.rateLimited);
    expect(sent.read.bytes).toBe(0);
  });

  it('refuses every call of a batch the same way, so each query shows the message', async () => {
    const app = limited();
    const cookie = await signIn();
    for (let i = 0; i < 3; i += 1) await app.request('/trpc/getProfile', { headers: { Cookie: cookie } });
    const refused = await app.request('/trpc/getProfile,getProfile?batch=1&input={}', {
      headers: { Cookie: cookie },
    });
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { error: { message: string; data: { code: string } } }[];
    expect(body).toHaveLength(2);
    for (const item of body) {
      expect(item.error.message).toBe(SERVER_MESSAGES.rateLimited);
      expect(item.error.data.code).toBe('TOO_MANY_REQUESTS');
    }
  });

  it('limits one address across sessions (five sessions worth), not other addresses', async () => {
    const app = limited((header) => header ?? 'shared');
    for (let i = 0; i < 15; i += 1) {
      const cookie = await signIn();
      expect((await app.request('/trpc/getProfile', { headers: { Cookie: cookie } })).status).toBe(200);
    }
    const cookie = await signIn();
    expect((await app.request('/trpc/getProfile', { headers: { Cookie: cookie } })).status).toBe(429);
    const elsewhere = await app.request('/trpc/getProfile', {
      headers: { Cookie: cookie, 'X-Test-Address': 'elsewhere' },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('answers 429 to floods of sign-in start, callback and sign-out, but not to /auth/session', async () => {
    for (const [method, path] of [
      ['GET', '/auth/signin'],
      ['GET', '/auth/signin/local'],
      ['GET', '/auth/callback/local'],
      ['POST', '/auth/signout'],
      ['POST', '/auth/signout/everywhere'],
    ] as const) {
      const app = limited();
      const send = () => app.request(path, { method, headers: { Origin: publicUrl } });
      expect((await send()).status).not.toBe(429);
      expect((await send()).status).not.toBe(429);
      const refused = await send();
      expect(refused.status, path).toBe(429);
      expect(await refused.text()).toBe(SERVER_MESSAGES.rateLimited);
    }
    const app = limited();
    for (let i = 0; i < 5; i += 1) expect((await app.request('/auth/session')).status).toBe(200);
  });
});

describe('errors', () => {
  it('sends no stack trace outside development', async () => {
    const response = await appWith().request('/trpc/getProfile');
    const body = (await response.json()) as { error: { data: Record<string, unknown> } };
    expect(body.error.data.code).toBe('UNAUTHORIZED');
    expect(body.error.data).not.toHaveProperty('stack');
  });

  it('hides an internal failure behind a generic message (and logs it); development shows it all', async () => {
    const broken = await createTestDb();
    try {
      const brokenQueries = createQueries(broken.db);
      const cookie = await signIn(brokenQueries);
      const client = createClient({ url: broken.url });
      await client.execute('DROP TABLE profiles');
      client.close();
      const call = (isDevelopment: boolean) =>
        createApp({ queries: brokenQueries, auth: { publicUrl }, isDevelopment }).request(
          '/trpc/getProfile',
          {
            headers: { Cookie: cookie },
          },
        );

      const production = await call(false);
      expect(production.status).toBe(500);
      const body = (await production.json()) as { error: { message: string; data: Record<string, unknown> } };
      expect(body.error.message).toBe('Internal server error');
      expect(JSON.stringify(body)).not.toMatch(/profiles|no such table|\/src\//);

      const development = (await (await call(true)).json()) as {
        error: { message: string; data: { stack?: string } };
      };
      expect(development.error.message).toMatch(/profiles/);
      expect(development.error.data.stack).toContain('/');
    } finally {
      broken.dispose();
    }
  });
});

describe('response headers', () => {
  it("keeps every answer about the athlete out of the browser's cache, so the next person cannot read it", async () => {
    const app = appWith();
    const cookie = await signIn();
    const asked: [method: string, path: string, cookie?: string, body?: string][] = [
      ['GET', '/trpc/getProfile', cookie],
      ['GET', '/trpc/getWorkouts,getGoals?batch=1&input={}', cookie],
      ['POST', '/trpc/saveProfile', cookie, JSON.stringify({ profileData: { sex: 'Female' } })],
      ['GET', '/trpc/getWorkouts'],
      ['GET', '/auth/session', cookie],
      ['GET', '/export', cookie],
      ['GET', '/export/sets.csv', cookie],
      ['GET', '/events', cookie],
      ['GET', '/photos/no-such-photo', cookie],
      ['POST', '/photos'],
    ];
    for (const [method, path, withCookie, body] of asked) {
      const response = await app.request(path, {
        method,
        headers: { ...sameOrigin, ...(withCookie ? { Cookie: withCookie } : {}) },
        body,
      });
      expect(response.status, path).toBeLessThan(600);
      expect(response.headers.get('Cache-Control'), `${method} ${path} (${response.status})`).toBe(
        'no-store',
      );
    }
  });

  it("sends the app's Content-Security-Policy with the web app's HTML, and the same text to Workers in _headers", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'liftwise-web-'));
    try {
      writeFileSync(join(dir, 'app.html'), '<!doctype html><div id="root"></div>');
      const response = await appWith({ staticFiles: serveWebApp(dir) }).request('/dashboard');
      expect(response.headers.get('Content-Security-Policy')).toBe(APP_CONTENT_SECURITY_POLICY);
      expect(APP_CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
      expect(APP_CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
      expect(APP_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const headersFile = readFileSync(new URL('../../web/public/_headers', import.meta.url), 'utf8');
    expect(/^\s+Content-Security-Policy: (.+)$/m.exec(headersFile)?.[1]).toBe(APP_CONTENT_SECURITY_POLICY);
  });

  it('keeps the sign-in pages on their own nonce policy', async () => {
    const app = createApp({
      queries,
      auth: {
        publicUrl,
        google: { clientId: 'g', clientSecret: 's' },
        github: { clientId: 'h', clientSecret: 't' },
      },
    });
    const csp = (await app.request('/auth/signin')).headers.get('Content-Security-Policy');
    expect(csp).toMatch(/script-src 'nonce-/);
  });

  it('sends the same security headers with every answer, and lets the sign-in pages keep their opener policy', async () => {
    const app = createApp({
      queries,
      auth: { publicUrl: 'https://lift.example', google: { clientId: 'g', clientSecret: 's' } },
    });
    const expected = {
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
    };
    for (const path of ['/health', '/trpc/getProfile', '/no-such-path']) {
      const headers = Object.fromEntries((await app.request(`https://lift.example${path}`)).headers);
      expect(headers, path).toMatchObject(expected);
      // None that only retired browsers read (security-headers.ts).
      for (const retired of [
        'x-xss-protection',
        'x-dns-prefetch-control',
        'x-download-options',
        'origin-agent-cluster',
      ])
        expect(headers, path).not.toHaveProperty(retired);
    }
    const signIn = await app.request('https://lift.example/auth/signin');
    expect(signIn.headers.get('Cross-Origin-Opener-Policy')).toBe('unsafe-none');
    expect(signIn.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
  });

  it('sends HSTS only when the public URL is https', async () => {
    expect((await appWith().request('/health')).headers.get('Strict-Transport-Security')).toBeNull();
    const https = createApp({ queries, auth: { publicUrl: 'https://lift.example' } });
    const response = await https.request('https://lift.example/health');
    expect(response.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/);
  });
});

describe('the other loopback name', () => {
  const app = () => appWith();

  it('sends a page opened at 127.0.0.1 to the same path at PUBLIC_URL', async () => {
    const response = await app().request('http://127.0.0.1:3000/dashboard?tab=1');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('http://localhost:3000/dashboard?tab=1');
    const signIn = await app().request('http://[::1]:3000/auth/signin?mode=popup');
    expect(signIn.headers.get('Location')).toBe('http://localhost:3000/auth/signin?mode=popup');
  });

  it('leaves PUBLIC_URL itself, other ports and writes alone', async () => {
    expect((await app().request('http://localhost:3000/health')).status).toBe(200);
    expect((await app().request('http://127.0.0.1:5173/health')).status).toBe(200);
    const post = await app().request('http://127.0.0.1:3000/auth/signout', { method: 'POST' });
    expect(post.status).toBe(204);
  });
});
