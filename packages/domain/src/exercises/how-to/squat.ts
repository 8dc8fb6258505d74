import type { HowToRows } from './schema.ts';

/** How to do each squat exercise, by catalogue id. */
export const SQUAT_HOW_TO: HowToRows = {};
