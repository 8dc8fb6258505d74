export { type CoachModel, sdkAsk } from './ask-model.ts';
export { FALLBACK_REASONS } from './fallback-reasons.ts';
export { createModelCoach, type ModelCoachOptions } from './model-coach.ts';
export type { AskModel, MessagePart } from './model-reply.ts';
export { modelFromConfig, visionScannerFromConfig } from './provider.ts';
export { createVisionScanner, VISION_TIMEOUT_MS, type VisionScannerOptions } from './vision-scanner.ts';
export { isWorkersAiBinding, type WorkersAiBinding, workersAiAsk } from './workers-ai.ts';
export { workersVisionScanner } from './workers-vision.ts';
