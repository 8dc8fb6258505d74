import type { HowToRows } from './schema.ts';

/** How to do each olympic exercise, by catalogue id. */
export const OLYMPIC_HOW_TO: HowToRows = {};
