import type { Queries } from '@liftwise/db';
import { CALENDAR_FEED_MESSAGES, FEED_REFRESH_MINUTES, feedTokenFromPath } from '@liftwise/domain';
import { calendarFeedDocument } from '@liftwise/trpc';
import { Hono } from 'hono/tiny';
import type { AppEnv } from '../types.ts';

/**
 * A calendar app may keep its copy this long before asking again; it then sends If-None-Match and gets 304 while
 * nothing changed. `private`: the URL is a secret, no shared cache should keep what it opens.
 */
export const FEED_CACHE_CONTROL = `private, max-age=${(FEED_REFRESH_MINUTES / 4) * 60}`;

function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === tag || candidate === '*');
}

/**
 * GET /calendar/:token.ics, the athlete's private iCalendar feed. No session: calendar apps fetch it
 * from their own servers, so the token in the path is the only key, and a revoked, regenerated or unknown one
 * answers 404 (the same answer, so a guess learns nothing). Mounted after the rate limit in app.ts.
 */
export function createCalendarFeedRoutes(deps: { queries: Queries; publicUrl: string; now: () => Date }) {
  const routes = new Hono<AppEnv>();
  routes.get('/:file', async (c) => {
    // The exact path only: a trailing slash or `.ICS` is 404, as the rate limit (keyed by the token) expects.
    const token = feedTokenFromPath(c.req.path);
    const document =
      token === null
        ? null
        : await calendarFeedDocument({
            queries: deps.queries,
            token,
            appUrl: deps.publicUrl,
            now: deps.now(),
          });
    c.header('Cache-Control', FEED_CACHE_CONTROL);
    if (document === null) {
      c.header('Cache-Control', 'no-store');
      return c.text(CALENDAR_FEED_MESSAGES.feedNotFound, 404);
    }
    c.header('ETag', document.tag);
    if (matches(c.req.header('If-None-Match'), document.tag)) return c.body(null, 304);
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    c.header('Content-Disposition', 'inline; filename="liftwise.ics"');
    return c.body(document.body, 200);
  });
  return routes;
}
