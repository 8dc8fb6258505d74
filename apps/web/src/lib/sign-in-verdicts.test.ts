// @vitest-environment jsdom
import { SIGN_IN_MESSAGE_TYPES } from '@liftwise/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForSignInVerdicts, type MessageChannelLike, VERDICT_ECHO_MS } from './sign-in-verdicts.ts';

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function message(type: string, origin = window.location.origin) {
  return new MessageEvent('message', { origin, data: { type } });
}

/** The app's end of the auth BroadcastChannel (Node's own BroadcastChannel sends no origin). */
function authChannel(): MessageChannelLike & EventTarget {
  return Object.assign(new EventTarget(), { close() {} });
}

describe('listenForSignInVerdicts', () => {
  it('reports a cancelled sign-in once although the popup announces it on both channels', () => {
    const onVerdict = vi.fn();
    const channel = authChannel();
    stops.push(listenForSignInVerdicts(onVerdict, { channel }));
    // What the callback page does: broadcast, then post to the opener.
    channel.dispatchEvent(message(SIGN_IN_MESSAGE_TYPES.failed));
    window.dispatchEvent(message(SIGN_IN_MESSAGE_TYPES.failed));
    expect(onVerdict).toHaveBeenCalledTimes(1);
    expect(onVerdict).toHaveBeenCalledWith('failed', { type: SIGN_IN_MESSAGE_TYPES.failed });
  });

  it('reports a success once as well', () => {
    const onVerdict = vi.fn();
    const channel = authChannel();
    stops.push(listenForSignInVerdicts(onVerdict, { channel }));
    window.dispatchEvent(message(SIGN_IN_MESSAGE_TYPES.signedIn));
    channel.dispatchEvent(message(SIGN_IN_MESSAGE_TYPES.signedIn));
    expect(onVerdict).toHaveBeenCalledTimes(1);
  });

  it('reports a later attempt again', () => {
    let clock = 0;
    const onVerdict = vi.fn();
    stops.push(listenForSignInVerdicts(onVerdict, { channel: null, now: () => clock }));
    window.dispatchEvent(message(SIGN_IN_MESSAGE_TYPES.failed));
    clock += VERDICT_ECHO_MS;
    window.dispatchEvent(message(SIGN_IN_MESSAGE_TYPES.failed));
    window.dispatchEvent(message(SIGN_IN_MESSAGE_TYPES.signedIn));
    expect(onVerdict.mock.calls.map(([outcome]) => outcome)).toEqual(['failed', 'failed', 'signed-in']);
  });

  it('reports the next sign-in after a Sign Out, however soon it comes, once', () => {
    let clock = 0;
    const onVerdict = vi.fn();
    const channel = authChannel();
    stops.push(listenForSignInVerdicts(onVerdict, { channel, now: () => clock }));
    channel.dispatchEvent(message(SIGN_IN_MESSAGE_TYPES.signedIn));
    window.dispatchEvent(message(SIGN_IN_MESSAGE_TYPES.signedIn));
    // Ada signs out and Bea signs in, her provider session answering at once.
    clock += VERDICT_ECHO_MS / 4;
    channel.dispatchEvent(message(SIGN_IN_MESSAGE_TYPES.signedIn));
    window.dispatchEvent(message(SIGN_IN_MESSAGE_TYPES.signedIn));
    expect(onVerdict).toHaveBeenCalledTimes(2);
  });

  it('reports each sign-in when only the broadcast reaches the app (a provider cut the opener)', () => {
    let clock = 0;
    const onVerdict = vi.fn();
    const channel = authChannel();
    stops.push(listenForSignInVerdicts(onVerdict, { channel, now: () => clock }));
    channel.dispatchEvent(message(SIGN_IN_MESSAGE_TYPES.signedIn));
    clock += VERDICT_ECHO_MS / 4;
    channel.dispatchEvent(message(SIGN_IN_MESSAGE_TYPES.signedIn));
    expect(onVerdict).toHaveBeenCalledTimes(2);
  });

  it('ignores messages from other origins and unrelated messages', () => {
    const onVerdict = vi.fn();
    stops.push(listenForSignInVerdicts(onVerdict, { channel: null }));
    window.dispatchEvent(message(SIGN_IN_MESSAGE_TYPES.signedIn, 'https://evil.example'));
    window.dispatchEvent(message('something-else'));
    expect(onVerdict).not.toHaveBeenCalled();
  });
});
