import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createQueries } from '@liftwise/db';
import { createTestDb } from '@liftwise/db/testing';
import { SYNC_SERVER_MESSAGES } from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { signedInCookie } from './auth/test-support.ts';
import { serveWebApp } from './static-files.ts';

const publicUrl = 'http://localhost:3000';
let testDb: Awaited<ReturnType<typeof createTestDb>>;
let webDir: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDb();
  webDir = mkdtempSync(join(tmpdir(), 'liftwise-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"><h1>Landing</h1></div>');
  writeFileSync(join(webDir, 'app.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webDir, 'privacy-policy.html'), '<h1>Privacy Policy</h1>');
  app = createApp({
    queries: createQueries(testDb.db),
    auth: { publicUrl },
    staticFiles: serveWebApp(webDir),
  });
});
afterAll(() => {
  testDb.dispose();
  rmSync(webDir, { recursive: true, force: true });
});

describe('the HTTP app', () => {
  it('answers /health', async () => {
    const response = await app.request('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers and keeps window.opener usable for the sign-in popup', async () => {
    const response = await app.request('/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it('refuses a tRPC call without a session as UNAUTHORIZED', async () => {
    const response = await app.request('/trpc/getProfile');
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error: { data: { code: string } } };
    expect(body.error.data.code).toBe('UNAUTHORIZED');
  });

  it('refuses a state-changing tRPC call from another origin before it runs', async () => {
    const response = await app.request('/trpc/saveProfile', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ profileData: { sex: 'Male' } }),
    });
    expect(response.status).toBe(403);
  });

  it('serves the built web app: files as they are, / as the landing page, app routes as app.html', async () => {
    const legal = await app.request('/privacy-policy.html');
    expect(await legal.text()).toContain('Privacy Policy');
    expect(await (await app.request('/')).text()).toContain('<h1>Landing</h1>');
    const route = await app.request('/workouts/view/123');
    expect(route.status).toBe(200);
    expect(await route.text()).toBe('<!doctype html><div id="root"></div>');
  });

  it('answers /events 501 where no real-time hub is given, and 401 before that to a signed-out visitor', async () => {
    expect((await app.request('/events')).status).toBe(401);
    const cookie = await signedInCookie(createQueries(testDb.db));
    const response = await app.request('/events', { headers: { cookie } });
    expect(response.status).toBe(501);
    expect(await response.clone().json()).toEqual({ message: SYNC_SERVER_MESSAGES.unavailable });
    expect(response.headers.get('content-type')).not.toContain('text/event-stream');
  });
});
