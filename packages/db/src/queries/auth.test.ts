import { LIMITS } from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../testing.ts';
import { createAuthQueries, normalizeIdentity, type ProviderIdentity } from './auth.ts';

let testDb: Awaited<ReturnType<typeof createTestDb>>;
let auth: ReturnType<typeof createAuthQueries>;
beforeAll(async () => {
  testDb = await createTestDb();
  auth = createAuthQueries(testDb.db);
});
afterAll(() => testDb.dispose());

const identity = (overrides: Partial<ProviderIdentity> = {}): ProviderIdentity => ({
  provider: 'local',
  providerAccountId: 'ada@example.test',
  email: 'ada@example.test',
  displayName: 'Ada',
  photoUrl: null,
  emailVerified: true,
  ...overrides,
});

describe('auth queries', () => {
  it('links a second sign-in with the same provider account to the same user and refreshes its details', async () => {
    const first = await auth.upsertUserForIdentity(identity(), new Date('2026-01-01T10:00:00Z'));
    const again = await auth.upsertUserForIdentity(
      identity({ displayName: 'Ada L.' }),
      new Date('2026-01-02T10:00:00Z'),
    );
    expect(again.id).toBe(first.id);
    expect(again.displayName).toBe('Ada L.');
    expect(again.createdAt).toBe('2026-01-01T10:00:00.000Z');
    expect(again.lastSignInAt).toBe('2026-01-02T10:00:00.000Z');
  });

  it('keeps accounts of different providers apart', async () => {
    const local = await auth.upsertUserForIdentity(identity({ providerAccountId: 'x' }), new Date());
    const github = await auth.upsertUserForIdentity(
      identity({ provider: 'github', providerAccountId: 'x' }),
      new Date(),
    );
    expect(github.id).not.toBe(local.id);
  });

  it('stores, finds, extends and deletes a session with its user', async () => {
    const user = await auth.upsertUserForIdentity(
      identity({ providerAccountId: 'session-owner' }),
      new Date(),
    );
    await auth.insertSession({
      id: 'session-1',
      userId: user.id,
      secretHash: 'ab'.repeat(32),
      createdAt: '2026-01-01T00:00:00.000Z',
      expiresAt: '2026-01-31T00:00:00.000Z',
    });
    expect((await auth.findSessionWithUser('session-1'))?.user.id).toBe(user.id);
    await auth.extendSession('session-1', '2026-02-28T00:00:00.000Z');
    expect((await auth.findSessionWithUser('session-1'))?.session.expiresAt).toBe('2026-02-28T00:00:00.000Z');
    await auth.deleteSession('session-1');
    expect(await auth.findSessionWithUser('session-1')).toBeUndefined();
  });

  it('stores emails in lower case and cuts an over-long provider name to the profile limit', async () => {
    const user = await auth.upsertUserForIdentity(
      identity({ providerAccountId: 'case', email: ' Grace@Example.COM ', displayName: 'G'.repeat(300) }),
      new Date(),
    );
    expect(user.email).toBe('grace@example.com');
    expect(user.displayName).toBe('G'.repeat(LIMITS.name));
  });

  it('does not split a character made of two UTF-16 units when cutting a name', () => {
    const name = `${'a'.repeat(LIMITS.name - 1)}💪`;
    expect(normalizeIdentity(identity({ displayName: name })).displayName).toBe('a'.repeat(LIMITS.name - 1));
  });

  it('ends every session of one user and no other', async () => {
    const a = await auth.upsertUserForIdentity(identity({ providerAccountId: 'sessions-a' }), new Date());
    const b = await auth.upsertUserForIdentity(identity({ providerAccountId: 'sessions-b' }), new Date());
    const session = (id: string, userId: string) => ({
      id,
      userId,
      secretHash: 'h',
      createdAt: '2026-01-01T00:00:00.000Z',
      expiresAt: '2027-01-01T00:00:00.000Z',
    });
    await auth.insertSession(session('a1', a.id));
    await auth.insertSession(session('a2', a.id));
    await auth.insertSession(session('b1', b.id));
    await auth.deleteUserSessions(a.id);
    expect(await auth.findSessionWithUser('a1')).toBeUndefined();
    expect(await auth.findSessionWithUser('a2')).toBeUndefined();
    expect(await auth.findSessionWithUser('b1')).toBeDefined();
  });
});
