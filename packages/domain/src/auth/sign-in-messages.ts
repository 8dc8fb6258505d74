/**
 * The sign-in popup's word to the app that opened it. The server's callback page sends these and the browser app
 * listens for them, so both sides read them from here.
 */
export const SIGN_IN_MESSAGE_TYPES = {
  signedIn: 'liftwise:signed-in',
  failed: 'liftwise:sign-in-failed',
} as const;

export type SignInMessage = { type: (typeof SIGN_IN_MESSAGE_TYPES)[keyof typeof SIGN_IN_MESSAGE_TYPES] };

/**
 * Same-origin fallback for when a provider's pages severed `window.opener` (Cross-Origin-Opener-Policy on their
 * side): the callback also announces the result on this BroadcastChannel, which needs no opener.
 */
export const AUTH_BROADCAST_CHANNEL = 'liftwise-auth';

export type SignInOutcome = 'signed-in' | 'failed';

/**
 * What a message says about sign-in. Only our own origin is believed: any page can post messages to a window, and
 * a forged "signed in" must not move the app.
 */
export function readSignInMessage(
  event: { origin: string; data: unknown },
  ownOrigin: string,
): SignInOutcome | null {
  if (event.origin !== ownOrigin) return null;
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SIGN_IN_MESSAGE_TYPES.signedIn) return 'signed-in';
  if (type === SIGN_IN_MESSAGE_TYPES.failed) return 'failed';
  return null;
}
