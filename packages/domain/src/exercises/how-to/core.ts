import type { HowToRows } from './schema.ts';

/** How to do each core exercise, by catalogue id. */
export const CORE_HOW_TO: HowToRows = {};
