// zod/mini's English messages, set before any schema parses (schemas/english-messages.ts).
import './schemas/english-messages.ts';

export * from './analytics/index.ts';
export * from './app-shell/index.ts';
export * from './auth/index.ts';
export * from './cache/index.ts';
export * from './coach/index.ts';
export * from './constants/index.ts';
export * from './dashboard/index.ts';
export * from './data-transfer/index.ts';
export * from './dates/index.ts';
export * from './equipment/index.ts';
export * from './errors/index.ts';
export * from './exercises/index.ts';
export * from './goals/index.ts';
export * from './offline/index.ts';
export * from './plates/index.ts';
export * from './profile/index.ts';
export * from './records/index.ts';
export * from './scanner/index.ts';
export * from './schedule/index.ts';
export * from './schemas/index.ts';
export * from './screens/index.ts';
export * from './session/index.ts';
export * from './strength-plans/index.ts';
export * from './sync/index.ts';
export * from './units/index.ts';
export * from './workouts/index.ts';
