import type { ProviderIdentity } from '@liftwise/db';
import { CodeChallengeMethod, decodeIdToken, GitHub, Google, OAuth2Client, type OAuth2Tokens } from 'arctic';
import * as z from 'zod/mini';
import { type AuthConfig, callbackUrl, LOCAL_OIDC_ROUTES, type ProviderId } from './config.ts';

/** One way to sign in: where to send the browser, and how to turn the returned code into an identity. */
export interface SignInProvider {
  id: ProviderId;
  label: string;
  /** Whether the flow carries a PKCE code verifier; the callback refuses to run without one when it does. */
  usesPkce: boolean;
  authorizationUrl(state: string, codeVerifier: string): URL;
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

function identityFromClaims(provider: ProviderId, claims: unknown): ProviderIdentity {
  const parsed = openIdClaims.parse(claims);
  return {
    provider,
    providerAccountId: parsed.sub,
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

function googleProvider(config: NonNullable<AuthConfig['google']>, publicUrl: string): SignInProvider {
  const google = new Google(config.clientId, config.clientSecret, callbackUrl(publicUrl, 'google'));
  return {
    id: 'google',
    label: 'Google',
    usesPkce: true,
    authorizationUrl: (state, verifier) =>
      google.createAuthorizationURL(state, verifier, ['openid', 'email', 'profile']),
    async fetchIdentity(code, verifier) {
      const tokens: OAuth2Tokens = await google.validateAuthorizationCode(code, verifier);
      // The ID token came straight from Google's token endpoint over TLS, so its signature needs no check here.
      return identityFromClaims('google', decodeIdToken(tokens.idToken()));
    },
  };
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
    authorizationUrl: (state) => github.createAuthorizationURL(state, ['read:user', 'user:email']),
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

function localProvider(config: NonNullable<AuthConfig['local']>, publicUrl: string): SignInProvider {
  const client = new OAuth2Client(config.clientId, config.clientSecret, callbackUrl(publicUrl, 'local'));
  const endpoint = (path: string) => `${config.issuer}${path}`;
  return {
    id: 'local',
    label: 'Local account',
    usesPkce: true,
    authorizationUrl(state, verifier) {
      const url = client.createAuthorizationURLWithPKCE(
        endpoint(LOCAL_OIDC_ROUTES.authorization),
        state,
        CodeChallengeMethod.S256,
        verifier,
        ['openid', 'email', 'profile'],
      );
      // Always show the form, so signing out and in again can switch to another made-up person.
      url.searchParams.set('prompt', 'login');
      return url;
    },
    async fetchIdentity(code, verifier) {
      const tokens = await client.validateAuthorizationCode(
        endpoint(LOCAL_OIDC_ROUTES.token),
        code,
        verifier,
      );
      // The ID token carries only `sub` once an access token is issued; profile claims come from userinfo.
      const claims = await getJson(endpoint(LOCAL_OIDC_ROUTES.userinfo), tokens.accessToken());
      return identityFromClaims('local', claims);
    },
  };
}

/** The configured providers, in the order the chooser shows them. */
export function createProviders(config: AuthConfig): Map<ProviderId, SignInProvider> {
  const providers = new Map<ProviderId, SignInProvider>();
  if (config.google) providers.set('google', googleProvider(config.google, config.publicUrl));
  if (config.github) providers.set('github', githubProvider(config.github, config.publicUrl));
  if (config.local) providers.set('local', localProvider(config.local, config.publicUrl));
  return providers;
}
