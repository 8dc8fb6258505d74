import type { DataChange } from '@liftwise/domain';
import type { Context, Handler } from 'hono';
import type { AppEnv } from '../types.ts';

/** Sessions that just ended: one (Sign Out) or all of an athlete's (Sign Out Everywhere, no `sessionId`). */
export interface EndedSessions {
  userId: string;
  sessionId?: string;
}

/**
 * The real-time stream as the app uses it, whatever carries it: an in-process hub on Node
 * (`node-realtime.ts`); on Workers, where isolates share no memory, something that spans them. Without one the app
 * answers /events with 501 and the browser keeps today's behaviour (its cache, refetched on focus and after 24 h).
 */
export interface Realtime {
  /** GET /events, after the session middleware. */
  stream: Handler<AppEnv>;
  /** After a successful mutation; never throws (the write is done). */
  publish(userId: string, change: DataChange, c: Context<AppEnv>): void;
  /** After a sign-out: the ended sessions' streams close. */
  sessionsEnded(ended: EndedSessions, c: Context<AppEnv>): void;
}
