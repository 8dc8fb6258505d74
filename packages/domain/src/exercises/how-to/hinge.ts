import type { HowToRows } from './schema.ts';

/** How to do each hinge exercise, by catalogue id. */
export const HINGE_HOW_TO: HowToRows = {};
