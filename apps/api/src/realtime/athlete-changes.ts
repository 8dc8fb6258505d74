import type { SessionRow } from '@liftwise/db';
import type { DataChange } from '@liftwise/domain';
import { Hono } from 'hono/tiny';
import type { AppEnv, SessionUser } from '../types.ts';
import { createEventStream } from './event-stream.ts';
import { createChangeHub } from './hub.ts';
import type { EndedSessions } from './realtime.ts';

/** What the Worker tells an athlete's Durable Object, in headers: it checked the session before forwarding. */
export const ATHLETE_HEADER = 'x-liftwise-athlete';
export const SESSION_HEADER = 'x-liftwise-session';
export const SESSION_EXPIRES_HEADER = 'x-liftwise-session-expires';

/**
 * The real-time hub of one athlete on Workers (decision 0035): a Durable Object named after the athlete, so every
 * isolate that serves them reaches the same one. It holds that athlete's open streams (Node's hub and event stream,
 * unchanged) and is reachable only through the Worker's binding, which has checked the session: it trusts the
 * headers above. Storage is never used. Legacy class form (no `cloudflare:workers` import): Node can load it.
 */
export class AthleteChanges {
  private readonly hub = createChangeHub();
  private readonly app = new Hono<AppEnv>()
    .get(
      '/events',
      (c, next) => {
        // The Worker's session check, carried over: the stream only needs the ids and the expiry.
        c.set('user', { id: c.req.header(ATHLETE_HEADER) } as SessionUser);
        c.set('session', {
          id: c.req.header(SESSION_HEADER),
          expiresAt: c.req.header(SESSION_EXPIRES_HEADER),
        } as SessionRow);
        return next();
      },
      createEventStream({ hub: this.hub, now: () => new Date() }),
    )
    .post('/publish', async (c) => {
      this.hub.publish(c.req.header(ATHLETE_HEADER) ?? '', await c.req.json<DataChange>());
      return c.body(null, 204);
    })
    .post('/end', async (c) => {
      this.hub.endSessions(await c.req.json<EndedSessions>());
      return c.body(null, 204);
    });

  fetch(request: Request): Response | Promise<Response> {
    return this.app.fetch(request);
  }
}
