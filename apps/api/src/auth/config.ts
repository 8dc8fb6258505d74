export interface AuthConfig {
  /** Origin of the app as the browser sees it, e.g. http://localhost:3000; callbacks and cookies derive from it. */
  publicUrl: string;
  google?: { clientId: string; clientSecret: string };
  github?: { clientId: string; clientSecret: string };
  /** Any OpenID Connect provider found by discovery at `issuer` (Keycloak, Authentik, Auth0, Zitadel, …). */
  oidc?: { issuer: string; clientId: string; clientSecret: string; name: string | undefined };
  /** Present when the local identity provider runs (development without accounts anywhere). */
  local?: { issuer: string; clientId: string; clientSecret: string };
}

export const PROVIDER_IDS = ['google', 'github', 'oidc', 'local'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

/**
 * The local provider's endpoints, relative to its issuer. Fixed in its configuration so the OAuth side needs no
 * discovery round trip at start-up; kept here because both sides must agree.
 */
export const LOCAL_OIDC_ROUTES = { authorization: '/auth', token: '/token', userinfo: '/me' } as const;

export function callbackUrl(publicUrl: string, provider: ProviderId): string {
  return new URL(`/auth/callback/${provider}`, publicUrl).href;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a URL names this machine only: nobody else can reach it, so the local sign-in provider is harmless there. */
export function isLoopbackUrl(url: string | URL): boolean {
  return LOOPBACK_HOSTS.has(new URL(url).hostname);
}

/** Whether a provider's URL is safe to send secrets and codes to: https:, or plain http: on this machine only. */
export function isSecureOrLoopbackUrl(url: string): boolean {
  const { protocol } = new URL(url);
  return protocol === 'https:' || (protocol === 'http:' && isLoopbackUrl(url));
}
