import {
  SLIDER_STEP,
  TRAINING_DAYS_MAX,
  TRAINING_DAYS_MIN,
  WELLNESS_SCALE_MAX,
  WELLNESS_SCALE_MIN,
} from './limits.ts';

export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

/** Spec §5: training days 1-7, sleep quality and stress 1-10, step 1. */
export const SLIDERS = {
  trainingDays: { min: TRAINING_DAYS_MIN, max: TRAINING_DAYS_MAX, step: SLIDER_STEP },
  sleepQuality: { min: WELLNESS_SCALE_MIN, max: WELLNESS_SCALE_MAX, step: SLIDER_STEP },
  stressLevel: { min: WELLNESS_SCALE_MIN, max: WELLNESS_SCALE_MAX, step: SLIDER_STEP },
} as const satisfies Record<string, SliderBounds>;

/** Snaps a slider value to its bounds and step. */
export function clampSlider(value: number, bounds: SliderBounds): number {
  if (!Number.isFinite(value)) return bounds.min;
  const stepped = Math.round((value - bounds.min) / bounds.step) * bounds.step + bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, stepped));
}
