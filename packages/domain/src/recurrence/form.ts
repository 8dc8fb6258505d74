import { type CalendarDate, isCalendarDate } from '../dates/calendar-date.ts';
import { firstOccurrenceFrom, horizonOf, weekdayCodeOf } from './expand.ts';
import { RECURRENCE_MAX_COUNT, RECURRENCE_MAX_INTERVAL } from './limits.ts';
import type { RepeatEnd, RepeatKind, WeekdayCode } from './options.ts';
import { formatRecurrenceRule, parseRecurrenceRule, type RecurrenceRule } from './rule.ts';
import { RECURRENCE_FORM_MESSAGES, RECURRENCE_MESSAGES } from './text.ts';

/** The workout form's Repeat section: what the athlete chooses, before it is a rule. */
export interface RepeatForm {
  kind: RepeatKind;
  /** Every N days or weeks ('days', 'weeks'). */
  interval: number;
  /** Weekly on these days ('weekdays', 'weeks'). */
  weekdays: WeekdayCode[];
  ends: RepeatEnd;
  until?: CalendarDate | undefined;
  count?: number | undefined;
}

export type RepeatFormField = 'interval' | 'weekdays' | 'until' | 'count';

/** The Repeat section of a workout dated `start` with no rule: 'Does not repeat', its weekday ready if chosen. */
export function emptyRepeatForm(start: CalendarDate): RepeatForm {
  return { kind: 'none', interval: 1, weekdays: [weekdayCodeOf(start)], ends: 'never' };
}

/**
 * The weekdays once the workout's date moves from `previous` to `next`: while they are still the one the form
 * ticked for the old date, the tick follows the date (a Monday workout repeats on Mondays); days the athlete ticked
 * or unticked themselves, or a stored rule's days, stay as they are.
 */
export function weekdaysAfterDateChange(
  weekdays: readonly WeekdayCode[],
  previous: string,
  next: string,
  chosenByAthlete: boolean,
): WeekdayCode[] {
  const followsDate =
    !chosenByAthlete &&
    isCalendarDate(previous) &&
    isCalendarDate(next) &&
    weekdays.length === 1 &&
    weekdays[0] === weekdayCodeOf(previous);
  return followsDate ? [weekdayCodeOf(next)] : [...weekdays];
}

/** The Repeat section showing a stored rule (none, or one the form cannot say, reads as 'Does not repeat'). */
export function repeatFormFromRule(rule: string | undefined, start: CalendarDate): RepeatForm {
  const parsed = rule === undefined ? null : parseRecurrenceRule(rule);
  if (!parsed?.ok) return emptyRepeatForm(start);
  const { frequency, interval, weekdays, count, until } = parsed.rule;
  const kind: RepeatKind = frequency === 'DAILY' ? 'days' : interval === 1 ? 'weekdays' : 'weeks';
  return {
    kind,
    interval,
    weekdays: weekdays.length > 0 ? weekdays : [weekdayCodeOf(start)],
    ends: count !== undefined ? 'after' : until !== undefined ? 'on' : 'never',
    ...(until !== undefined && { until }),
    ...(count !== undefined && { count }),
  };
}

/**
 * What is wrong with each control of the section, for a workout dated `start` (empty when nothing is). The same
 * rules the server applies to the rule it is given (`recurrenceProblem`), one message per control.
 */
export function repeatFormProblems(
  form: RepeatForm,
  start: CalendarDate,
): Partial<Record<RepeatFormField, string>> {
  if (form.kind === 'none') return {};
  const problems: Partial<Record<RepeatFormField, string>> = {};
  if (
    form.kind !== 'weekdays' &&
    !(Number.isInteger(form.interval) && form.interval >= 1 && form.interval <= RECURRENCE_MAX_INTERVAL)
  )
    problems.interval = RECURRENCE_MESSAGES.interval;
  if (form.kind !== 'days' && form.weekdays.length === 0)
    problems.weekdays = RECURRENCE_FORM_MESSAGES.noWeekdays;
  if (form.ends === 'on') {
    if (form.until === undefined || form.until === '') problems.until = RECURRENCE_FORM_MESSAGES.untilMissing;
    else if (form.until < start) problems.until = RECURRENCE_MESSAGES.untilBeforeStart;
    else if (form.until > horizonOf(start)) problems.until = RECURRENCE_MESSAGES.untilTooFar;
  }
  if (
    form.ends === 'after' &&
    !(
      form.count !== undefined &&
      Number.isInteger(form.count) &&
      form.count >= 1 &&
      form.count <= RECURRENCE_MAX_COUNT
    )
  )
    problems.count = RECURRENCE_MESSAGES.count;
  if (Object.keys(problems).length === 0 && firstOccurrenceFrom(start, repeatFormRule(form) ?? '') === null)
    problems.until = RECURRENCE_MESSAGES.noOccurrence;
  return problems;
}

/** The RRULE value the section says, or undefined for 'Does not repeat'. Check `repeatFormProblems` first. */
export function repeatFormRule(form: RepeatForm): string | undefined {
  if (form.kind === 'none') return undefined;
  const rule: RecurrenceRule = {
    frequency: form.kind === 'days' ? 'DAILY' : 'WEEKLY',
    interval: form.kind === 'weekdays' ? 1 : form.interval,
    weekdays: form.kind === 'days' ? [] : form.weekdays,
    ...(form.ends === 'on' && form.until !== undefined && { until: form.until }),
    ...(form.ends === 'after' && form.count !== undefined && { count: form.count }),
  };
  return formatRecurrenceRule(rule);
}

/**
 * A rule's problem for a workout dated `start`, or null: the rule's own (`parseRecurrenceRule`), an end before the
 * start or more than two years on, or no day at all on or after the start. What saveWorkout and updateWorkout run.
 */
export function recurrenceProblem(start: CalendarDate, rule: string): string | null {
  const parsed = parseRecurrenceRule(rule);
  if (!parsed.ok) return parsed.message;
  const { until } = parsed.rule;
  if (until !== undefined && until < start) return RECURRENCE_MESSAGES.untilBeforeStart;
  if (until !== undefined && until > horizonOf(start)) return RECURRENCE_MESSAGES.untilTooFar;
  return firstOccurrenceFrom(start, rule) === null ? RECURRENCE_MESSAGES.noOccurrence : null;
}
