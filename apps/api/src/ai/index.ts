export type { CoachModel } from './ask-model.ts';
export { FALLBACK_REASONS } from './fallback-reasons.ts';
export { createModelCoach, type ModelCoachOptions } from './model-coach.ts';
export { modelFromConfig } from './provider.ts';
