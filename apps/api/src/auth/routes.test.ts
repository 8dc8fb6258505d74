import { createQueries, type Queries } from '@liftwise/db';
import { createTestDb } from '@liftwise/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthConfig, createAuth } from './index.ts';
import { createTestApp } from './test-support.ts';

const publicUrl = 'http://localhost:3000';
const google = { clientId: 'google-id', clientSecret: 'google-secret' };
const github = { clientId: 'github-id', clientSecret: 'github-secret' };
const local = { issuer: `${publicUrl}/oidc`, clientId: 'local-id', clientSecret: 'local-secret' };

let queries: Queries;
let dispose: () => void;
beforeAll(async () => {
  const testDb = await createTestDb();
  queries = createQueries(testDb.db);
  dispose = testDb.dispose;
});
afterAll(() => dispose());

function appWith(config: Omit<AuthConfig, 'publicUrl'>) {
  return createTestApp(createAuth({ queries: queries.auth, config: { publicUrl, ...config } }));
}

function cookieNames(response: Response): string[] {
  return response.headers.getSetCookie().map((c) => c.split('=')[0] ?? '');
}

describe('GET /auth/signin', () => {
  it('goes straight to the only configured provider', async () => {
    const response = await appWith({ local }).request('/auth/signin');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/auth/signin/local');
  });

  it('carries redirect mode through to the provider route', async () => {
    const response = await appWith({ github }).request('/auth/signin?mode=redirect');
    expect(response.headers.get('Location')).toBe('/auth/signin/github?mode=redirect');
  });

  it('shows a chooser with one button per provider when several are configured', async () => {
    const response = await appWith({ google, github }).request('/auth/signin');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('action="/auth/signin/google"');
    expect(page).toContain('<button type="submit">Continue with Google</button>');
    expect(page).toContain('action="/auth/signin/github"');
    expect(page).toContain('<button type="submit">Continue with GitHub</button>');
    expect(page).not.toContain('/auth/signin/local');
    expect(page).not.toContain('name="mode"');
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  });

  it('lists the OpenID Connect provider after Google and GitHub, as "single sign-on" unless OIDC_NAME says', async () => {
    // No request to the issuer yet: discovery waits for someone to choose it.
    const oidc = { issuer: 'https://sso.invalid', clientId: 'id', clientSecret: 'secret', name: undefined };
    const page = await (await appWith({ google, github, oidc }).request('/auth/signin')).text();
    const buttons = [...page.matchAll(/Continue with ([^<]+)</g)].map((match) => match[1]);
    expect(buttons).toEqual(['Google', 'GitHub', 'single sign-on']);
    const named = await (
      await appWith({ github, oidc: { ...oidc, name: 'Acme SSO' } }).request('/auth/signin')
    ).text();
    expect(named).toContain('<button type="submit">Continue with Acme SSO</button>');
  });

  it('keeps redirect mode in every chooser button', async () => {
    const page = await (
      await appWith({ google, github, local }).request('/auth/signin?mode=redirect')
    ).text();
    expect(page.match(/<input type="hidden" name="mode" value="redirect" \/>/g)).toHaveLength(3);
  });

  it('says so when no provider is configured', async () => {
    expect((await appWith({}).request('/auth/signin')).status).toBe(503);
  });
});

describe('GET /auth/signin/:provider', () => {
  it('sends the browser to Google with state and an S256 PKCE challenge', async () => {
    const response = await appWith({ google, github }).request('/auth/signin/google');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('Location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('scope')).toBe('openid email profile');
    expect(location.searchParams.get('client_id')).toBe('google-id');
    expect(location.searchParams.get('redirect_uri')).toBe(`${publicUrl}/auth/callback/google`);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toBeTruthy();
    const state = location.searchParams.get('state');
    expect(response.headers.getSetCookie()).toContain(
      `auth_state=${state}; Max-Age=600; Path=/auth; HttpOnly; SameSite=Lax`,
    );
    expect(cookieNames(response)).toEqual(['auth_state', 'auth_verifier', 'auth_mode']);
  });

  it('sends the browser to GitHub with state only, since GitHub has no PKCE', async () => {
    const response = await appWith({ github }).request('/auth/signin/github');
    const location = new URL(response.headers.get('Location') ?? '');
    expect(location.origin).toBe('https://github.com');
    expect(location.searchParams.get('redirect_uri')).toBe(`${publicUrl}/auth/callback/github`);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.has('code_challenge')).toBe(false);
    const verifier = response.headers.getSetCookie().find((c) => c.startsWith('auth_verifier='));
    expect(verifier).toMatch(/^auth_verifier=; Max-Age=0/); // a stale one from an earlier flow is cleared
  });

  it('sends the browser to the local provider with PKCE and a forced login prompt', async () => {
    const response = await appWith({ local }).request('/auth/signin/local?mode=redirect');
    const location = new URL(response.headers.get('Location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${local.issuer}/auth`);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('prompt')).toBe('login');
    expect(response.headers.getSetCookie()).toContain(
      'auth_mode=redirect; Max-Age=600; Path=/auth; HttpOnly; SameSite=Lax',
    );
  });

  it('answers 404 for a provider that is not configured or does not exist', async () => {
    const app = appWith({ local });
    expect((await app.request('/auth/signin/google')).status).toBe(404);
    expect((await app.request('/auth/signin/github')).status).toBe(404);
    expect((await app.request('/auth/signin/myspace')).status).toBe(404);
    expect((await app.request('/auth/callback/github?code=x&state=y')).status).toBe(404);
  });
});

describe('GET /auth/callback/:provider', () => {
  it('refuses a callback with no code or state', async () => {
    const response = await appWith({ local }).request('/auth/callback/local', {
      headers: { Cookie: 'auth_state=s; auth_verifier=v' },
    });
    expect(response.status).toBe(400);
  });

  it('turns a provider error into a page that tells the opener and clears the flow', async () => {
    const response = await appWith({ google }).request('/auth/callback/google?error=access_denied&state=s', {
      headers: { Cookie: 'auth_state=s; auth_verifier=v; auth_mode=popup' },
    });
    const page = await response.text();
    expect(page).toContain(`postMessage(message, "${publicUrl}")`);
    expect(page).toContain('{"type":"liftwise:sign-in-failed"}');
    expect(cookieNames(response)).toEqual(['auth_state', 'auth_verifier', 'auth_mode']);
    for (const cookie of response.headers.getSetCookie()) expect(cookie).toMatch(/Max-Age=0/);
  });
});
