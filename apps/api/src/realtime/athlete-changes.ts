import type { SessionRow } from '@liftwise/db';
import type { DataChange } from '@liftwise/domain';
import { Hono } from 'hono/tiny';
import { restAlertFireFromEnv } from '../push/rest-alert-env.ts';
import type { FireRestAlert } from '../push/rest-alerts.ts';
import type { AppEnv, SessionUser } from '../types.ts';
import { createEventStream } from './event-stream.ts';
import { createChangeHub } from './hub.ts';
import type { EndedSessions } from './realtime.ts';

/** What the Worker tells an athlete's Durable Object, in headers: it checked the session before forwarding. */
export const ATHLETE_HEADER = 'x-liftwise-athlete';
export const SESSION_HEADER = 'x-liftwise-session';
export const SESSION_EXPIRES_HEADER = 'x-liftwise-session-expires';
/** Sets (POST `{ dueAt }`, epoch ms) or deletes (DELETE) the athlete's rest alert alarm. */
export const REST_ALERT_PATH = '/rest-alert';

/** Enough of a Durable Object's state (workerd's `DurableObjectState`) for the rest alert's alarm. */
export interface AthleteStateLike {
  storage: {
    get<T>(key: string): Promise<T | undefined>;
    put(key: string, value: unknown): Promise<void>;
    setAlarm(scheduledTime: number): Promise<void>;
    deleteAlarm(): Promise<void>;
  };
}

/**
 * The real-time hub of one athlete on Workers: a Durable Object named after the athlete, so every
 * isolate that serves them reaches the same one. It holds that athlete's open streams (Node's hub and event stream,
 * unchanged) and is reachable only through the Worker's binding, which has checked the session: it trusts the
 * headers above. Its storage keeps only the athlete's id, for the one alarm: the rest alert, which it claims from the
 * database and sends at its instant. Legacy class form (no `cloudflare:workers` import): Node can load it.
 */
export class AthleteChanges {
  private readonly hub = createChangeHub();
  private readonly state: AthleteStateLike | undefined;
  private readonly env: Record<string, unknown>;
  private fire: FireRestAlert | undefined;

  /** workerd passes the state and the Worker's env; a test may pass the send it wants instead of the env's. */
  constructor(state?: AthleteStateLike, env: Record<string, unknown> = {}, fire?: FireRestAlert) {
    this.state = state;
    this.env = env;
    this.fire = fire;
  }

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
    })
    .post(REST_ALERT_PATH, async (c) => {
      const { dueAt } = await c.req.json<{ dueAt: number }>();
      const storage = this.storage();
      await storage.put('athlete', c.req.header(ATHLETE_HEADER));
      // One alarm per object: setting it replaces the one before, as the row replaced the old alert.
      await storage.setAlarm(dueAt);
      return c.body(null, 204);
    })
    .delete(REST_ALERT_PATH, async (c) => {
      await this.storage().deleteAlarm();
      return c.body(null, 204);
    });

  private storage(): AthleteStateLike['storage'] {
    if (!this.state)
      throw new Error('AthleteChanges has no state: a rest alert needs the Durable Object storage');
    return this.state.storage;
  }

  /** The rest alert's instant: claims the row and sends it (a throw makes workerd try the alarm again). */
  async alarm(): Promise<void> {
    const athlete = await this.storage().get<string>('athlete');
    this.fire ??= restAlertFireFromEnv(this.env);
    if (athlete && this.fire) await this.fire(athlete);
  }

  fetch(request: Request): Response | Promise<Response> {
    return this.app.fetch(request);
  }
}
