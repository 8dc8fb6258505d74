import { MAX_BODY_WEIGHTS } from '../body-weight/limits.ts';
import { MAX_EQUIPMENT_LOCATIONS, MAX_USER_EQUIPMENT } from '../equipment/limits.ts';
import { MAX_GOALS } from '../goals/limits.ts';
import { MAX_STRENGTH_PLANS } from '../strength-plans/limits.ts';
import { MAX_COMPLETED_WORKOUTS, MAX_WORKOUTS } from '../workouts/limits.ts';

/** The bounds of an import: big enough for ten years of history, small enough to hold in one request. */

/** The largest file an import reads: ten years of four sessions a week from Strong is about 6 MB. */
export const IMPORT_MAX_BYTES = 25 * 1024 * 1024;
/**
 * Imports one server process reads at once: each may hold its 25 MB document (and what parsing it makes of it) in
 * memory, so parallel requests are refused before their bodies are read, not after (one per athlete at a time).
 */
export const IMPORTS_IN_FLIGHT_PER_PROCESS = 2;
/** Rows of a CSV file (one per set): 50,000 is ten years of four sessions a week; four times that is the cap. */
export const IMPORT_MAX_ROWS = 200_000;

/**
 * How many of each kind one export document may hold: what one athlete may keep of it (far beyond real use, so a
 * document stays bounded and every export can be imported again).
 */
export const EXPORT_MAX = {
  locations: MAX_EQUIPMENT_LOCATIONS,
  equipment: MAX_USER_EQUIPMENT,
  workouts: MAX_WORKOUTS,
  completedWorkouts: MAX_COMPLETED_WORKOUTS,
  goals: MAX_GOALS,
  strengthPlans: MAX_STRENGTH_PLANS,
  bodyWeights: MAX_BODY_WEIGHTS,
} as const;

/**
 * The largest one row of a document may be, as JSON: a save's request is at most 1 MB (apps/api MAX_BODY_BYTES), so
 * every stored row fits with room for the fields an export adds. Reading and checking one row is the longest the
 * import holds the server without a pause, so this bounds that too.
 */
export const IMPORT_MAX_ROW_BYTES = 1024 * 1024 + 64 * 1024;
/** Characters of a document's list parsed at once between pauses (well under a millisecond of JSON.parse). */
export const IMPORT_PARSE_BATCH_CHARS = 64 * 1024;
/** Rows checked, planned or counted between pauses. */
export const IMPORT_ROWS_PER_STEP = 10;

/** Unknown exercise names a preview lists (the rest are counted). */
export const PREVIEW_MAX_UNKNOWN_NAMES = 50;

/** Values changed or left out that a preview lists (the rest are counted). */
export const PREVIEW_MAX_WARNINGS = 50;

/** The years a date in another app's file may fall in: outside them a date is a typo or a broken clock. */
export const IMPORT_YEARS = { first: 1900, last: 2200 } as const;

/** Rows the export reads from the database at once: a long history never sits in memory whole. */
export const EXPORT_PAGE_ROWS = 200;
