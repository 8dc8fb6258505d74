import { addDays } from '../dates/calendar-date.ts';
import type { WeightUnit } from '../units/weight.ts';
import type { BodyWeightInput, BodyWeightRange } from './schema.ts';

/** The log form's controls as typed: the weight is text until it is read. */
export interface BodyWeightFormValues {
  date: string;
  weight: string;
  note: string;
}

/** What the form sends: the weight read as a number in the athlete's unit (blank is missing), a blank note absent. */
export function bodyWeightFormInput(values: BodyWeightFormValues, unit: WeightUnit): BodyWeightInput {
  const typed = values.weight.trim().replace(',', '.');
  const weight = typed === '' ? Number.NaN : Number(typed);
  return {
    date: values.date,
    // A blank or unreadable weight is sent as missing, so the schema says 'Enter your weight'.
    weight: Number.isFinite(weight) ? weight : (undefined as unknown as number),
    unit,
    ...(values.note.trim() === '' ? {} : { note: values.note }),
  };
}

/** The days a period's trend reads: its own days and the week before, so its first days have their average. */
export function bodyWeightReadRange(today: string, days: number): BodyWeightRange {
  return { from: addDays(today, 1 - days - 6), to: today };
}
