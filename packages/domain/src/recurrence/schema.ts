import * as z from 'zod/mini';
import { calendarDateSchema, list } from '../schemas/common.ts';
import { RECURRENCE_MAX_EXCEPTIONS, RECURRENCE_RULE_MAX_LENGTH } from './limits.ts';
import { SERIES_SCOPES } from './options.ts';
import { recurrenceRuleProblem } from './rule.ts';
import { RECURRENCE_MESSAGES } from './text.ts';

/**
 * A repeat rule as sent and stored: a bounded RRULE value the app can repeat by (`parseRecurrenceRule`). A rule with
 * RFC 5545's property name in front (`RRULE:FREQ=DAILY`, as rrule.js and .ics files write it) is stored without it:
 * one form kept, so the calendar feed, which writes the name itself, never writes it twice.
 */
export const recurrenceRuleSchema = z.string().check(
  z.overwrite((rule) => rule.replace(/^RRULE:/, '')),
  z.maxLength(RECURRENCE_RULE_MAX_LENGTH, { error: RECURRENCE_MESSAGES.invalidRule }),
  // An RRULE value is upper-case names, digits and separators: structured text, never free text.
  z.regex(/^[A-Z0-9=;,]+$/, { error: RECURRENCE_MESSAGES.invalidRule }),
  z.superRefine((rule, context) => {
    const problem = recurrenceRuleProblem(rule);
    if (problem) context.issues.push({ code: 'custom', message: problem, input: rule });
  }),
);

/** The dates taken out of a series, as stored. */
export const recurrenceExceptionsSchema = list(calendarDateSchema, RECURRENCE_MAX_EXCEPTIONS);

export const seriesScopeSchema = z.enum(SERIES_SCOPES);

/**
 * One occurrence of a repeating workout and what a change to it applies to: updateWorkout and deleteWorkout of a
 * series take it (without it a change applies to the whole series).
 */
export const occurrenceScopeSchema = z.object({ date: calendarDateSchema, scope: seriesScopeSchema });
export type OccurrenceScope = z.infer<typeof occurrenceScopeSchema>;
