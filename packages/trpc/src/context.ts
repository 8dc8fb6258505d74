import type { Queries, UserRow } from '@liftwise/db';
import type { DefaultEquipmentData } from '@liftwise/domain';

/** Who is calling: the user row the session middleware found, the one shape the whole server uses. */
export type SessionUser = UserRow;

export interface Context {
  user: SessionUser | null;
  queries: Queries;
  /** The clock, injectable so tests can fix "today". */
  now: () => Date;
  /** True only when the configuration says development (env.ts): then errors carry their stack and raw message. */
  isDevelopment: boolean;
  /**
   * The default equipment catalogue this server seeds from (initializeDefaultEquipment), or null where the catalogue
   * is seeded before a deploy, as migrations are (Workers: it keeps 25 KB of data out of the bundle).
   */
  defaultEquipment: DefaultEquipmentData | null;
}
