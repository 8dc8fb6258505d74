import type { Queries } from '@liftwise/db';

/** Who is calling, as the session middleware resolved it. */
export interface SessionUser {
  id: string;
  email: string;
  displayName: string;
}

export interface Context {
  user: SessionUser | null;
  queries: Queries;
  /** The clock, injectable so tests can fix "today". */
  now: () => Date;
}
