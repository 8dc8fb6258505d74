import type { ProviderIdentity } from '@liftwise/db';
import { SIGN_IN_TEXT } from '@liftwise/domain';
import { CodeChallengeMethod, GitHub, OAuth2Client } from 'arctic';
import * as z from 'zod/mini';
import { issueLines } from '../issue-lines.ts';
import { type AuthConfig, callbackUrl, LOCAL_OIDC_ROUTES, type ProviderId } from './config.ts';
import { createOidcDiscovery, type OidcEndpoints } from './oidc-discovery.ts';

/** One way to sign in: where to send the browser, and how to turn the returned code into an identity. */
export interface SignInProvider {
  id: ProviderId;
  label: string;
  /** Whether the flow carries a PKCE code verifier; the callback refuses to run without one when it does. */
  usesPkce: boolean;
  /** Async: an OIDC provider reads its endpoints first (discovery), and rejects when it cannot be used now. */
  authorizationUrl(state: string, codeVerifier: string): Promise<URL>;
  fetchIdentity(code: string, codeVerifier: string): Promise<ProviderIdentity>;
}

const text = z.string().check(z.trim(), z.minLength(1), z.maxLength(320));
const optionalText = z.nullish(z.string().check(z.maxLength(2048)));

const openIdClaims = z.object({
  sub: text,
  email: z.email().check(z.maxLength(320)),
  email_verified: z.optional(z.boolean()),
  name: optionalText,
  picture: optionalText,
});

/** `accountId` turns the provider's `sub` into the key the account is linked by (the sub itself by default). */
function identityFromClaims(
  provider: ProviderId,
  claims: unknown,
  accountId: (sub: string) => string = (sub) => sub,
): ProviderIdentity {
  const result = openIdClaims.safeParse(claims);
  if (!result.success) {
    // One line for the log: which claims are missing or wrong (e.g. no email: the `email` scope was not granted).
    throw new Error(`${provider} sent unusable claims (${issueLines(result.error).join('; ')})`);
  }
  const parsed = result.data;
  return {
    provider,
    providerAccountId: accountId(parsed.sub),
    email: parsed.email,
    displayName: parsed.name?.trim() || nameFromEmail(parsed.email),
    photoUrl: parsed.picture || null,
    emailVerified: parsed.email_verified ?? false,
  };
}

function nameFromEmail(email: string): string {
  return email.split('@')[0] ?? email;
}

async function getJson(url: string, accessToken: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: {
      Authorization: `Bearer ${accessToken}`,
      Accept: 'application/json',
      // GitHub's API refuses requests without a User-Agent.
      'User-Agent': 'Liftwise',
    },
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * Google is an OpenID Connect provider with well-known endpoints (its discovery document's, fixed here: no round
 * trip). Identity comes from its userinfo, as for every OpenID provider here, rather than the ID token: one flow,
 * and no JWT decoder in the Worker.
 */
const GOOGLE_ENDPOINTS: OidcEndpoints = {
  authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
};

function googleProvider(config: NonNullable<AuthConfig['google']>, publicUrl: string): SignInProvider {
  return openIdProvider({
    id: 'google',
    label: 'Google',
    credentials: config,
    publicUrl,
    endpoints: async () => GOOGLE_ENDPOINTS,
  });
}

const githubUser = z.object({
  id: z.number().check(z.int()),
  login: text,
  name: optionalText,
  avatar_url: optionalText,
});
const githubEmails = z.array(
  z.object({ email: z.string().check(z.maxLength(320)), primary: z.boolean(), verified: z.boolean() }),
);

function githubProvider(config: NonNullable<AuthConfig['github']>, publicUrl: string): SignInProvider {
  const github = new GitHub(config.clientId, config.clientSecret, callbackUrl(publicUrl, 'github'));
  return {
    id: 'github',
    label: 'GitHub',
    // GitHub OAuth apps do not support PKCE (arctic's GitHub client takes no verifier); state alone guards the flow.
    usesPkce: false,
    authorizationUrl: async (state) => github.createAuthorizationURL(state, ['read:user', 'user:email']),
    async fetchIdentity(code) {
      const tokens = await github.validateAuthorizationCode(code);
      const accessToken = tokens.accessToken();
      const user = githubUser.parse(await getJson('https://api.github.com/user', accessToken));
      const emails = githubEmails.parse(await getJson('https://api.github.com/user/emails', accessToken));
      // The profile's public email may be unset or unverified; the primary verified address is the one to trust.
      const email = emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified);
      if (!email) throw new Error('GitHub account has no verified email address');
      return {
        provider: 'github',
        providerAccountId: String(user.id),
        email: email.email,
        displayName: user.name?.trim() || user.login,
        photoUrl: user.avatar_url || null,
        emailVerified: true,
      };
    },
  };
}

/**
 * An OpenID Connect provider by its endpoints: authorization code with PKCE (S256) and state, identity from the
 * userinfo endpoint with the access token just received over TLS, so the ID token's signature needs no check.
 */
function openIdProvider(opts: {
  id: 'google' | 'oidc' | 'local';
  label: string;
  credentials: { clientId: string; clientSecret: string };
  publicUrl: string;
  endpoints: () => Promise<OidcEndpoints>;
  accountId?: (sub: string) => string;
  /** Extra authorization parameters, e.g. `prompt`. */
  parameters?: Record<string, string>;
}): SignInProvider {
  const { clientId, clientSecret } = opts.credentials;
  const client = new OAuth2Client(clientId, clientSecret, callbackUrl(opts.publicUrl, opts.id));
  return {
    id: opts.id,
    label: opts.label,
    usesPkce: true,
    async authorizationUrl(state, verifier) {
      const url = client.createAuthorizationURLWithPKCE(
        (await opts.endpoints()).authorization,
        state,
        CodeChallengeMethod.S256,
        verifier,
        ['openid', 'email', 'profile'],
      );
      for (const [name, value] of Object.entries(opts.parameters ?? {})) url.searchParams.set(name, value);
      return url;
    },
    async fetchIdentity(code, verifier) {
      const endpoints = await opts.endpoints();
      const tokens = await client.validateAuthorizationCode(endpoints.token, code, verifier);
      // The local provider's ID token carries only `sub` once an access token is issued, and other issuers vary
      // in what they put there; userinfo answers every profile claim granted.
      const claims = await getJson(endpoints.userinfo, tokens.accessToken());
      return identityFromClaims(opts.id, claims, opts.accountId);
    },
  };
}

/** The local provider's endpoints are fixed in its configuration: no discovery round trip needed. */
function localProvider(config: NonNullable<AuthConfig['local']>, publicUrl: string): SignInProvider {
  const endpoints: OidcEndpoints = {
    authorization: `${config.issuer}${LOCAL_OIDC_ROUTES.authorization}`,
    token: `${config.issuer}${LOCAL_OIDC_ROUTES.token}`,
    userinfo: `${config.issuer}${LOCAL_OIDC_ROUTES.userinfo}`,
  };
  return openIdProvider({
    id: 'local',
    label: 'Local account',
    credentials: config,
    publicUrl,
    endpoints: async () => endpoints,
    // Always show the form, so signing out and in again can switch to another made-up person.
    parameters: { prompt: 'login' },
  });
}

/**
 * Any OpenID Connect issuer by configuration, its endpoints found by discovery. A `sub` is unique only within its
 * issuer (OIDC Core §2), so accounts are keyed by both: pointing OIDC_ISSUER at another issuer cannot hand its
 * people the old issuer's accounts.
 */
function genericOidcProvider(config: NonNullable<AuthConfig['oidc']>, publicUrl: string): SignInProvider {
  return openIdProvider({
    id: 'oidc',
    label: config.name ?? SIGN_IN_TEXT.oidcDefaultName,
    credentials: config,
    publicUrl,
    endpoints: createOidcDiscovery(config.issuer),
    accountId: (sub) => `${config.issuer}#${sub}`,
  });
}

/** The configured providers, in the order the chooser shows them. */
export function createProviders(config: AuthConfig): Map<ProviderId, SignInProvider> {
  const providers = new Map<ProviderId, SignInProvider>();
  if (config.google) providers.set('google', googleProvider(config.google, config.publicUrl));
  if (config.github) providers.set('github', githubProvider(config.github, config.publicUrl));
  if (config.oidc) providers.set('oidc', genericOidcProvider(config.oidc, config.publicUrl));
  if (config.local) providers.set('local', localProvider(config.local, config.publicUrl));
  return providers;
}
