import type { SessionRow, UserRow } from '@liftwise/db';
import type { AuthUserRecord } from '@liftwise/domain';
import type { SessionUser } from '@liftwise/trpc';

/** The signed-in athlete as the spec's auth user (§3) presents it to the browser; the shape is the domain's. */
export type AuthUser = AuthUserRecord;

/**
 * The signed-in athlete inside the server, one shape from the session middleware to every tRPC procedure;
 * converted to the spec's `uid` shape only in the /auth/session reply.
 */
export type { SessionUser } from '@liftwise/trpc';

export function toAuthUser(user: UserRow): AuthUser {
  return {
    uid: user.id,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoUrl,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt,
    lastSignInAt: user.lastSignInAt,
  };
}

/** Hono context variables set by the session middleware for every request. */
export interface AppEnv {
  Variables: {
    user: SessionUser | null;
    session: SessionRow | null;
    /**
     * A query's session not yet proven (createClaimingSignInSessionMiddleware): the user its token names, and the proof,
     * which resolves to the user's row, or null when the session is not that user's or not valid.
     */
    claim: SessionClaimed | null;
  };
}

export interface SessionClaimed {
  userId: string;
  sessionId: string;
  proven: () => Promise<SessionUser | null>;
}
