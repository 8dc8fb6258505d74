import type { HowToRows } from './schema.ts';

/** How to do each horizontal-push exercise, by catalogue id. */
export const HORIZONTAL_PUSH_HOW_TO: HowToRows = {};
