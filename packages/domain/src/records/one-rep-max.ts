import type { ProgramData } from '../strength-plans/schema.ts';
import { convertWeight, PLATE_STEP, type Weight, type WeightUnit } from '../units/weight.ts';

/**
 * Strength levels as athletes type them ('225 x 5', '100kg x 3', '185') read as an estimated one-rep max with the
 * Epley formula, 1RM = w × (1 + r / 30). A bare weight is taken as a 1RM. Sets of more than 12 reps say little
 * about a max, so they give no estimate.
 */
export type OneRepMax = Weight;

export const MAX_REPS_FOR_ESTIMATE = 12;

const LEVEL =
  /^(\d+(?:\.\d+)?)\s*(kg|kgs|kilos?|lb|lbs|pounds?|#)?\s*(?:(?:x|×|\*|for)\s*(\d+)\s*(?:reps?)?)?$/;

export function epleyOneRepMax(weight: number, reps: number): number {
  return reps <= 1 ? weight : weight * (1 + reps / 30);
}

/**
 * The estimated 1RM of a typed strength level, a bare number read in `unit`; undefined when the text is blank or
 * not a weight (× reps).
 */
export function parseStrengthLevel(text: string, unit: WeightUnit = 'lb'): OneRepMax | undefined {
  const match = text.trim().toLowerCase().replace(/\s+/g, ' ').match(LEVEL);
  if (!match) return undefined;
  const weight = Number(match[1]);
  const reps = match[3] === undefined ? 1 : Number(match[3]);
  if (!(weight > 0) || reps < 1 || reps > MAX_REPS_FOR_ESTIMATE) return undefined;
  const written = match[2] === undefined || match[2] === '#' ? unit : match[2].startsWith('k') ? 'kg' : 'lb';
  return { value: Math.round(epleyOneRepMax(weight, reps) * 10) / 10, unit: written };
}

/** A working weight at this % of 1RM, in the max's unit, rounded to what its plates make (2.5 kg or 5 lb). */
export function workingWeight(max: OneRepMax, percent: number): string {
  const step = PLATE_STEP[max.unit];
  const weight = Math.max(step, Math.round((max.value * percent) / 100 / step) * step);
  return `${weight} ${max.unit}`;
}

/** Catalogue ids of the four lifts the wizard asks about. */
const LIFTS = {
  'back-squat': 'squat',
  'bench-press': 'benchPress',
  deadlift: 'deadlift',
  'overhead-press': 'overheadPress',
} as const;

/**
 * Estimated 1RMs by catalogue exercise id, for the lifts whose level the athlete gave. With the athlete's unit
 * known, each is in it (a level typed in the other unit is converted), so every working weight comes out in the
 * unit they load; answers from before units keep each level's own unit, bare numbers in pounds.
 */
export function oneRepMaxesOf(data: ProgramData): Map<string, OneRepMax> {
  const unit = data.strengthLevels.weightUnit;
  const maxes = new Map<string, OneRepMax>();
  for (const [id, field] of Object.entries(LIFTS)) {
    const max = parseStrengthLevel(data.strengthLevels[field], unit);
    if (max) maxes.set(id, unit ? convertWeight(max, unit) : max);
  }
  return maxes;
}
