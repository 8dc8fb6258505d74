import type { ProgramData } from '../strength-plans/schema.ts';

/**
 * Strength levels as athletes type them ('225 x 5', '100kg x 3', '185') read as an estimated one-rep max with the
 * Epley formula, 1RM = w × (1 + r / 30). A bare weight is taken as a 1RM. Sets of more than 12 reps say little
 * about a max, so they give no estimate.
 */
export type LoadUnit = 'kg' | 'lb';

export interface OneRepMax {
  weight: number;
  unit: LoadUnit;
}

export const MAX_REPS_FOR_ESTIMATE = 12;

const LEVEL =
  /^(\d+(?:\.\d+)?)\s*(kg|kgs|kilos?|lb|lbs|pounds?|#)?\s*(?:(?:x|×|\*|for)\s*(\d+)\s*(?:reps?)?)?$/;

export function epleyOneRepMax(weight: number, reps: number): number {
  return reps <= 1 ? weight : weight * (1 + reps / 30);
}

/** The estimated 1RM of a typed strength level; undefined when the text is blank or not a weight (× reps). */
export function parseStrengthLevel(text: string): OneRepMax | undefined {
  const match = text.trim().toLowerCase().replace(/\s+/g, ' ').match(LEVEL);
  if (!match) return undefined;
  const weight = Number(match[1]);
  const reps = match[3] === undefined ? 1 : Number(match[3]);
  if (!(weight > 0) || reps < 1 || reps > MAX_REPS_FOR_ESTIMATE) return undefined;
  const unit: LoadUnit = match[2]?.startsWith('k') ? 'kg' : 'lb';
  return { weight: Math.round(epleyOneRepMax(weight, reps) * 10) / 10, unit };
}

/** A working weight at this % of 1RM, rounded to what plates make (2.5 kg or 5 lb). */
export function workingWeight(max: OneRepMax, percent: number): string {
  const step = max.unit === 'kg' ? 2.5 : 5;
  const weight = Math.max(step, Math.round((max.weight * percent) / 100 / step) * step);
  return `${weight} ${max.unit}`;
}

/** Catalogue ids of the four lifts the wizard asks about. */
const LIFTS = {
  'back-squat': 'squat',
  'bench-press': 'benchPress',
  deadlift: 'deadlift',
  'overhead-press': 'overheadPress',
} as const;

/** Estimated 1RMs by catalogue exercise id, for the lifts whose level the athlete gave. */
export function oneRepMaxesOf(data: ProgramData): Map<string, OneRepMax> {
  const maxes = new Map<string, OneRepMax>();
  for (const [id, field] of Object.entries(LIFTS)) {
    const max = parseStrengthLevel(data.strengthLevels[field]);
    if (max) maxes.set(id, max);
  }
  return maxes;
}
