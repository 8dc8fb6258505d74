/** RFC 5545 weekday codes, Monday first (the week starts Monday, spec §4). */
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** The Repeat section's choices: none, weekly on chosen days, every N days, every N weeks. */
export const REPEAT_KINDS = ['none', 'weekdays', 'days', 'weeks'] as const;
export type RepeatKind = (typeof REPEAT_KINDS)[number];

/** How a series ends: never (capped at two years), on a date, or after N times. */
export const REPEAT_ENDS = ['never', 'on', 'after'] as const;
export type RepeatEnd = (typeof REPEAT_ENDS)[number];

/** What an edit or a delete of one occurrence applies to. */
export const SERIES_SCOPES = ['this', 'following', 'all'] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];
