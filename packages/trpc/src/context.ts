import type { Queries, UserRow } from '@liftwise/db';

/** Who is calling: the user row the session middleware found, the one shape the whole server uses. */
export type SessionUser = UserRow;

export interface Context {
  user: SessionUser | null;
  queries: Queries;
  /** The clock, injectable so tests can fix "today". */
  now: () => Date;
  /** True only when the configuration says development (env.ts): then errors carry their stack and raw message. */
  isDevelopment: boolean;
}
