import type { HowToRows } from './schema.ts';

/** How to do each carry exercise, by catalogue id. */
export const CARRY_HOW_TO: HowToRows = {};
