import { LIMITS } from '@liftwise/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accounts, sessions, users } from '../schema/auth.ts';
import { pushSubscriptions } from '../schema/push-subscriptions.ts';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** What a provider tells us about the person who signed in. */
export interface ProviderIdentity {
  provider: string;
  providerAccountId: string;
  email: string;
  displayName: string;
  photoUrl: string | null;
  emailVerified: boolean;
}

/**
 * Where identity enters, every provider's word is made to fit: emails compare case-insensitively, so they are
 * kept in lower case; a display name longer than a profile may hold is cut to the profile's limit (a provider's
 * long name must not break every later profile call), without splitting a surrogate pair.
 */
export function normalizeIdentity(identity: ProviderIdentity): ProviderIdentity {
  let displayName = identity.displayName.trim().slice(0, LIMITS.name);
  if (/[\uD800-\uDBFF]$/.test(displayName)) displayName = displayName.slice(0, -1);
  return { ...identity, email: identity.email.trim().toLowerCase(), displayName };
}

/**
 * Auth tables are keyed by session or provider account, not by user, so these queries are the one place
 * that does not start from a user id: they are how a user id is found in the first place.
 */
export function createAuthQueries(db: Db) {
  const session = prepareSessionStatements(db);
  return {
    /** Finds the user linked to the identity or creates one, and records the sign-in time. */
    async upsertUserForIdentity(given: ProviderIdentity, now: Date): Promise<UserRow> {
      const identity = normalizeIdentity(given);
      const at = now.toISOString();
      const linked = await db
        .select({ userId: accounts.userId })
        .from(accounts)
        .where(
          and(
            eq(accounts.provider, identity.provider),
            eq(accounts.providerAccountId, identity.providerAccountId),
          ),
        )
        .get();
      if (linked) {
        const [user] = await db
          .update(users)
          .set({
            lastSignInAt: at,
            email: identity.email,
            displayName: identity.displayName,
            photoUrl: identity.photoUrl,
            emailVerified: identity.emailVerified,
          })
          .where(eq(users.id, linked.userId))
          .returning();
        if (user) return user;
      }
      const id = crypto.randomUUID();
      const [user] = await db.batch([
        db
          .insert(users)
          .values({
            id,
            email: identity.email,
            displayName: identity.displayName,
            photoUrl: identity.photoUrl,
            emailVerified: identity.emailVerified,
            createdAt: at,
            lastSignInAt: at,
          })
          .returning(),
        db.insert(accounts).values({
          provider: identity.provider,
          providerAccountId: identity.providerAccountId,
          userId: id,
          createdAt: at,
        }),
      ]);
      const created = user[0];
      if (!created) throw new Error('user insert returned nothing');
      return created;
    },

    async insertSession(row: SessionRow): Promise<void> {
      await session.insert.run(row);
    },

    async findSessionWithUser(
      sessionId: string,
    ): Promise<{ session: SessionRow; user: UserRow } | undefined> {
      return (await session.findWithUser.get({ sessionId })) ?? undefined;
    },

    async extendSession(sessionId: string, expiresAt: string): Promise<void> {
      await session.extend.run({ sessionId, expiresAt });
    },

    async deleteSession(sessionId: string): Promise<void> {
      await session.delete.run({ sessionId });
    },

    /**
     * Ends every session of one user ("sign out everywhere") and, in the same batch, turns notifications off on
     * all their devices: a device signed out must not keep showing the athlete's reminders.
     */
    async deleteUserSessions(userId: string): Promise<void> {
      await db.batch([
        db.delete(sessions).where(eq(sessions.userId, userId)),
        db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
      ]);
    },
  };
}

export type AuthQueries = ReturnType<typeof createAuthQueries>;

/**
 * The session statements run on every signed-in request, so their SQL is built once here instead of per call
 * (building it was 18% of a request's time).
 */
function prepareSessionStatements(db: Db) {
  const sessionId = sql.placeholder('sessionId');
  return {
    insert: db
      .insert(sessions)
      .values({
        id: sql.placeholder('id'),
        userId: sql.placeholder('userId'),
        secretHash: sql.placeholder('secretHash'),
        createdAt: sql.placeholder('createdAt'),
        expiresAt: sql.placeholder('expiresAt'),
      })
      .prepare(),
    findWithUser: db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, sessionId))
      .limit(1)
      .prepare(),
    extend: db
      .update(sessions)
      .set({ expiresAt: sql`${sql.placeholder('expiresAt')}` })
      .where(eq(sessions.id, sessionId))
      .prepare(),
    delete: db.delete(sessions).where(eq(sessions.id, sessionId)).prepare(),
  };
}

/** What the session-proofs view's trigger aborts a write batch with when the session does not hold. */
export const SESSION_NOT_PROVEN = 'liftwise: session not proven';

/** The session a write batch must prove before anything in it is kept: the token's parts and the clock's bounds. */
export interface SessionProof {
  sessionId: string;
  userId: string;
  secretHash: string;
  /** Now: the session must expire after it. */
  at: string;
  /** The oldest creation time still alive (now minus the longest a session may live). */
  bornAfter: string;
}

/**
 * The statement that opens a write batch sent before its session was checked: an insert into the session_proofs
 * view, whose trigger aborts the batch (nothing written) unless the session holds.
 */
export function sessionProofStatement(proof: SessionProof): { sql: string; args: string[] } {
  return {
    sql: 'INSERT INTO session_proofs (session_id, user_id, secret_hash, at, born_after) VALUES (?, ?, ?, ?, ?)',
    args: [proof.sessionId, proof.userId, proof.secretHash, proof.at, proof.bornAfter],
  };
}

/** True when a write failed because its batch's session proof did not hold. */
export function isSessionNotProven(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause)
    if (cause.message.includes(SESSION_NOT_PROVEN)) return true;
  return false;
}
