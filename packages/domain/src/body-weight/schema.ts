import * as z from 'zod/mini';
import { daysBetween } from '../dates/calendar-date.ts';
import { calendarDate, calendarDateSchema, idSchema, instantSchema } from '../schemas/common.ts';
import { multilineText } from '../schemas/free-text.ts';
import { WEIGHT_UNITS } from '../units/weight.ts';
import { BODY_WEIGHT_BOUNDS, BODY_WEIGHT_MAX_SPAN_DAYS, BODY_WEIGHT_NOTE_MAX } from './limits.ts';
import { BODY_WEIGHT_MESSAGES } from './text.ts';

const unitSchema = z.enum(WEIGHT_UNITS);

/** Within the unit's bounds, said in that unit ('between 20 and 400 kg'). */
function inBounds(entry: { weight: number; unit: 'kg' | 'lb' }): boolean {
  const { min, max } = BODY_WEIGHT_BOUNDS[entry.unit];
  return entry.weight >= min && entry.weight <= max;
}

const weightFields = {
  date: calendarDate(BODY_WEIGHT_MESSAGES.invalidDate),
  /** As entered, in `unit`: switching the profile's unit only changes how it is shown (units/weight.ts). */
  weight: z.number({ error: BODY_WEIGHT_MESSAGES.weightRequired }),
  unit: unitSchema,
  note: z.optional(multilineText(BODY_WEIGHT_NOTE_MAX)),
};

const boundedWeight = z.refine<{ weight: number; unit: 'kg' | 'lb' }>(inBounds, {
  error: (issue) =>
    (issue.input as { unit?: string }).unit === 'lb'
      ? BODY_WEIGHT_MESSAGES.weightRangeLb
      : BODY_WEIGHT_MESSAGES.weightRangeKg,
  path: ['weight'],
});

/** saveBodyWeight's entry: one day's weight, replacing any entry of that day. An empty note is absent. */
export const bodyWeightInputSchema = z.object(weightFields).check(boundedWeight);
export type BodyWeightInput = z.input<typeof bodyWeightInputSchema>;

/** One stored entry, as read back from the database. */
export const bodyWeightEntrySchema = z
  .object({ id: idSchema, ...weightFields, date: calendarDateSchema, updatedAt: instantSchema })
  .check(boundedWeight);
export type BodyWeightEntry = z.infer<typeof bodyWeightEntrySchema>;

/** An entry as the export document holds it: the stored entry with the instant it was first logged. */
export const exportBodyWeightSchema = z
  .object({
    id: idSchema,
    ...weightFields,
    date: calendarDateSchema,
    createdAt: instantSchema,
    updatedAt: instantSchema,
  })
  .check(boundedWeight);

/** getBodyWeights' range: both days included, the end on or after the start, at most a year and a week. */
export const bodyWeightRangeSchema = z.object({ from: calendarDateSchema, to: calendarDateSchema }).check(
  z.refine((range) => range.from <= range.to, { error: BODY_WEIGHT_MESSAGES.rangeOrder, path: ['to'] }),
  z.refine((range) => daysBetween(range.from, range.to) < BODY_WEIGHT_MAX_SPAN_DAYS, {
    error: BODY_WEIGHT_MESSAGES.rangeTooLong,
    path: ['to'],
  }),
);
export type BodyWeightRange = z.infer<typeof bodyWeightRangeSchema>;
