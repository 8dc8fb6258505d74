import type { HowToRows } from './schema.ts';

/** How to do each horizontal-pull exercise, by catalogue id. */
export const HORIZONTAL_PULL_HOW_TO: HowToRows = {};
