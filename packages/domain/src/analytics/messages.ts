/** Ours: the spec has no analytics screen (its 'View Progress Analytics' shows no action). */
export const ANALYTICS_TOASTS = {
  loadFailed: 'Failed to load your progress. Please try again later.',
} as const;
