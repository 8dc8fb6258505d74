import type { ExperienceLevel, ProgressionStyle } from '../strength-plans/options.ts';
import type { ProgramData } from '../strength-plans/schema.ts';
import {
  DELOAD_EVERY_WEEKS,
  LOAD_STEP_PERCENT,
  RAMP_UP_WEEKS,
  RAMP_UP_WEEKS_UNKNOWN,
  TEST_EVERY_WEEKS,
} from './guidance.ts';
import type { WeekPhase } from './progression.ts';

/** How a plan progresses from week to week, read from the athlete's answers. */
export type ProgressionModel = 'linear' | 'undulating' | 'block';

export interface PlanShape {
  weeks: number;
  model: ProgressionModel;
  rampUpWeeks: number;
  deloadEvery: number;
  testEvery: number;
  loadStepPercent: number;
  extraSets: number;
  style: ProgressionStyle;
}

const MODEL: Record<ExperienceLevel, ProgressionModel> = {
  beginner: 'linear',
  novice: 'linear',
  returning: 'linear',
  intermediate: 'undulating',
  advanced: 'block',
};
/** Plan length before any return-to-training weeks. */
const WEEKS: Record<ExperienceLevel, number> = {
  beginner: 8,
  novice: 12,
  returning: 8,
  intermediate: 12,
  advanced: 16,
};
/** Sets above the goal's minimum for main lifts. */
const EXTRA_SETS: Record<ExperienceLevel, number> = {
  beginner: 0,
  novice: 1,
  returning: 1,
  intermediate: 1,
  advanced: 2,
};
export const MAX_PLAN_WEEKS = 16;
/** Poor sleep (≤ 4 of 10) or high stress (≥ 8 of 10) takes one set off the main lifts. */
export const POOR_SLEEP_MAX = 4;
export const HIGH_STRESS_MIN = 8;

export function isReturning(data: ProgramData): boolean {
  return data.experienceLevel === 'returning' || data.returnFromBreak.isReturning;
}

export function planShape(data: ProgramData): PlanShape {
  const level = data.experienceLevel ?? 'novice';
  const timeOff = data.returnFromBreak.timeOff;
  const rampUpWeeks = isReturning(data) ? (timeOff ? RAMP_UP_WEEKS[timeOff] : RAMP_UP_WEEKS_UNKNOWN) : 0;
  const style = data.progression.progressionStyle ?? 'moderate';
  const poorRecovery =
    data.recovery.sleepQuality <= POOR_SLEEP_MAX || data.recovery.stressLevel >= HIGH_STRESS_MIN;
  return {
    weeks: Math.min(MAX_PLAN_WEEKS, WEEKS[level] + rampUpWeeks),
    model: MODEL[level],
    rampUpWeeks,
    deloadEvery: DELOAD_EVERY_WEEKS[style],
    testEvery: TEST_EVERY_WEEKS[data.progression.maxTestingFrequency ?? 'monthly'],
    loadStepPercent: LOAD_STEP_PERCENT[style],
    extraSets: Math.max(0, EXTRA_SETS[level] - (poorRecovery ? 1 : 0)),
    style,
  };
}

export type WeekKind = 'ramp-up' | 'deload' | 'test' | 'normal';

export function weekKind(shape: PlanShape, week: number): WeekKind {
  if (week <= shape.rampUpWeeks) return 'ramp-up';
  // Deloads and tests count from the end of the ramp-up: no deload straight after the light weeks.
  const trained = week - shape.rampUpWeeks;
  if (trained % shape.deloadEvery === 0) return 'deload';
  return shape.testEvery > 0 && trained % shape.testEvery === 0 ? 'test' : 'normal';
}

/** The block a week of a block plan is in: 0 accumulation, 1 strength, 2 intensification (thirds of the plan). */
function blockOf(shape: PlanShape, week: number): number {
  const trained = shape.weeks - shape.rampUpWeeks;
  return Math.min(2, Math.floor(((week - shape.rampUpWeeks - 1) * 3) / Math.max(1, trained)));
}

/**
 * A session's rep target in an undulating plan (daily undulation): the week's sessions rotate through the light,
 * medium and heavy targets, and each session keeps its target every week while its loads rise. Other models use
 * the week's target.
 */
export function sessionRepIndex(shape: PlanShape, phase: WeekPhase, sessionIndex: number): 0 | 1 | 2 {
  if (shape.model !== 'undulating') return phase.repIndex;
  return ([2, 1, 0] as const)[sessionIndex % 3] ?? 1;
}

export function weekPhase(shape: PlanShape, week: number): WeekPhase {
  const kind = weekKind(shape, week);
  const light = kind === 'ramp-up' || kind === 'deload';
  let repIndex: 0 | 1 | 2 = 1;
  let firstWeek = shape.rampUpWeeks + 1;
  if (shape.model === 'block' && week > shape.rampUpWeeks) {
    const block = blockOf(shape, week);
    repIndex = ([2, 1, 0] as const)[block] ?? 1;
    // Each block starts its load progression afresh at its own rep target.
    for (let w = firstWeek; w < week; w++) if (blockOf(shape, w) !== block) firstWeek = w + 1;
  }
  let loadSteps = 0;
  for (let w = firstWeek; w < week; w++) if (weekKind(shape, w) !== 'deload') loadSteps++;
  return { repIndex, loadSteps, loadStepPercent: shape.loadStepPercent, light };
}
