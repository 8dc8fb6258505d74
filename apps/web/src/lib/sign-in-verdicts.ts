import { AUTH_BROADCAST_CHANNEL, readSignInMessage, type SignInOutcome } from '@liftwise/domain';

/**
 * The popup announces its verdict twice at once (opener message and broadcast, see the API's callback page), so
 * the same verdict again on the other channel within this window is that echo, not a second sign-in.
 */
export const VERDICT_ECHO_MS = 2000;

type Channel = 'opener' | 'broadcast';

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
  let last: { outcome: SignInOutcome; at: number; via: Channel } | null = null;

  function onMessage(event: MessageEvent, via: Channel) {
    const outcome = readSignInMessage(event, window.location.origin);
    if (outcome === null) return;
    const at = now();
    // The same channel again is another verdict: a Sign Out and a new sign-in can follow within the window.
    const echo = last?.outcome === outcome && last.via !== via && at - last.at < VERDICT_ECHO_MS;
    if (echo) {
      last = null;
      return;
    }
    last = { outcome, at, via };
    onVerdict(outcome, event.data);
  }

  const fromOpener = (event: MessageEvent) => onMessage(event, 'opener');
  const fromBroadcast = (event: Event) => onMessage(event as MessageEvent, 'broadcast');
  window.addEventListener('message', fromOpener);
  channel?.addEventListener('message', fromBroadcast);
  return () => {
    window.removeEventListener('message', fromOpener);
    channel?.close();
  };
}

/** Spec §8: a failed or cancelled sign-in leaves the visitor signed out and is only logged. */
export function logFailedSignIn(data: unknown): void {
  console.error('Sign-in failed.', data);
}
