import type { HowToRows } from './schema.ts';

/** How to do each lunge exercise, by catalogue id. */
export const LUNGE_HOW_TO: HowToRows = {};
