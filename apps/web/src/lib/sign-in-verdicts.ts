import { AUTH_BROADCAST_CHANNEL, readSignInMessage, type SignInOutcome } from '@liftwise/domain';

/**
 * The popup announces its verdict twice at once (opener message and broadcast, see the API's callback page), so
 * the same verdict again within this window is that echo, not a second sign-in.
 */
export const VERDICT_ECHO_MS = 2000;

/** The part of a BroadcastChannel the listener uses. */
export interface MessageChannelLike {
  addEventListener(type: 'message', listener: EventListener): void;
  close(): void;
}

/** A provider whose pages cut window.opener leaves the popup only this same-origin channel to report on. */
function openAuthChannel(): MessageChannelLike | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_BROADCAST_CHANNEL);
}

export type VerdictHandler = (outcome: SignInOutcome, data: unknown) => void;

/**
 * Calls `onVerdict` once per verdict of the sign-in popup, whichever channel brings it first. Returns the
 * function that stops listening. Both the landing page and the app use it, so both see one verdict, not two.
 */
export function listenForSignInVerdicts(
  onVerdict: VerdictHandler,
  {
    channel = openAuthChannel(),
    now = Date.now,
  }: { channel?: MessageChannelLike | null; now?: () => number } = {},
): () => void {
  let last: { outcome: SignInOutcome; at: number } | null = null;

  function onMessage(event: MessageEvent) {
    const outcome = readSignInMessage(event, window.location.origin);
    if (outcome === null) return;
    const at = now();
    if (last?.outcome === outcome && at - last.at < VERDICT_ECHO_MS) return;
    last = { outcome, at };
    onVerdict(outcome, event.data);
  }

  window.addEventListener('message', onMessage);
  channel?.addEventListener('message', onMessage as EventListener);
  return () => {
    window.removeEventListener('message', onMessage);
    channel?.close();
  };
}

/** Spec §8: a failed or cancelled sign-in leaves the visitor signed out and is only logged. */
export function logFailedSignIn(data: unknown): void {
  console.error('Sign-in failed.', data);
}
