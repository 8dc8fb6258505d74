import { keptAtMost } from '../errors/kept-at-most.ts';
import {
  RECURRENCE_HORIZON_DAYS,
  RECURRENCE_MAX_COUNT,
  RECURRENCE_MAX_INTERVAL,
  RECURRENCE_MAX_SERIES,
} from './limits.ts';
import type { RepeatEnd, RepeatKind, SeriesScope, WeekdayCode } from './options.ts';

const HORIZON_YEARS = Math.round(RECURRENCE_HORIZON_DAYS / 365);

/** Why a repeat rule is refused: the server's replies and the form's messages. */
export const RECURRENCE_MESSAGES = {
  invalidRule: 'Repeat rule is not valid',
  unsupportedFrequency: 'Repeat must be daily or weekly',
  weekdaysOnlyWeekly: 'Repeat days apply to weekly repeats only',
  interval: `Repeat every 1 to ${RECURRENCE_MAX_INTERVAL} days or weeks`,
  count: `Repeat 1 to ${RECURRENCE_MAX_COUNT} times`,
  countAndUntil: 'Repeat ends either on a date or after a number of times, not both',
  untilBeforeStart: 'Repeat end date must be on or after the workout date',
  untilTooFar: `Repeat end date must be within ${HORIZON_YEARS} years of the workout date`,
  noOccurrence: 'Repeat has no day on or after the workout date',
  occurrenceNotFound: 'This day is not part of the repeating workout',
  tooManySeries: keptAtMost(RECURRENCE_MAX_SERIES, 'repeating workouts'),
} as const;

/** What the form alone says (the server reads a rule, never a half-filled form): kept out of the Worker's bundle. */
export const RECURRENCE_FORM_MESSAGES = {
  noWeekdays: 'Choose at least one day to repeat on',
  untilMissing: 'Choose the date the repeat ends on',
} as const;

const WEEKDAY_SHORT: Record<WeekdayCode, string> = {
  MO: 'Mon',
  TU: 'Tue',
  WE: 'Wed',
  TH: 'Thu',
  FR: 'Fri',
  SA: 'Sat',
  SU: 'Sun',
};

const WEEKDAY_LONG: Record<WeekdayCode, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

const REPEAT_KIND_LABELS: Record<RepeatKind, string> = {
  none: 'Does not repeat',
  weekdays: 'Weekly on days',
  days: 'Every N days',
  weeks: 'Every N weeks',
};

const REPEAT_END_LABELS: Record<RepeatEnd, string> = {
  never: `Never (stops after ${HORIZON_YEARS} years)`,
  on: 'On date',
  after: 'After a number of times',
};

const SCOPE_LABELS: Record<SeriesScope, string> = {
  this: 'This workout',
  following: 'This and following',
  all: 'All',
};

/** 'every 2 weeks', 'every day' */
function every(interval: number, unit: 'day' | 'week'): string {
  return interval === 1 ? `every ${unit}` : `every ${interval} ${unit}s`;
}

/** A repeating workout's rule in words, for cards and the form: 'Repeats weekly on Mon, Wed, Fri, 24 times'. */
export function repeatSummary(rule: {
  frequency: 'DAILY' | 'WEEKLY';
  interval: number;
  weekdays: readonly WeekdayCode[];
  count?: number | undefined;
  until?: string | undefined;
}): string {
  const days = rule.weekdays.map((day) => WEEKDAY_SHORT[day]).join(', ');
  const cadence =
    rule.frequency === 'DAILY'
      ? every(rule.interval, 'day')
      : `${rule.interval === 1 ? 'weekly' : every(rule.interval, 'week')}${days ? ` on ${days}` : ''}`;
  const end =
    rule.count !== undefined
      ? `, ${rule.count === 1 ? 'once' : `${rule.count} times`}`
      : rule.until !== undefined
        ? `, until ${rule.until}`
        : '';
  return `Repeats ${cadence}${end}`;
}

/** The Repeat section of the workout form and the scope dialog. */
// A pure call: a bundle that reads none of these (the Worker) drops them (docs/adding-a-feature.md).
export const RECURRENCE_SCREEN_TEXT = /* @__PURE__ */ (() =>
  ({
    repeat: {
      title: 'Repeat',
      kind: 'Repeats',
      kindLabels: REPEAT_KIND_LABELS,
      interval: 'Every',
      intervalUnit: (kind: RepeatKind) => (kind === 'days' ? 'days' : 'weeks'),
      weekdays: 'On days',
      weekdayShort: WEEKDAY_SHORT,
      weekdayLong: WEEKDAY_LONG,
      ends: 'Ends',
      endLabels: REPEAT_END_LABELS,
      until: 'End date',
      count: 'Times',
      summary: repeatSummary,
    },
    scope: {
      editTitle: 'Edit repeating workout',
      editDescription: 'Change only this workout, this and the following ones, or all of them?',
      moveTitle: 'Move repeating workout',
      moveDescription: 'Move only this workout, or this and the following ones?',
      deleteTitle: 'Delete repeating workout',
      deleteDescription: 'Delete only this workout, this and the following ones, or all of them?',
      labels: SCOPE_LABELS,
      cancel: 'Cancel',
    },
  }) as const)();
