import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from './sign-in-sessions.ts';
import { Browser, formAction, signInLocally, startAuthServer, type TestServer } from './test-support.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startAuthServer();
});
afterAll(async () => {
  await server.close();
});

async function sessionUser(browser: Browser) {
  const response = await browser.request(`${server.publicUrl}/auth/session`);
  return ((await response.json()) as { user: Record<string, unknown> | null }).user;
}

function setCookieHeader(response: Response, name: string): string {
  const header = response.headers.getSetCookie().find((h) => h.startsWith(`${name}=`));
  if (!header) throw new Error(`no Set-Cookie for ${name}`);
  return header;
}

describe('sign-in through the local identity provider', () => {
  it('runs the popup flow end to end: the callback signs the browser in and tells the opener', async () => {
    const browser = new Browser();
    const { response, url, visited } = await signInLocally(browser, `${server.publicUrl}/auth/signin`);

    expect(visited.map((u) => u.pathname)).toContain('/auth/signin/local');
    expect(url.pathname).toBe('/auth/callback/local');
    expect(response.status).toBe(200);
    const page = await response.text();
    const nonce = /script-src 'nonce-([^']+)'/.exec(
      response.headers.get('Content-Security-Policy') ?? '',
    )?.[1];
    expect(nonce).toBeTruthy();
    expect(page).toContain(`<script nonce="${nonce}">`);
    expect(page).toContain(`postMessage(message, "${server.publicUrl}")`);
    expect(page).toContain('{"type":"liftwise:signed-in"}');
    expect(page).toContain('window.close()');
    // The popup must keep its opener through the flow, so it never sends a stricter opener policy.
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('unsafe-none');

    expect(browser.cookie('session')).toBeTruthy();
    expect(browser.cookie('auth_state')).toBeUndefined();
    expect(browser.cookie('auth_verifier')).toBeUndefined();

    const user = await sessionUser(browser);
    expect(user).toMatchObject({
      email: 'ada@example.com',
      displayName: 'Ada Lovelace',
      emailVerified: false,
    });
    expect(typeof user?.uid).toBe('string');
  });

  it('stores only the SHA-256 of the token secret', async () => {
    const browser = new Browser();
    await signInLocally(browser, `${server.publicUrl}/auth/signin`);
    const [id = '', secret = ''] = (browser.cookie('session') ?? '').split('.').slice(-2);
    const row = await server.queries.auth.findSessionWithUser(id);
    expect(row?.session.secretHash).toBe(await hashSecret(secret));
    expect(row?.session.secretHash).not.toContain(secret);
  });

  it('links a second sign-in with the same identity to the same user and records the new name', async () => {
    const first = new Browser();
    await signInLocally(first, `${server.publicUrl}/auth/signin`, {
      email: 'grace@example.com',
      name: 'Grace',
    });
    const firstUser = await sessionUser(first);

    const second = new Browser();
    await signInLocally(second, `${server.publicUrl}/auth/signin`, {
      email: 'grace@example.com',
      name: 'Grace Hopper',
    });
    const secondUser = await sessionUser(second);

    expect(secondUser?.uid).toBe(firstUser?.uid);
    expect(secondUser?.displayName).toBe('Grace Hopper');
    expect(second.cookie('session')).not.toBe(first.cookie('session'));
  });

  it('gives a different person a different user', async () => {
    const a = new Browser();
    await signInLocally(a, `${server.publicUrl}/auth/signin`, { email: 'alan@example.com', name: 'Alan' });
    const b = new Browser();
    await signInLocally(b, `${server.publicUrl}/auth/signin`, {
      email: 'edsger@example.com',
      name: 'Edsger',
    });
    expect((await sessionUser(a))?.uid).not.toBe((await sessionUser(b))?.uid);
  });

  it('redirects to the dashboard instead of messaging an opener in redirect mode', async () => {
    const browser = new Browser();
    const { visited, response } = await signInLocally(
      browser,
      `${server.publicUrl}/auth/signin?mode=redirect`,
    );
    expect(visited.at(-1)?.pathname).toBe('/dashboard');
    expect(visited.at(-2)?.pathname).toBe('/auth/callback/local');
    expect(response.status).toBe(404); // the test app serves no web pages; the real app serves the dashboard
    expect(await sessionUser(browser)).not.toBeNull();
  });

  it('serves a login page with labelled Email and Display name inputs and a Sign in button', async () => {
    const browser = new Browser();
    const { response } = await browser.navigate(`${server.publicUrl}/auth/signin/local`);
    const page = await response.text();
    expect(response.headers.get('Content-Type')).toContain('text/html');
    expect(page).toMatch(/<label for="email">Email<\/label>\s*<input id="email" name="email"/);
    expect(page).toMatch(/<label for="name">Display name<\/label>\s*<input id="name" name="name"/);
    expect(page).toMatch(/<button type="submit" class="primary">Sign in<\/button>/);
  });

  it('shows the form again with a message when the email is not an email', async () => {
    const browser = new Browser();
    const login = await browser.navigate(`${server.publicUrl}/auth/signin/local`);
    const { response } = await browser.navigate(formAction(await login.response.text(), login.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'not-an-email', name: 'X' }).toString(),
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('Enter a valid email address');
    expect(page).toContain('<label for="email">Email</label>');
    expect(browser.cookie('session')).toBeUndefined();
  });

  it('reports a cancelled sign-in to the opener and creates no session', async () => {
    const browser = new Browser();
    const login = await browser.navigate(`${server.publicUrl}/auth/signin/local`);
    const { response, url } = await browser.navigate(
      formAction(await login.response.text(), login.url, 'Cancel'),
      {
        method: 'POST',
      },
    );
    expect(url.pathname).toBe('/auth/callback/local');
    expect(url.searchParams.get('error')).toBe('access_denied');
    const page = await response.text();
    expect(page).toContain('{"type":"liftwise:sign-in-failed"}');
    expect(page).toContain('window.close()');
    expect(browser.cookie('session')).toBeUndefined();
    expect(browser.cookie('auth_state')).toBeUndefined();
  });
});

describe('callback refusals', () => {
  /** Runs the flow up to the provider's redirect back to the app, without following it. */
  async function reachCallback(browser: Browser): Promise<URL> {
    const login = await browser.navigate(`${server.publicUrl}/auth/signin/local`);
    let url = formAction(await login.response.text(), login.url);
    let init: RequestInit = {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'mallory@example.com', name: 'Mallory' }).toString(),
    };
    for (;;) {
      const response = await browser.request(url, init);
      const next = new URL(response.headers.get('Location') ?? '', url);
      if (next.pathname.startsWith('/auth/callback/')) return next;
      url = next;
      init = {};
    }
  }

  it('refuses a callback whose state does not match the cookie', async () => {
    const browser = new Browser();
    const callback = await reachCallback(browser);
    callback.searchParams.set('state', 'forged-state');
    const response = await browser.request(callback);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/state/i);
    expect(browser.cookie('session')).toBeUndefined();
  });

  it('refuses a callback when the state cookie is gone', async () => {
    const browser = new Browser();
    const callback = await reachCallback(browser);
    browser.deleteCookie('auth_state');
    const response = await browser.request(callback);
    expect(response.status).toBe(400);
    expect(browser.cookie('session')).toBeUndefined();
  });

  it('refuses a callback without the PKCE verifier cookie', async () => {
    const browser = new Browser();
    const callback = await reachCallback(browser);
    browser.deleteCookie('auth_verifier');
    const response = await browser.request(callback);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/verifier/i);
    expect(browser.cookie('session')).toBeUndefined();
  });

  it('refuses a callback replayed in another browser (no flow cookies there)', async () => {
    const victim = new Browser();
    const callback = await reachCallback(new Browser());
    const response = await victim.request(callback);
    expect(response.status).toBe(400);
    expect(victim.cookie('session')).toBeUndefined();
  });
});

describe('cookies', () => {
  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/, without Secure on a local http URL', async () => {
    const browser = new Browser();
    const { response } = await signInLocally(browser, `${server.publicUrl}/auth/signin`);
    const cookie = setCookieHeader(response, 'session');
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    const maxAge = Number(/; Max-Age=(\d+)/.exec(cookie)?.[1]);
    expect(maxAge).toBeGreaterThan(30 * 24 * 3600 - 5);
    expect(maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
    expect(cookie).not.toMatch(/; Secure/);
  });

  it('keeps the flow cookies short-lived, HttpOnly and scoped to /auth', async () => {
    const response = await new Browser().request(`${server.publicUrl}/auth/signin/local`);
    for (const name of ['auth_state', 'auth_verifier', 'auth_mode']) {
      const cookie = setCookieHeader(response, name);
      expect(cookie).toMatch(/; Max-Age=600/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; Path=\/auth/);
      expect(cookie).toMatch(/; SameSite=Lax/);
    }
  });
});

describe('sign-out and cross-origin refusal', () => {
  it('deletes the session row, clears the cookie, and a reused cookie is signed out', async () => {
    const browser = new Browser();
    await signInLocally(browser, `${server.publicUrl}/auth/signin`);
    const token = browser.cookie('session') ?? '';
    const sessionId = token.split('.').at(-2) ?? '';
    expect(await server.queries.auth.findSessionWithUser(sessionId)).toBeDefined();

    const response = await browser.request(`${server.publicUrl}/auth/signout`, {
      method: 'POST',
      headers: { Origin: server.publicUrl, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(response.status).toBe(204);
    expect(setCookieHeader(response, 'session')).toMatch(/Max-Age=0/);
    expect(browser.cookie('session')).toBeUndefined();
    expect(await server.queries.auth.findSessionWithUser(sessionId)).toBeUndefined();

    browser.setCookie('session', token);
    expect(await sessionUser(browser)).toBeNull();
  });

  it("lets the next person sign in on the same browser: the page ending the first one's provider session may run its script and post its form", async () => {
    const browser = new Browser();
    await signInLocally(browser, `${server.publicUrl}/auth/signin`, {
      email: 'ann@example.com',
      name: 'Ann',
    });
    await browser.request(`${server.publicUrl}/auth/signout`, {
      method: 'POST',
      headers: { Origin: server.publicUrl, 'Sec-Fetch-Site': 'same-origin' },
    });

    const ending = await signInLocally(browser, `${server.publicUrl}/auth/signin`, {
      email: 'ben@example.com',
      name: 'Ben',
    });
    // The provider still remembers Ann: it answers a page that submits itself to end her session first.
    expect(ending.url.pathname).toMatch(/^\/oidc\/auth\//);
    const page = await ending.response.text();
    const script = /<script>([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(script).toContain('submit()');
    const policy = ending.response.headers.get('Content-Security-Policy') ?? '';
    const directives = new Map(
      policy.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(directives.get('script-src')).toEqual([hash]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'none'"]);

    // What the browser then does: post the form, and follow on to the app's callback.
    const action = new URL(/<form method="post" action="([^"]+)"/.exec(page)?.[1] ?? '', ending.url);
    const fields = new URLSearchParams(
      [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map(
        (m): [string, string] => [m[1] ?? '', m[2] ?? ''],
      ),
    );
    const done = await browser.navigate(action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.publicUrl },
      body: fields.toString(),
    });
    expect(done.url.pathname).toBe('/auth/callback/local');
    expect(await sessionUser(browser)).toMatchObject({ email: 'ben@example.com', displayName: 'Ben' });
  });

  it('refuses a cross-origin sign-out with 403 and leaves the session alive', async () => {
    const browser = new Browser();
    await signInLocally(browser, `${server.publicUrl}/auth/signin`);

    const byOrigin = await browser.request(`${server.publicUrl}/auth/signout`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
    });
    expect(byOrigin.status).toBe(403);
    const byFetchMetadata = await browser.request(`${server.publicUrl}/auth/signout`, {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(byFetchMetadata.status).toBe(403);
    expect(await sessionUser(browser)).not.toBeNull();
  });

  it('guards every state-changing route, and lets the same origin through', async () => {
    const browser = new Browser();
    await signInLocally(browser, `${server.publicUrl}/auth/signin`);
    const url = `${server.publicUrl}/trpc/example`;

    const cross = await browser.request(url, { method: 'POST', headers: { Origin: 'http://127.0.0.1:1' } });
    expect(cross.status).toBe(403);

    const same = await browser.request(url, {
      method: 'POST',
      headers: { Origin: server.publicUrl, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(same.status).toBe(200);
    expect(((await same.json()) as { user: { email: string } }).user.email).toBe('ada@example.com');
  });
});

describe('sign out everywhere', () => {
  it("ends every session of the athlete, another browser's included, and leaves other people signed in", async () => {
    const person = { email: 'everywhere@example.com', name: 'Eve Rywhere' };
    const laptop = new Browser();
    const phone = new Browser();
    const someoneElse = new Browser();
    await signInLocally(laptop, `${server.publicUrl}/auth/signin`, person);
    await signInLocally(phone, `${server.publicUrl}/auth/signin`, person);
    await signInLocally(someoneElse, `${server.publicUrl}/auth/signin`, {
      email: 'x@example.com',
      name: 'X',
    });
    expect(await sessionUser(phone)).not.toBeNull();

    const response = await laptop.request(`${server.publicUrl}/auth/signout/everywhere`, {
      method: 'POST',
      headers: { Origin: server.publicUrl, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(response.status).toBe(204);
    expect(setCookieHeader(response, 'session')).toMatch(/Max-Age=0/);
    expect(await sessionUser(laptop)).toBeNull();
    expect(await sessionUser(phone)).toBeNull();
    expect(await sessionUser(someoneElse)).not.toBeNull();
  });

  it('is refused from another origin', async () => {
    const browser = new Browser();
    await signInLocally(browser, `${server.publicUrl}/auth/signin`);
    const response = await browser.request(`${server.publicUrl}/auth/signout/everywhere`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(await sessionUser(browser)).not.toBeNull();
  });
});

describe('identity as it enters', () => {
  it('treats emails case-insensitively: one person, stored and returned in lower case', async () => {
    const first = new Browser();
    await signInLocally(first, `${server.publicUrl}/auth/signin`, {
      email: 'Ada.K@Example.COM',
      name: 'Ada',
    });
    const second = new Browser();
    await signInLocally(second, `${server.publicUrl}/auth/signin`, {
      email: 'ada.k@example.com',
      name: 'Ada',
    });
    const a = await sessionUser(first);
    const b = await sessionUser(second);
    expect(b?.uid).toBe(a?.uid);
    expect(a?.email).toBe('ada.k@example.com');
    expect(b?.email).toBe('ada.k@example.com');
  });
});

describe('the local provider under attack', () => {
  it('answers 413 to a login form over 16 KB', async () => {
    const browser = new Browser();
    const login = await browser.navigate(`${server.publicUrl}/auth/signin/local`);
    const { response } = await browser.navigate(formAction(await login.response.text(), login.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'big@example.com', name: 'x'.repeat(20 * 1024) }).toString(),
    });
    expect(response.status).toBe(413);
    expect(browser.cookie('session')).toBeUndefined();
  });

  it("sends CSP and frame headers with every page, oidc-provider's own error pages included", async () => {
    const errorPage = await fetch(`${server.publicUrl}/oidc/auth?client_id=nobody&response_type=code`);
    expect(errorPage.status).toBeGreaterThanOrEqual(400);
    expect(errorPage.headers.get('Content-Type')).toContain('text/html');
    const login = await new Browser().navigate(`${server.publicUrl}/auth/signin/local`);
    const gone = await fetch(`${server.publicUrl}/oidc/interaction/unknown-uid`);
    for (const response of [errorPage, login.response, gone]) {
      expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    }
  });

  it('ignores a forged X-Forwarded-Host: discovery and redirects stay on the public origin', async () => {
    const forged = { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' };
    const discovery = (await (
      await fetch(`${server.publicUrl}/oidc/.well-known/openid-configuration`, { headers: forged })
    ).json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${server.publicUrl}/oidc`);
    expect(JSON.stringify(discovery)).not.toContain('evil.example');

    const browser = new Browser();
    const start = await browser.request(`${server.publicUrl}/auth/signin/local`);
    const authorize = await browser.request(start.headers.get('Location') ?? '', { headers: forged });
    expect(authorize.headers.get('Location') ?? '').not.toContain('evil.example');
  });
});
