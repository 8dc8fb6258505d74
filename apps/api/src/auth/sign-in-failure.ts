import {
  ArcticFetchError,
  OAuth2RequestError,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
} from 'arctic';
import { whyUnreachable } from './fetch-failure.ts';
import { OidcUnavailableError } from './oidc-discovery.ts';

/**
 * What went wrong in a sign-in, in one line for the server log (never a stack: the cause is a setting or a provider,
 * not our code), and whether the provider itself is unusable now, which the person is told.
 */
export function describeSignInFailure(error: unknown): { unavailable: boolean; reason: string } {
  if (error instanceof OAuth2RequestError) {
    const reason = `the token endpoint refused: ${error.code}${error.description ? ` (${error.description})` : ''}`;
    // invalid_grant is this attempt's code (expired, used twice); anything else (invalid_client: a wrong
    // OIDC_CLIENT_SECRET, unauthorized_client) fails every sign-in until the settings are fixed.
    return { unavailable: error.code !== 'invalid_grant', reason };
  }
  if (error instanceof ArcticFetchError) {
    return { unavailable: true, reason: `could not reach the token endpoint (${whyUnreachable(error)})` };
  }
  if (error instanceof UnexpectedResponseError || error instanceof UnexpectedErrorResponseBodyError) {
    return { unavailable: true, reason: `the token endpoint answered ${error.status} without OAuth's JSON` };
  }
  if (error instanceof OidcUnavailableError) return { unavailable: true, reason: error.message };
  return { unavailable: false, reason: error instanceof Error ? error.message : String(error) };
}
