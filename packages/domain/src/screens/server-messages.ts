import { APP_SHELL_MESSAGES } from '../app-shell/text.ts';
import { GOAL_MESSAGES } from '../goals/text.ts';
import { PROFILE_MESSAGES } from '../profile/text.ts';
import { PLAN_MESSAGES } from '../strength-plans/text.ts';

// Its own module, apart from SCREEN_TEXT: the server imports these, and a module that builds SCREEN_TEXT by spreading
// every area's texts cannot be tree-shaken, so it would carry every screen's words into the Worker bundle.

/**
 * Reply messages the spec's calls carry (§5, §7), each written in its area's text file; the client reads the first
 * two as "no record", not a failure. An aggregate because the client and server both ask "is this the reply that
 * means …?" across areas.
 */
export const SERVER_MESSAGES = {
  profileNotFound: PROFILE_MESSAGES.notFound,
  strengthPlanNotFound: PLAN_MESSAGES.notFound,
  notAuthenticated: GOAL_MESSAGES.notAuthenticated,
  rateLimited: APP_SHELL_MESSAGES.rateLimited,
  unavailable: APP_SHELL_MESSAGES.unavailable,
} as const;
