import type { HowToRows } from './schema.ts';

/** How to do each isolation exercise, by catalogue id. */
export const ISOLATION_HOW_TO: HowToRows = {};
