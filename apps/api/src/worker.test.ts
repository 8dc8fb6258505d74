import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from '@liftwise/db/free-ports';
import { SERVER_MESSAGES } from '@liftwise/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APP_CONTENT_SECURITY_POLICY } from './content-security-policy.ts';
import { DEFAULT_RATE_LIMITS } from './rate-limit/rules.ts';

const apiDir = new URL('..', import.meta.url).pathname;
const webDist = new URL('../../web/dist/index.html', import.meta.url).pathname;

let wrangler: ChildProcess | undefined;
let origin = '';
let output = '';

// The Workers entry, run by workerd under `wrangler dev`, the runtime it ships to.
beforeAll(async () => {
  if (!existsSync(webDist))
    throw new Error('build the web app first (pnpm build): the worker serves it as assets');
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  wrangler = spawn(
    'pnpm',
    [
      'exec',
      'wrangler',
      'dev',
      '--ip=127.0.0.1',
      `--port=${port}`,
      '--inspector-port=0',
      '--show-interactive-dev-session=false',
      '--log-level=warn',
      // No Turso here: /health and static assets do not touch the database, which is only dialled on a query.
      '--var=DATABASE_URL:http://127.0.0.1:9',
      `--var=PUBLIC_URL:${origin}`,
    ],
    {
      cwd: apiDir,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  wrangler.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  wrangler.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const deadline = Date.now() + 50_000;
  while (Date.now() < deadline) {
    if (wrangler.exitCode !== null) throw new Error(`wrangler dev exited:\n${output}`);
    try {
      await fetch(`${origin}/health`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`wrangler dev did not answer:\n${output}`);
}, 60_000);

afterAll(() => {
  // wrangler starts workerd as a child: end the whole group.
  if (wrangler?.pid) process.kill(-wrangler.pid, 'SIGTERM');
});

it('answers /health under wrangler dev', async () => {
  const response = await fetch(`${origin}/health`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

it('serves the prerendered landing page at /', async () => {
  const page = await fetch(`${origin}/`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('STRENGTH UNLEASHED');
});

it('serves the web app as static assets, with the app shell (app.html) for app routes', async () => {
  const page = await fetch(`${origin}/profile`, { headers: { accept: 'text/html' } });
  expect(page.status).toBe(200);
  const html = await page.text();
  // app.html: the app's frame and page skeleton, prerendered, not the landing page.
  expect(html).toMatch(/<div id="root"><div class="flex min-h-dvh flex-col"><header/);
  expect(html).not.toContain('STRENGTH UNLEASHED');
  expect((await fetch(`${origin}/assets/missing.js`)).status).toBe(404);
});

it('serves the service worker as JavaScript that is always revalidated (from _headers)', async () => {
  const worker = await fetch(`${origin}/sw.js`);
  expect(worker.status).toBe(200);
  expect(worker.headers.get('Content-Type')).toMatch(/javascript/);
  expect(worker.headers.get('Cache-Control')).toBe('no-cache');
  expect(await worker.text()).toContain('app.html');
});

it('answers /auth/session as signed out without a cookie', async () => {
  const response = await fetch(`${origin}/auth/session`);
  expect(await response.json()).toEqual({ user: null });
});

it('sends the app Content-Security-Policy with the web app (from _headers)', async () => {
  const page = await fetch(`${origin}/`);
  expect(page.headers.get('Content-Security-Policy')).toBe(APP_CONTENT_SECURITY_POLICY);
});

it('limits sign-in floods through the Workers rate-limiting binding', async () => {
  // The binding counts in fixed 10 s windows: a flood that crosses a window's end starts counting again, so the
  // first refusal comes after at least the limit's worth of requests and within two windows' worth.
  const limit = DEFAULT_RATE_LIMITS.auth;
  let allowed = 0;
  let refused: Response | undefined;
  while (!refused && allowed <= 2 * limit) {
    const response = await fetch(`${origin}/auth/signin`);
    if (response.status === 429) refused = response;
    else {
      allowed += 1;
      await response.body?.cancel();
    }
  }
  expect(refused?.status).toBe(429);
  expect(allowed).toBeGreaterThanOrEqual(limit);
  expect(await refused?.text()).toBe(SERVER_MESSAGES.rateLimited);
});
