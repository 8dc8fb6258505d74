import { LIMITS } from '../constants/limits.ts';
import { isCalendarDate } from '../dates/calendar-date.ts';
import { isInstantInBounds } from '../dates/date-bounds.ts';
import { hasLoneSurrogate, normaliseSingleLine } from '../schemas/normalise.ts';
import type { AuthUserRecord } from './schema.ts';

/**
 * The session's user as `authUserSchema` reads it, without zod: the browser checks `GET /auth/session` before any
 * page paints, and zod (≈22 KB gzip) would otherwise be in every page's first load. Same rules, same
 * result (session-user.test.ts compares the two on generated values): an id, one-line texts normalised, trimmed and
 * bounded, ISO-8601 UTC instants; anything else is no user (undefined). Unknown keys are dropped, as zod does.
 */
export function readAuthUser(value: unknown): AuthUserRecord | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const user = value as Record<string, unknown>;
  const uid = user.uid;
  if (typeof uid !== 'string' || uid.length < 1 || uid.length > LIMITS.id) return undefined;
  const email = oneLineText(user.email, LIMITS.email);
  const displayName = user.displayName === null ? null : oneLineText(user.displayName, LIMITS.name);
  const photoURL = user.photoURL === null ? null : oneLineText(user.photoURL, LIMITS.url);
  const { emailVerified, createdAt, lastSignInAt } = user;
  if (email === undefined || displayName === undefined || photoURL === undefined) return undefined;
  if (typeof emailVerified !== 'boolean' || !isInstant(createdAt) || !isInstant(lastSignInAt))
    return undefined;
  return { uid, email, displayName, photoURL, emailVerified, createdAt, lastSignInAt };
}

/** `text(max)` of ../schemas/text.ts: no lone surrogate, then normalised to one line, trimmed, at most `max`. */
function oneLineText(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string' || hasLoneSurrogate(value)) return undefined;
  const normalised = normaliseSingleLine(value).trim();
  return normalised.length <= max ? normalised : undefined;
}

/**
 * `instantSchema`: a real calendar day, `T`, hours, minutes and seconds (a fraction optional), `Z`, within the years
 * the app keeps.
 */
const INSTANT = /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?Z$/;

function isInstant(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const day = INSTANT.exec(value)?.[1];
  return day !== undefined && isCalendarDate(day) && isInstantInBounds(value);
}
