import { GOAL_MESSAGES } from '../goals/messages.ts';

// Its own module, apart from SCREEN_TEXT: the server imports these, and a module that builds SCREEN_TEXT by spreading
// every area's texts cannot be tree-shaken, so it would carry every screen's words into the Worker bundle.

/** Reply messages the spec's calls carry (§5, §7); the client reads the first two as "no record", not a failure. */
export const SERVER_MESSAGES = {
  profileNotFound: 'Profile not found',
  strengthPlanNotFound: 'Strength plan not found',
  notAuthenticated: GOAL_MESSAGES.notAuthenticated,
  rateLimited: 'Too many requests. Please wait a moment and try again.',
} as const;
