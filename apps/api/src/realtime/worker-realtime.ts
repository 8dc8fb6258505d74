import type { Context } from 'hono';
import type { AppEnv } from '../types.ts';
import { ATHLETE_HEADER, SESSION_EXPIRES_HEADER, SESSION_HEADER } from './athlete-changes.ts';
import type { Realtime } from './realtime.ts';

/** Enough of a Durable Object namespace binding (wrangler.jsonc's ATHLETE_CHANGES) for the calls made here. */
export interface DurableObjectNamespaceLike {
  idFromName(name: string): unknown;
  get(id: unknown): { fetch(request: Request): Promise<Response> };
}

export function isDurableObjectNamespace(value: unknown): value is DurableObjectNamespaceLike {
  return typeof (value as DurableObjectNamespaceLike | undefined)?.idFromName === 'function';
}

/**
 * The real-time stream on Workers: isolates share no memory, so each athlete's streams live in
 * their own Durable Object (`AthleteChanges`). The Worker checks the session, then forwards /events to it; a write
 * tells it after the answer is sent (`waitUntil`: the athlete never waits for their other devices).
 */
export function createWorkerRealtime(namespace: DurableObjectNamespaceLike): Realtime {
  const athlete = (userId: string) => namespace.get(namespace.idFromName(userId));
  const tell = (c: Context<AppEnv>, userId: string, path: string, body: unknown) =>
    c.executionCtx.waitUntil(
      athlete(userId)
        .fetch(
          new Request(`https://athlete${path}`, {
            method: 'POST',
            headers: { [ATHLETE_HEADER]: userId },
            body: JSON.stringify(body),
          }),
        )
        .then(
          (response) => response.body?.cancel(),
          (error: unknown) => console.error(`real-time ${path} failed`, error),
        ),
    );
  return {
    stream: async (c) => {
      // app.ts answered a signed-out request 401 already.
      const user = c.get('user');
      const session = c.get('session');
      if (!user || !session) throw new Error('/events reached the stream without a session');
      const stream = await athlete(user.id).fetch(
        new Request('https://athlete/events', {
          headers: {
            [ATHLETE_HEADER]: user.id,
            [SESSION_HEADER]: session.id,
            [SESSION_EXPIRES_HEADER]: session.expiresAt,
          },
        }),
      );
      // A copy: a stub's response headers are immutable, and the app's middleware adds its own.
      return new Response(stream.body, stream);
    },
    publish: (userId, change, c) => tell(c, userId, '/publish', change),
    sessionsEnded: (ended, c) => tell(c, ended.userId, '/end', ended),
  };
}
