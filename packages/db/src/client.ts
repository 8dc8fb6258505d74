import type { Client } from '@libsql/client';
// Drizzle's HTTP driver only wraps the client it is given, so no bundle pulls in the native libSQL; its own import,
// `@libsql/client/http` (for `drizzle(url)`, never called here), is the client the Worker uses anyway. Not the web
// driver: that imports `@libsql/client/web`, whose WebSocket client would ride into the Worker.
import { drizzle } from 'drizzle-orm/libsql/http';
import { withRequestTrips } from './request-trip.ts';

/**
 * Wraps a libSQL client. The caller picks the client: `@libsql/client` on Node (embedded file or Turso),
 * `@libsql/client/http` on Workers (Turso over HTTP). Both expose the same interface.
 *
 * The client is wrapped so a request's session check can travel with its first read (request-trip.ts).
 *
 * No `schema`: queries use drizzle's query builder (`db.select()`, …), so its relational one (`db.query`) is never built.
 */
export function createDb(client: Client) {
  return drizzle(withRequestTrips(client));
}

export type Db = ReturnType<typeof createDb>;
