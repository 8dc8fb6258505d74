import type { Queries } from '@liftwise/db';
import { exportJsonChunks, SERVER_MESSAGES, setsCsvChunks } from '@liftwise/domain';
import type { Context } from 'hono';
import { Hono } from 'hono/tiny'; // as app.ts
import type { RateLimiter } from '../rate-limit/rules.ts';
import type { AppEnv } from '../types.ts';

export interface DataTransferRouteDeps {
  queries: Queries;
  limiter: RateLimiter;
  now: () => Date;
}

/** The download's name: the app and the day, so several exports sort by date in a folder. */
function fileName(now: Date, extension: string): string {
  return `liftwise-${now.toISOString().slice(0, 10)}.${extension}`;
}

/**
 * GET /export (the athlete's whole data as one JSON document, docs/data-format.md) and GET /export/sets.csv (their
 * completed sets, one row per set). Both are downloads of the signed-in athlete's own data, streamed: the database
 * is read a page of rows at a time and each page written before the next is read, so a ten-year history never sits
 * in memory. Mounted behind the same-origin guard, the session middleware and the /trpc rate limit
 * (app.ts); each download also counts against the athlete's data-transfer limit, as an import does.
 */
export function createDataTransferRoutes(deps: DataTransferRouteDeps) {
  const routes = new Hono<AppEnv>();

  /** The athlete, or the reply that refuses the request (signed out, over the limit). */
  async function athlete(c: Context<AppEnv>) {
    c.header('Cache-Control', 'no-store');
    const user = c.get('user');
    if (!user) return { refusal: c.json({ message: SERVER_MESSAGES.notAuthenticated }, 401) };
    const decision = await deps.limiter.hit('dataTransfer', user.id);
    if (!decision.ok) {
      c.header('Retry-After', String(decision.retryAfterS));
      return { refusal: c.json({ message: SERVER_MESSAGES.rateLimited }, 429) };
    }
    return { user };
  }

  /**
   * Streams the chunks as a download, each read only when the connection wants more. A failure part-way errors
   * the body, which aborts the connection (no clean end of a chunked reply), so the browser reports the download as
   * failed instead of saving half a document as if it were whole.
   */
  function download(c: Context<AppEnv>, type: string, name: string, chunks: AsyncIterable<string>) {
    const iterator = chunks[Symbol.asyncIterator]();
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          try {
            const next = await iterator.next();
            if (next.done) controller.close();
            else controller.enqueue(encoder.encode(next.value));
          } catch (error) {
            console.error('export failed part-way', error);
            controller.error(error);
          }
        },
        async cancel() {
          await iterator.return?.();
        },
      },
      { highWaterMark: 0 },
    );
    return c.body(body, 200, {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="${name}"`,
    });
  }

  routes.get('/', async (c) => {
    const { user, refusal } = await athlete(c);
    if (!user) return refusal;
    const now = deps.now();
    const data = deps.queries.dataTransfer;
    // The profile is read before the first byte, so a database that is down answers 503 (app.ts), not half a file.
    const profile = await data.profile(user.id);
    return download(
      c,
      'application/json; charset=utf-8',
      fileName(now, 'json'),
      exportJsonChunks(now, profile, data.pages(user.id)),
    );
  });

  routes.get('/sets.csv', async (c) => {
    const { user, refusal } = await athlete(c);
    if (!user) return refusal;
    return download(
      c,
      'text/csv; charset=utf-8',
      fileName(deps.now(), 'csv'),
      setsCsvChunks(deps.queries.dataTransfer.pages(user.id).completedWorkouts),
    );
  });

  return routes;
}
