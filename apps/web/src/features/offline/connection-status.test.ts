// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isNoNetworkError,
  isOffline,
  reportRequestOutcome,
  subscribeToConnection,
} from './connection-status.ts';

/** What tRPC's client throws when fetch itself failed: its error keeps fetch's TypeError as the cause. */
class ClientError extends Error {
  constructor(message: string, options: { cause?: unknown }) {
    super(message, options);
  }
}

function browserSays(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  browserSays(true);
  reportRequestOutcome('answered');
  vi.restoreAllMocks();
});

describe('isNoNetworkError', () => {
  it("recognises a request that never got an answer, as fetch and tRPC's client report it", () => {
    expect(isNoNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(
      isNoNetworkError(new ClientError('Failed to fetch', { cause: new TypeError('Failed to fetch') })),
    ).toBe(true);
  });

  it('does not count an answer from the server (a refusal, a 500) as being offline', () => {
    expect(isNoNetworkError(new ClientError('Workout not found', { cause: undefined }))).toBe(false);
    expect(isNoNetworkError(new Error('Internal server error'))).toBe(false);
    expect(isNoNetworkError(undefined)).toBe(false);
  });
});

describe('the connection the banner shows', () => {
  it("follows the browser's online and offline events", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToConnection(listener);
    browserSays(false);
    expect(isOffline()).toBe(true);
    browserSays(true);
    expect(isOffline()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('counts a request without an answer while the browser still says online (Wi-Fi without internet)', () => {
    const unsubscribe = subscribeToConnection(() => {});
    reportRequestOutcome('no-network');
    expect(isOffline()).toBe(true);
    reportRequestOutcome('answered');
    expect(isOffline()).toBe(false);
    reportRequestOutcome('no-network');
    // The network coming back clears it: the next request will tell.
    browserSays(true);
    expect(isOffline()).toBe(false);
    unsubscribe();
  });
});
