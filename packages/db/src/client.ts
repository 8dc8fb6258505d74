import type { Client } from '@libsql/client';
// The web driver only wraps the client it is given, so the Workers bundle never pulls in the native libSQL.
import { drizzle } from 'drizzle-orm/libsql/web';
import * as schema from './schema/index.ts';

/**
 * Wraps a libSQL client. The caller picks the client: `@libsql/client` on Node (embedded file or Turso),
 * `@libsql/client/web` on Workers (Turso over HTTP). Both expose the same interface.
 */
export function createDb(client: Client) {
  return drizzle(client, { schema });
}

export type Db = ReturnType<typeof createDb>;
