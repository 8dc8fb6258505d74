/** Live session (spec §4, §9). */
export const REST_SECONDS = 90;
export const SESSION_TICK_MS = 1000;
