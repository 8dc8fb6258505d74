import type { SessionRow, UserRow } from '@liftwise/db';

/** The signed-in athlete as the spec's auth user (§3) presents it to the browser. */
export interface AuthUser {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string | null;
  emailVerified: boolean;
  createdAt: string;
  lastSignInAt: string;
}

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
    user: AuthUser | null;
    session: SessionRow | null;
  };
}
