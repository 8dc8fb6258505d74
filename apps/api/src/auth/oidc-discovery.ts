import * as z from 'zod/mini';
import { issueLines } from '../issue-lines.ts';
import { isSecureOrLoopbackUrl } from './config.ts';
import { whyUnreachable } from './fetch-failure.ts';

/**
 * OpenID Connect discovery (OpenID Connect Discovery 1.0 §4): the endpoints of a configured issuer, read from its
 * `/.well-known/openid-configuration`. fetch only, so it runs on Node and Workers alike.
 */

/** How long discovered endpoints are trusted before they are read again: an issuer's moves are picked up within it. */
export const DISCOVERY_TTL_MS = 60 * 60 * 1000;
/** A sign-in waits at most this long for the issuer before the person is told it is unavailable. */
const DISCOVERY_TIMEOUT_MS = 5_000;
/** Real documents are a few KB (Keycloak's, the largest seen, ~7 KB); anything far larger is not one. */
const MAX_DOCUMENT_CHARS = 256 * 1024;

/** Why a provider cannot be used now: the message names the issuer and what is wrong, for the server log. */
export class OidcUnavailableError extends Error {}

export interface OidcEndpoints {
  authorization: string;
  token: string;
  userinfo: string;
}

const endpoint = z.url().check(z.maxLength(2048));

/** The part of the document the sign-in flow uses; everything else an issuer publishes is ignored. */
export const discoveryDocumentSchema = z.object({
  issuer: endpoint,
  authorization_endpoint: endpoint,
  token_endpoint: endpoint,
  // Required here although optional in the standard: identity is read from it (every provider named in the
  // README has one), so the ID token's signature never needs checking.
  userinfo_endpoint: endpoint,
  code_challenge_methods_supported: z.optional(
    z.array(z.string().check(z.maxLength(64))).check(z.maxLength(16)),
  ),
});

const withoutTrailingSlash = (url: string) => url.replace(/\/$/, '');

async function discover(issuer: string): Promise<OidcEndpoints> {
  const url = `${issuer}/.well-known/openid-configuration`;
  const fail = (problem: string) => new OidcUnavailableError(`OIDC discovery at ${url}: ${problem}`);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
    });
  } catch (error) {
    throw new OidcUnavailableError(`could not reach ${url} (${whyUnreachable(error)})`);
  }
  if (!response.ok) throw fail(`answered ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_DOCUMENT_CHARS)
    throw fail(`the document is larger than ${MAX_DOCUMENT_CHARS} characters`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw fail('the answer is not JSON');
  }
  const parsed = discoveryDocumentSchema.safeParse(json);
  if (!parsed.success) {
    throw fail(`the document is not usable: ${issueLines(parsed.error).join('; ')}`);
  }
  const document = parsed.data;
  // The document must speak for the issuer it was fetched from (Discovery §4.3), or anyone serving it could send
  // codes and secrets elsewhere.
  if (withoutTrailingSlash(document.issuer) !== issuer) {
    throw fail(`the document names the issuer ${document.issuer}, not ${issuer}`);
  }
  for (const name of ['authorization_endpoint', 'token_endpoint', 'userinfo_endpoint'] as const) {
    if (!isSecureOrLoopbackUrl(document[name])) throw fail(`${name} ${document[name]} must be https:`);
  }
  // Absent means the issuer does not say; PKCE is sent anyway (ignored by an issuer without it, as the standard has).
  const methods = document.code_challenge_methods_supported;
  if (methods && !methods.includes('S256')) throw fail('the issuer does not offer PKCE with S256');
  return {
    authorization: document.authorization_endpoint,
    token: document.token_endpoint,
    userinfo: document.userinfo_endpoint,
  };
}

/**
 * The issuer's endpoints, fetched on first use and kept for DISCOVERY_TTL_MS in this process (one isolate on
 * Workers). Sign-ins arriving together share one request; a failure is not kept, so the next sign-in asks again.
 */
export function createOidcDiscovery(
  issuer: string,
  options: { now?: () => number } = {},
): () => Promise<OidcEndpoints> {
  const now = options.now ?? Date.now;
  let cached: { endpoints: OidcEndpoints; expiresAt: number } | undefined;
  let pending: Promise<OidcEndpoints> | undefined;
  return () => {
    if (cached && now() < cached.expiresAt) return Promise.resolve(cached.endpoints);
    pending ??= discover(issuer)
      .then((endpoints) => {
        cached = { endpoints, expiresAt: now() + DISCOVERY_TTL_MS };
        return endpoints;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}
