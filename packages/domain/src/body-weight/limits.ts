import type { WeightUnit } from '../units/weight.ts';

/**
 * The weights a body-weight entry may hold, in each unit: from a child's 20 kg to 400 kg, well past any athlete's
 * body, so a typo of a digit (750 for 75.0) is refused while every real weight passes.
 */
export const BODY_WEIGHT_BOUNDS: Readonly<Record<WeightUnit, { min: number; max: number }>> = {
  kg: { min: 20, max: 400 },
  lb: { min: 44, max: 880 },
};

/** Entries one athlete keeps: twenty years of one a day, far beyond real use. */
export const MAX_BODY_WEIGHTS = 20 * 366;

/** The longest note an entry keeps ('after a cold', 'morning, fasted'). */
export const BODY_WEIGHT_NOTE_MAX = 200;

/** The most days one read of the log covers: a year with the week the moving average needs before it. */
export const BODY_WEIGHT_MAX_SPAN_DAYS = 400;

/** The moving average's window: the day itself and the six calendar days before it. */
export const MOVING_AVERAGE_DAYS = 7;

/** The entries the card lists under its chart, newest first. */
export const BODY_WEIGHT_RECENT = 10;
