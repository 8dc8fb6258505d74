import { describe, expect, it } from 'vitest';
import { NOW } from '../test-support/fixtures.ts';
import { SESSION_TOKEN_SYNC_MAX_AGE_MS } from './limits.ts';
import { authUserSchema } from './schema.ts';

describe('auth user schema (spec §3)', () => {
  const user = {
    uid: 'u1',
    email: 'ada@example.com',
    displayName: 'Ada',
    photoURL: null,
    emailVerified: true,
    createdAt: NOW,
    lastSignInAt: NOW,
  };
  it('has displayName, email, photoURL, uid, emailVerified, creation and last sign-in times', () => {
    expect(authUserSchema.parse(user)).toEqual(user);
    expect(authUserSchema.safeParse({ ...user, displayName: null }).success).toBe(true);
    expect(authUserSchema.safeParse({ ...user, lastSignInAt: 'yesterday' }).success).toBe(false);
    expect(authUserSchema.safeParse({ ...user, email: `${'a'.repeat(320)}@x.io` }).success).toBe(false);
  });
});

describe('session-token sync window (spec §7)', () => {
  it('takes tokens younger than 5 minutes', () => {
    expect(SESSION_TOKEN_SYNC_MAX_AGE_MS).toBe(5 * 60 * 1000);
  });
});
