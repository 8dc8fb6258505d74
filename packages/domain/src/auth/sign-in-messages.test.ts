import { describe, expect, it } from 'vitest';
import { readSignInMessage, SIGN_IN_MESSAGE_TYPES } from './sign-in-messages.ts';

const ORIGIN = 'http://localhost:3000';

describe('sign-in popup messages (spec §1 popup sign-in)', () => {
  it('reads success and failure from our own origin', () => {
    expect(
      readSignInMessage({ origin: ORIGIN, data: { type: SIGN_IN_MESSAGE_TYPES.signedIn } }, ORIGIN),
    ).toBe('signed-in');
    expect(readSignInMessage({ origin: ORIGIN, data: { type: SIGN_IN_MESSAGE_TYPES.failed } }, ORIGIN)).toBe(
      'failed',
    );
  });

  it('ignores another origin, unrelated messages and empty data', () => {
    const forged = { origin: 'https://evil.example', data: { type: SIGN_IN_MESSAGE_TYPES.signedIn } };
    expect(readSignInMessage(forged, ORIGIN)).toBeNull();
    expect(readSignInMessage({ origin: ORIGIN, data: { type: 'webpack:hmr' } }, ORIGIN)).toBeNull();
    expect(readSignInMessage({ origin: ORIGIN, data: null }, ORIGIN)).toBeNull();
  });
});
