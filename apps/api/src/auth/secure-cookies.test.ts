import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAuth } from './index.ts';
import { Browser, createTestApp, signInLocally, startAuthServer, type TestServer } from './test-support.ts';

// The app answers at an https public URL (through app.request); the real local provider runs on loopback HTTP and
// is registered to send the browser back to the https callback.
const publicUrl = 'https://liftwise.example';
let idpServer: TestServer;

beforeAll(async () => {
  idpServer = await startAuthServer({ redirectUri: `${publicUrl}/auth/callback/local` });
});
afterAll(async () => {
  await idpServer.close();
});

it('marks the session and flow cookies Secure, and the session cookie __Host-, when the public URL is https', async () => {
  const auth = createAuth({ queries: idpServer.queries.auth, config: { publicUrl, local: idpServer.idp } });
  const app = createTestApp(auth);
  const browser = new Browser(async (url, init) =>
    url.startsWith(publicUrl) ? app.request(url, init) : fetch(url, init),
  );

  const flowStart = await browser.request(`${publicUrl}/auth/signin/local`);
  const flowCookies = flowStart.headers.getSetCookie();
  expect(flowCookies).toHaveLength(3);
  for (const cookie of flowCookies) expect(cookie).toMatch(/; Secure/);

  const { response, url } = await signInLocally(browser, `${publicUrl}/auth/signin/local`);
  expect(url.href.startsWith(`${publicUrl}/auth/callback/local?`)).toBe(true);
  expect(response.status).toBe(200);
  const session = response.headers.getSetCookie().find((c) => c.startsWith('__Host-session='));
  expect(session).toMatch(/; Secure/);
  expect(session).toMatch(/; HttpOnly/);
  expect(session).toMatch(/; SameSite=Lax/);
  expect(session).toMatch(/; Path=\/(;|$)/);

  const me = await browser.request(`${publicUrl}/auth/session`);
  expect(((await me.json()) as { user: { email: string } }).user.email).toBe('ada@example.com');
});
