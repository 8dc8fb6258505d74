import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants/limits.ts';
import { NOW } from '../test-support/fixtures.ts';
import { authUserSchema } from './schema.ts';
import { readAuthUser } from './session-user.ts';

const user = {
  uid: 'u1',
  email: 'ada@example.com',
  displayName: 'Ada',
  photoURL: null,
  emailVerified: true,
  createdAt: NOW,
  lastSignInAt: NOW,
};

/** What the schema makes of a value: the parsed user, or undefined when it refuses it. */
const bySchema = (value: unknown) => {
  const parsed = authUserSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

// Texts near the limits and with what the schema normalises: breaks, controls, lone surrogates, decomposed letters.
const awkwardText = (max: number) =>
  fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.constantFrom(
      '',
      ' ',
      ' Ada\n',
      'A\u0000da',
      '\ud800x',
      'e\u0301',
      '\u2028',
      'a'.repeat(max),
      `${'a'.repeat(max)} `,
    ),
    fc.constant('a'.repeat(max + 1)),
  );
const instant = fc.oneof(
  fc
    .date({ noInvalidDate: true, min: new Date(0), max: new Date('2999-12-31') })
    .map((date) => date.toISOString()),
  fc.constantFrom(
    NOW,
    '2026-11-25T02:08:00Z',
    '2026-11-25T02:08:00.1Z',
    '2026-11-25T02:08Z',
    '2026-11-25',
    'yesterday',
  ),
  fc.constantFrom(
    '2026-11-25T02:08:00+01:00',
    '2026-13-01T00:00:00Z',
    '2026-02-30T00:00:00Z',
    '2026-11-25T24:00:00Z',
  ),
);
const candidate = fc.record({
  uid: fc.oneof(awkwardText(LIMITS.id), fc.constant(42)),
  email: awkwardText(LIMITS.email),
  displayName: fc.oneof(awkwardText(LIMITS.name), fc.constant(null), fc.constant(undefined)),
  photoURL: fc.oneof(awkwardText(LIMITS.url), fc.constant(null)),
  emailVerified: fc.oneof(fc.boolean(), fc.constant('true')),
  createdAt: instant,
  lastSignInAt: instant,
});

describe('readAuthUser: the browser reads the session user without zod', () => {
  it('takes a well-formed user as it is', () => {
    expect(readAuthUser(user)).toEqual(user);
    expect(readAuthUser({ ...user, displayName: null, photoURL: 'https://example.com/a.png' })).toEqual({
      ...user,
      displayName: null,
      photoURL: 'https://example.com/a.png',
    });
  });

  it('refuses what is not a user', () => {
    for (const value of [
      null,
      undefined,
      'u1',
      42,
      [],
      {},
      { ...user, uid: '' },
      { ...user, createdAt: 'yesterday' },
    ])
      expect(readAuthUser(value)).toBeUndefined();
  });

  it('agrees with the spec’s auth user schema on every value, normalising text the same way', () => {
    fc.assert(
      fc.property(candidate, (value) => {
        expect(readAuthUser(value)).toEqual(bySchema(value));
      }),
      { numRuns: 2000 },
    );
  });
});
