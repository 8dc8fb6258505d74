import type { HowToRows } from './schema.ts';

/** How to do each vertical-push exercise, by catalogue id. */
export const VERTICAL_PUSH_HOW_TO: HowToRows = {};
