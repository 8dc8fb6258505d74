import type { HowToRows } from './schema.ts';

/** How to do each vertical-pull exercise, by catalogue id. */
export const VERTICAL_PULL_HOW_TO: HowToRows = {};
