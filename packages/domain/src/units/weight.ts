/**
 * Kilograms and pounds (issue 18). A weight is kept as the athlete entered it — the number and its unit — so that
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

/** '120 kg', '265 lb', '22.5 kg'. */
export function formatWeight(weight: Weight): string {
  return `${Number(weight.value.toFixed(3))} ${weight.unit}`;
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

const WEIGHT_TEXT = /^(\d+(?:\.\d+)?)\s*(kg|kgs|kilos?|lb|lbs|pounds?)?$/;

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
