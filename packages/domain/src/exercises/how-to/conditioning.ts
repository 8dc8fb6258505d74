import type { HowToRows } from './schema.ts';

/** How to do each conditioning exercise, by catalogue id. */
export const CONDITIONING_HOW_TO: HowToRows = {};
