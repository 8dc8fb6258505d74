import type { HowToRows } from './schema.ts';

/** How to do each plyometric exercise, by catalogue id. */
export const PLYOMETRIC_HOW_TO: HowToRows = {};
