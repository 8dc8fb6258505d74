import { DATA_CHANGE_EVENT, SERVER_MESSAGES } from '@liftwise/domain';
import type { Handler } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../types.ts';
import type { ChangeHub } from './hub.ts';

/** A comment line this often keeps proxies and the browser from taking a quiet stream for a dead one. */
export const HEARTBEAT_MS = 25_000;
/** A stream lives at most this long (then the browser reconnects, and its session is checked again). */
export const MAX_STREAM_MS = 24 * 60 * 60 * 1000;
/** How long the browser waits before reconnecting a stream that ended (SSE's `retry`). */
export const RECONNECT_MS = 3_000;

/**
 * GET /events on Node: the signed-in athlete's changes as Server-Sent Events, `change` events whose
 * data is `{"kinds":[…]}`. 401 without a session: no stream for signed-out visitors. The stream ends when its
 * session does: signed out (the hub's `endSessions`), or at its expiry, whichever comes first.
 */
export function createEventStream(deps: { hub: ChangeHub; now: () => Date }): Handler<AppEnv> {
  return (c) => {
    const user = c.get('user');
    const session = c.get('session');
    if (!user || !session) return c.json({ message: SERVER_MESSAGES.notAuthenticated }, 401);
    const lifetime = Math.min(Date.parse(session.expiresAt) - deps.now().getTime(), MAX_STREAM_MS);
    // Proxies (nginx) must pass each event on as it comes rather than buffer the response.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let end = () => {};
      const ended = new Promise<void>((resolve) => {
        end = resolve;
      });
      // A write to a reader that went away rejects; the stream's abort ends it then.
      const write = (text: Promise<unknown>) => void text.catch(end);
      const unsubscribe = deps.hub.subscribe(user.id, {
        sessionId: session.id,
        send: (change) => write(stream.writeSSE({ event: DATA_CHANGE_EVENT, data: JSON.stringify(change) })),
        close: end,
      });
      stream.onAbort(end);
      const heartbeat = setInterval(() => write(stream.write(':\n\n')), HEARTBEAT_MS);
      const expiry = setTimeout(end, Math.max(0, lifetime));
      // The first bytes: the browser's `open` fires, and a dropped stream is retried after RECONNECT_MS.
      write(stream.writeSSE({ event: 'ready', data: '', retry: RECONNECT_MS }));
      await ended;
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(expiry);
    });
  };
}
