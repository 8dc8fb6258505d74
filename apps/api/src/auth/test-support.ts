import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createQueries, type Queries } from '@liftwise/db';
import { createTestDb } from '@liftwise/db/testing';
import { Hono } from 'hono';
import { createNodeListener } from '../node-listener.ts';
import type { AppEnv } from '../types.ts';
import { type AuthConfig, createAuth } from './index.ts';
import { createLocalIdentityProvider } from './local-idp.ts';
import { createSignInSessionStore } from './sign-in-sessions.ts';

/**
 * Test helpers: a real libSQL file, the real local identity provider and the auth routes on one real loopback
 * HTTP server, plus a tiny cookie-keeping browser that follows redirects by hand.
 */

type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/** Enough of a browser's cookie store for these flows: host-agnostic, honours Path, Max-Age=0 and past Expires. */
export class Browser {
  readonly cookies = new Map<string, StoredCookie>();
  readonly fetcher: Fetcher;

  constructor(fetcher: Fetcher = (url, init) => fetch(url, init)) {
    this.fetcher = fetcher;
  }

  cookie(name: string): string | undefined {
    return [...this.cookies.values()].find((c) => c.name === name)?.value;
  }

  setCookie(name: string, value: string, path = '/') {
    this.cookies.set(`${name};${path}`, { name, value, path });
  }

  deleteCookie(name: string) {
    for (const [key, c] of this.cookies) if (c.name === name) this.cookies.delete(key);
  }

  private store(url: URL, response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = url.pathname.slice(0, url.pathname.lastIndexOf('/')) || '/';
      let expired = false;
      for (const attribute of attributes) {
        const [key = '', attrValue = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') path = attrValue;
        if (key.toLowerCase() === 'max-age' && Number(attrValue) <= 0) expired = true;
        if (key.toLowerCase() === 'expires' && Date.parse(attrValue) < Date.now()) expired = true;
      }
      if (expired) this.cookies.delete(`${name};${path}`);
      else this.cookies.set(`${name};${path}`, { name, value, path });
    }
  }

  private cookieHeader(url: URL): string {
    return [...this.cookies.values()]
      .filter(
        (c) =>
          url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  /** One request, no redirect following. */
  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(target);
    if (cookie) headers.set('Cookie', cookie);
    const response = await this.fetcher(target.href, { ...init, headers, redirect: 'manual' });
    this.store(target, response);
    return response;
  }

  /** Follows redirects as a browser would (303/302 turn into GET) and returns the last response and its URL. */
  async navigate(
    url: string | URL,
    init: RequestInit = {},
  ): Promise<{ response: Response; url: URL; visited: URL[] }> {
    let current = new URL(url);
    let currentInit = init;
    const visited: URL[] = [current];
    for (let hop = 0; hop < 20; hop += 1) {
      const response = await this.request(current, currentInit);
      const location = response.headers.get('Location');
      if (response.status < 300 || response.status >= 400 || !location)
        return { response, url: current, visited };
      current = new URL(location, current);
      visited.push(current);
      currentInit = {};
    }
    throw new Error('too many redirects');
  }
}

/** The login form's action, read from the page the way a person's browser would submit it. */
export function formAction(page: string, pageUrl: URL, buttonLabel = 'Sign in'): URL {
  const forms = page.split('<form').slice(1);
  const form = forms.find((f) => f.includes(`>${buttonLabel}</button>`));
  const action = form && /action="([^"]+)"/.exec(form)?.[1];
  if (!action) throw new Error(`no form with a "${buttonLabel}" button`);
  return new URL(action.replaceAll('&amp;', '&'), pageUrl);
}

export interface TestServer {
  publicUrl: string;
  queries: Queries;
  app: Hono<AppEnv>;
  /** The served local provider's issuer and generated client, for a second app to use (absent with `providers`). */
  idp: { issuer: string; clientId: string; clientSecret: string } | undefined;
  close: () => Promise<void>;
}

/**
 * Starts the whole sign-in stack on 127.0.0.1 (a free port unless `port` is given). The local IdP is mounted in it
 * once the port is known, unless `providers` gives the sign-in providers instead (e.g. an OIDC issuer elsewhere).
 */
export async function startAuthServer(
  options: {
    now?: () => Date;
    config?: Partial<AuthConfig>;
    redirectUri?: string;
    port?: number;
    providers?: (publicUrl: string) => Promise<Omit<AuthConfig, 'publicUrl'>>;
  } = {},
): Promise<TestServer> {
  const testDb = await createTestDb();
  const queries = createQueries(testDb.db);
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server: Server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const publicUrl = `http://127.0.0.1:${port}`;

  const idp = options.providers
    ? undefined
    : await createLocalIdentityProvider({
        publicUrl,
        nodeEnv: 'test',
        redirectUris: options.redirectUri ? [options.redirectUri] : undefined,
      });
  const providers = options.providers ? await options.providers(publicUrl) : { local: idp };
  const auth = createAuth({
    queries: queries.auth,
    config: { publicUrl, ...providers, ...options.config },
    now: options.now,
  });
  const app = createTestApp(auth);
  handle = createNodeListener({ fetch: app.fetch, localIdentityProvider: idp });

  return {
    publicUrl,
    queries,
    app,
    idp: idp && { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      testDb.dispose();
    },
  };
}

/** A port nobody listens on right now, for a server whose URL must be known before it starts. */
export { freePorts } from '@liftwise/db/free-ports';
export { type IdentityProviderProcess, startIdentityProviderProcess } from '../idp-process.ts';

/** Composed as the real app composes it: the guard and session middleware in front of everything. */
export function createTestApp(auth: ReturnType<typeof createAuth>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', auth.sameOriginGuard);
  app.use('*', auth.signInSessionMiddleware);
  app.route('/auth', auth.routes);
  app.post('/trpc/example', (c) => c.json({ user: c.get('user') }));
  return app;
}

/** Runs the local provider's sign-in from the app's Sign In button to the callback page. */
export async function signInLocally(
  browser: Browser,
  start: string | URL,
  person = { email: 'ada@example.com', name: 'Ada Lovelace' },
): Promise<{ response: Response; url: URL; visited: URL[] }> {
  const login = await browser.navigate(start);
  if (login.response.status !== 200) throw new Error(`login page answered ${login.response.status}`);
  const page = await login.response.text();
  const done = await browser.navigate(formAction(page, login.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: person.email, name: person.name }).toString(),
  });
  return { ...done, visited: [...login.visited, ...done.visited] };
}

let people = 0;

/**
 * A signed-in athlete without the sign-in pages: a user made the way the sign-in callback makes one and a real
 * session, as the `Cookie` header a browser would send.
 */
export async function signedInCookie(queries: Queries, now: () => Date = () => new Date()): Promise<string> {
  people += 1;
  const user = await queries.auth.upsertUserForIdentity(
    {
      provider: 'test',
      providerAccountId: `person-${people}`,
      email: `person${people}@example.com`,
      displayName: `Person ${people}`,
      photoUrl: null,
      emailVerified: true,
    },
    now(),
  );
  const { token } = await createSignInSessionStore({ queries: queries.auth, now }).createSignInSession(
    user.id,
  );
  return `session=${token}`;
}
