/**
 * The dates the app stores: years 1900 to 2200, far beyond any training history or plan, and narrow
 * enough that every day and instant is a plain four-digit ISO string, which sorts, exports and imports as written.
 */
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2200;
export const EARLIEST_DATE = `${EARLIEST_YEAR}-01-01`;
export const LATEST_DATE = `${LATEST_YEAR}-12-31`;

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Instants keep a day inside the date bounds on each side, so an instant's day in any time zone (offsets reach
 * ±14 hours) is itself a date the app accepts: a session's day, and the planned workout an import makes of it.
 */
export const EARLIEST_INSTANT_MS = Date.UTC(EARLIEST_YEAR, 0, 1) + DAY_MS;
export const LATEST_INSTANT_MS = Date.UTC(LATEST_YEAR, 11, 31) - 1;

/** A `YYYY-MM-DD` day within the bounds (the caller has checked it is a real day). */
export function isDateInBounds(date: string): boolean {
  return date >= EARLIEST_DATE && date <= LATEST_DATE;
}

/** An ISO instant within the bounds (the caller has checked it is one). */
export function isInstantInBounds(instant: string): boolean {
  const ms = Date.parse(instant);
  return ms >= EARLIEST_INSTANT_MS && ms <= LATEST_INSTANT_MS;
}
