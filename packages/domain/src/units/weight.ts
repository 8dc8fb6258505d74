/**
 * Kilograms and pounds. A weight is kept as the athlete entered it — the number and its unit — so that
 * switching the preferred unit only changes how it is shown, never what is stored: 120 kg stays 120 kg however
 * often the athlete switches to pounds and back. Sums and comparisons across units go through kilograms.
 */
export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** The international pound, exactly (1959 agreement). */
export const KILOGRAMS_PER_POUND = 0.45359237;

/** The smallest step plates make on a bar in each unit: a pair of 1.25 kg or of 2.5 lb plates. */
export const PLATE_STEP: Readonly<Record<WeightUnit, number>> = { kg: 2.5, lb: 5 };

export interface Weight {
  value: number;
  unit: WeightUnit;
}

/** A weight in kilograms, the unit sums, records and comparisons use. */
export function kilograms(weight: Weight): number {
  return weight.unit === 'kg' ? weight.value : weight.value * KILOGRAMS_PER_POUND;
}

/** The same weight in `unit`, unrounded; a weight already in `unit` comes back as it is. */
export function convertWeight(weight: Weight, unit: WeightUnit): Weight {
  if (weight.unit === unit) return weight;
  const value =
    weight.unit === 'kg' ? weight.value / KILOGRAMS_PER_POUND : weight.value * KILOGRAMS_PER_POUND;
  return { value, unit };
}

/**
 * A weight as shown in `unit`: the entered number itself when it was entered in that unit, else converted and
 * rounded to a tenth (100 kg reads 220.5 lb), or to `step` when given (a working weight rounded to plates).
 */
export function weightIn(weight: Weight, unit: WeightUnit, step?: number): number {
  if (weight.unit === unit && step === undefined) return weight.value;
  const { value } = convertWeight(weight, unit);
  const rounded = step === undefined ? Math.round(value * 10) / 10 : Math.round(value / step) * step;
  // Binary fractions: 0.1 + 0.2 is not 0.3; a shown weight has at most three decimals.
  return Math.round(rounded * 1000) / 1000;
}

/** How a unit reads after a number: the spec writes pounds as 'lbs' (§4 'Total volume (lbs)'). */
export const WEIGHT_UNIT_LABELS: Readonly<Record<WeightUnit, string>> = { kg: 'kg', lb: 'lbs' };

/** A number of `unit` as shown: '120 kg', '265 lbs', '22.5 kg', '1,250 lbs'; at most a tenth. */
export function formatWeightNumber(value: number, unit: WeightUnit): string {
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${WEIGHT_UNIT_LABELS[unit]}`;
}

/** A weight as shown in `unit` (weightIn's rules): '120 kg', '265 lbs'. */
export function formatWeight(weight: Weight, unit: WeightUnit = weight.unit): string {
  return formatWeightNumber(weightIn(weight, unit), unit);
}

/**
 * The unit an athlete most likely trains in, from the browser's locale: pounds in the United States (and the few
 * places that weigh as it does: Liberia, Myanmar), kilograms everywhere else. The profile can change it.
 */
export function defaultWeightUnit(locale: string): WeightUnit {
  const region = regionOf(locale);
  return region === 'US' || region === 'LR' || region === 'MM' ? 'lb' : 'kg';
}

function regionOf(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).maximize().region;
  } catch {
    return undefined;
  }
}

const UNIT_WORD = '(kg|kgs|kilos?|kilograms?|lb|lbs|pounds?)';
const WEIGHT_TEXT = new RegExp(`^(\\d+(?:\\.\\d+)?)\\s*${UNIT_WORD}?$`);

/**
 * A weight as typed ('120', '120 kg', '265lbs', '22.5 kilos'); a bare number is in `unit`. Undefined for anything
 * else (blank, 'bodyweight', a band's colour).
 */
export function readWeight(text: string, unit: WeightUnit): Weight | undefined {
  const match = text.trim().toLowerCase().match(WEIGHT_TEXT);
  if (!match) return undefined;
  const value = Number(match[1]);
  if (!Number.isFinite(value)) return undefined;
  const named = match[2];
  return { value, unit: named === undefined ? unit : named.startsWith('k') ? 'kg' : 'lb' };
}

const PLANNED_WEIGHT = new RegExp(`(\\d+(?:\\.\\d+)?)\\s*(?:${UNIT_WORD}(?![a-z]))?`, 'i');

/**
 * The weight a plan's free text stands for: its first number and the unit written after it ('135 lbs', '60 kg',
 * '2 x 24 kg' reads 2 — the athlete's text, read leniently as the spec's volume rule does). A number with no unit
 * is in pounds: every weight stored before units existed was (spec §4), and the forms now write the unit.
 * Undefined when there is no positive number ('Bodyweight', a band).
 */
export function plannedWeight(text: string | undefined): Weight | undefined {
  const match = (text ?? '').match(PLANNED_WEIGHT);
  if (!match) return undefined;
  const value = Number(match[1]);
  if (!(value > 0)) return undefined;
  return { value, unit: match[2]?.toLowerCase().startsWith('k') ? 'kg' : 'lb' };
}

/**
 * A plan's weight text made explicit: a bare number gets `unit` ('60' → '60 kg'), anything else is kept as
 * typed. The forms save it so, so that a later switch of the preferred unit cannot reread it in the other unit.
 */
export function withWeightUnit(text: string, unit: WeightUnit): string {
  const trimmed = text.trim();
  return /^\d+(?:\.\d+)?$/.test(trimmed) ? `${trimmed} ${WEIGHT_UNIT_LABELS[unit]}` : text;
}

/** A completed set's weight: its number in the unit it was entered in (pounds when it has none: spec §3). */
export function setWeight(set: {
  actualWeight?: number | undefined;
  weightUnit?: WeightUnit | undefined;
}): Weight | undefined {
  if (set.actualWeight === undefined) return undefined;
  return { value: set.actualWeight, unit: set.weightUnit ?? 'lb' };
}

/** A weight's number in `unit`, unrounded, for sums and comparisons; 0 when there is none. */
export function amountIn(weight: Weight | undefined, unit: WeightUnit): number {
  return weight ? convertWeight(weight, unit).value : 0;
}

/**
 * A plan's weight text as the athlete reads it: a plain weight ('135', '60 kg') in their unit ('61.2 kg'), any
 * other text as written ('Bodyweight', 'Light band', '2 x 24 kg').
 */
export function showPlannedWeight(text: string | undefined, unit: WeightUnit): string | undefined {
  if (!text) return text;
  const weight = readWeight(text, 'lb');
  return weight === undefined ? text : formatWeight(weight, unit);
}
