/** The optional session-token sync only happens with a token younger than 5 minutes (spec §7). */
export const SESSION_TOKEN_SYNC_MAX_AGE_MS = 5 * 60 * 1000;
