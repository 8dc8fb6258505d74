import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  Browser,
  freePorts,
  type IdentityProviderProcess,
  signInLocally,
  startAuthServer,
  startIdentityProviderProcess,
  type TestServer,
} from './test-support.ts';

/**
 * The generic OpenID Connect provider, end to end on Node: the app finds the local identity provider by discovery
 * while it runs as its own process (`pnpm idp`'s entry), exactly as it would find Keycloak or Auth0.
 */

const client = { clientId: 'liftwise-test', clientSecret: 'a-long-enough-test-client-secret' };
let idp: IdentityProviderProcess;
let app: TestServer;
let misconfigured: TestServer[] = [];
/** The apps' ports, known before the IdP starts: it is told their redirect URIs as a real one would be. */
let ports: number[] = [];

/** An app on the next reserved port whose OIDC provider is the IdP process (or whatever `oidc` overrides). */
async function appSigningInAt(oidc: Partial<typeof client & { issuer: string; name: string }> = {}) {
  const port = ports.shift();
  if (!port) throw new Error('no reserved port left');
  return startAuthServer({
    port,
    providers: async () => ({ oidc: { issuer: idp.issuer, ...client, name: 'Acme SSO', ...oidc } }),
  });
}

beforeAll(async () => {
  ports = await freePorts(4);
  idp = await startIdentityProviderProcess({
    ...client,
    redirectUris: ports.map((port) => `http://127.0.0.1:${port}/auth/callback/oidc`),
  });
  app = await appSigningInAt();
}, 30_000);
afterAll(async () => {
  await app?.close();
  await idp?.close();
});
afterEach(async () => {
  await Promise.all(misconfigured.map((server) => server.close()));
  misconfigured = [];
  vi.restoreAllMocks();
});

async function sessionUser(browser: Browser, server = app) {
  const response = await browser.request(`${server.publicUrl}/auth/session`);
  return ((await response.json()) as { user: Record<string, unknown> | null }).user;
}

/** What the server wrote to its error log while `run` ran (the log is the operator's view of a failure). */
async function errorLog(run: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    lines.push(args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(' '));
  });
  await run();
  return lines.join('\n');
}

describe('sign-in through a generic OpenID Connect provider', () => {
  it('prints its issuer as it starts, and publishes discovery there', async () => {
    expect(idp.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/oidc$/);
    const discovery = (await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json()) as {
      issuer: string;
    };
    expect(discovery.issuer).toBe(idp.issuer);
  });

  it('signs in with PKCE (S256) and state: a session cookie, and /auth/session shows the person', async () => {
    const browser = new Browser();
    const { response, url, visited } = await signInLocally(browser, `${app.publicUrl}/auth/signin`, {
      email: 'Kay@Example.com',
      name: 'Kay Keycloak',
    });

    const authorize = visited.find((u) => u.href.startsWith(`${idp.issuer}/auth`));
    expect(authorize?.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize?.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize?.searchParams.get('state')).toBeTruthy();
    expect(authorize?.searchParams.get('redirect_uri')).toBe(`${app.publicUrl}/auth/callback/oidc`);
    expect(url.pathname).toBe('/auth/callback/oidc');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('{"type":"liftwise:signed-in"}');
    expect(browser.cookie('session')).toBeTruthy();
    expect(await sessionUser(browser)).toMatchObject({
      email: 'kay@example.com',
      displayName: 'Kay Keycloak',
      emailVerified: false,
    });
  });

  it('links a later sign-in of the same person to the same user, and a different person to another', async () => {
    const first = new Browser();
    await signInLocally(first, `${app.publicUrl}/auth/signin`, { email: 'lin@example.com', name: 'Lin' });
    const again = new Browser();
    await signInLocally(again, `${app.publicUrl}/auth/signin`, { email: 'lin@example.com', name: 'Lin K.' });
    const other = new Browser();
    await signInLocally(other, `${app.publicUrl}/auth/signin`, { email: 'mo@example.com', name: 'Mo' });

    const lin = await sessionUser(first);
    expect((await sessionUser(again))?.uid).toBe(lin?.uid);
    expect((await sessionUser(again))?.displayName).toBe('Lin K.');
    expect((await sessionUser(other))?.uid).not.toBe(lin?.uid);
  });

  it('shows the configured name on the chooser beside the other providers', async () => {
    const server = await startAuthServer({
      providers: async () => ({
        github: { clientId: 'id', clientSecret: 'secret' },
        oidc: { issuer: idp.issuer, ...client, name: 'Acme SSO' },
      }),
    });
    misconfigured.push(server);
    const page = await (await fetch(`${server.publicUrl}/auth/signin`)).text();
    expect(page).toContain('Continue with GitHub');
    expect(page).toContain('Continue with Acme SSO');
    expect(page).toContain('action="/auth/signin/oidc"');
  });
});

describe('a misconfigured OpenID Connect provider', () => {
  it('with a wrong client secret: sign-in does not complete, and the log says the issuer refused the client', async () => {
    const server = await appSigningInAt({ clientSecret: 'not-the-secret-the-idp-knows' });
    misconfigured.push(server);
    const browser = new Browser();
    let result: Awaited<ReturnType<typeof signInLocally>> | undefined;
    const log = await errorLog(async () => {
      result = await signInLocally(browser, `${server.publicUrl}/auth/signin`);
    });

    expect(result?.url.pathname).toBe('/auth/callback/oidc');
    expect(result?.response.status).toBe(502);
    const page = (await result?.response.text()) ?? '';
    expect(page).toContain('Sign-in with Acme SSO is not available right now.');
    expect(page).toContain('{"type":"liftwise:sign-in-failed"}');
    expect(browser.cookie('session')).toBeUndefined();
    expect(log).toContain('sign-in with oidc failed');
    expect(log).toContain('invalid_client');
    expect(log).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('with a wrong issuer: the sign-in page says the provider is unavailable, the log says why', async () => {
    const server = await appSigningInAt({ issuer: `${new URL(idp.issuer).origin}/not-the-issuer` });
    misconfigured.push(server);
    const browser = new Browser();
    let response: Response | undefined;
    const log = await errorLog(async () => {
      ({ response } = await browser.navigate(`${server.publicUrl}/auth/signin`));
    });

    expect(response?.status).toBe(503);
    expect(response?.headers.get('Content-Type')).toContain('text/html');
    const page = (await response?.text()) ?? '';
    expect(page).toContain('Sign-in with Acme SSO is not available right now.');
    expect(page).not.toContain('.well-known'); // the details are the operator's, in the log
    expect(browser.cookie('auth_state')).toBeUndefined();
    expect(log).toContain('sign-in with oidc is unavailable: OIDC discovery at ');
    expect(log).toContain('/not-the-issuer/.well-known/openid-configuration: answered 404');
    expect(log).not.toMatch(/\n\s+at /);
  });

  it('with an issuer nobody answers at: the same page, and the log says it could not be reached', async () => {
    const server = await appSigningInAt({ issuer: 'http://127.0.0.1:9/oidc' });
    misconfigured.push(server);
    let response: Response | undefined;
    const log = await errorLog(async () => {
      ({ response } = await new Browser().navigate(`${server.publicUrl}/auth/signin/oidc`));
    });
    expect(response?.status).toBe(503);
    expect(await response?.text()).toContain('Sign-in with Acme SSO is not available right now.');
    expect(log).toContain('could not reach http://127.0.0.1:9/oidc/.well-known/openid-configuration');
  });
});
