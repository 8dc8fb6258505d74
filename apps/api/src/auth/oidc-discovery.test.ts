import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOidcDiscovery, DISCOVERY_TTL_MS, OidcUnavailableError } from './oidc-discovery.ts';

/**
 * A real HTTP issuer on 127.0.0.1 whose discovery document each test sets: what the app fetches is what an
 * identity provider would serve, over the same fetch.
 */
let server: Server;
let origin: string;
let issuer: string;
let answer: { status: number; body: string };
let requests = 0;

function documentFor(iss: string, changes: Record<string, unknown> = {}) {
  return JSON.stringify({
    issuer: iss,
    authorization_endpoint: `${iss}/protocol/openid-connect/auth`,
    token_endpoint: `${iss}/protocol/openid-connect/token`,
    userinfo_endpoint: `${iss}/protocol/openid-connect/userinfo`,
    jwks_uri: `${iss}/protocol/openid-connect/certs`,
    response_types_supported: ['code', 'id_token', 'code id_token'],
    code_challenge_methods_supported: ['plain', 'S256'],
    ...changes,
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    requests += 1;
    if (req.url !== '/realms/lift/.well-known/openid-configuration') {
      res.statusCode = 404;
      return res.end();
    }
    res.statusCode = answer.status;
    res.setHeader('Content-Type', 'application/json');
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  issuer = `${origin}/realms/lift`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests = 0;
  answer = { status: 200, body: documentFor(issuer) };
});

async function failureOf(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof OidcUnavailableError))
    throw new Error(`expected OidcUnavailableError, got ${error}`);
  return error;
}

describe('OpenID Connect discovery', () => {
  it("reads the endpoints from the issuer's /.well-known/openid-configuration", async () => {
    expect(await createOidcDiscovery(issuer)()).toEqual({
      authorization: `${issuer}/protocol/openid-connect/auth`,
      token: `${issuer}/protocol/openid-connect/token`,
      userinfo: `${issuer}/protocol/openid-connect/userinfo`,
    });
  });

  it('takes an issuer written with a trailing slash (Auth0 style) as the configured one without', async () => {
    answer.body = documentFor(`${issuer}/`);
    expect((await createOidcDiscovery(issuer)()).token).toContain('/token');
  });

  it('refuses a document that names another issuer, saying both', async () => {
    answer.body = documentFor('https://evil.example/realms/lift');
    const error = await failureOf(createOidcDiscovery(issuer)());
    expect(error.message).toContain(`names the issuer https://evil.example/realms/lift, not ${issuer}`);
  });

  it('names every missing or malformed endpoint', async () => {
    answer.body = documentFor(issuer, { token_endpoint: undefined, userinfo_endpoint: 'not a url' });
    const error = await failureOf(createOidcDiscovery(issuer)());
    expect(error.message).toMatch(/token_endpoint: /);
    expect(error.message).toMatch(/userinfo_endpoint: /);
  });

  it('refuses a plain http: endpoint away from this machine', async () => {
    answer.body = documentFor(issuer, { token_endpoint: 'http://sso.example/token' });
    const error = await failureOf(createOidcDiscovery(issuer)());
    expect(error.message).toContain('token_endpoint http://sso.example/token must be https:');
  });

  it('refuses an issuer that offers PKCE only without S256', async () => {
    answer.body = documentFor(issuer, { code_challenge_methods_supported: ['plain'] });
    const error = await failureOf(createOidcDiscovery(issuer)());
    expect(error.message).toContain('does not offer PKCE with S256');
  });

  it('says so when the issuer answers an error, or what is not JSON, or too much', async () => {
    answer = { status: 503, body: '' };
    expect((await failureOf(createOidcDiscovery(issuer)())).message).toContain('answered 503');
    answer = { status: 200, body: '<html>login</html>' };
    expect((await failureOf(createOidcDiscovery(issuer)())).message).toContain('is not JSON');
    answer = { status: 200, body: documentFor(issuer, { padding: 'x'.repeat(300_000) }) };
    expect((await failureOf(createOidcDiscovery(issuer)())).message).toContain('larger than');
  });

  it('says so when nothing answers at the issuer', async () => {
    const error = await failureOf(createOidcDiscovery('http://127.0.0.1:9/realms/lift')());
    expect(error.message).toContain(
      'could not reach http://127.0.0.1:9/realms/lift/.well-known/openid-configuration',
    );
  });

  it('fetches once per lifetime, and again after it', async () => {
    let now = 1_000;
    const discover = createOidcDiscovery(issuer, { now: () => now });
    await Promise.all([discover(), discover()]);
    await discover();
    expect(requests).toBe(1);
    now += DISCOVERY_TTL_MS - 1;
    await discover();
    expect(requests).toBe(1);
    now += 1;
    await discover();
    expect(requests).toBe(2);
  });

  it('keeps no failure: the next sign-in asks again, so a fixed issuer works at once', async () => {
    const discover = createOidcDiscovery(issuer);
    answer = { status: 500, body: '' };
    await failureOf(discover());
    answer = { status: 200, body: documentFor(issuer) };
    expect((await discover()).authorization).toContain('/auth');
    expect(requests).toBe(2);
  });
});
