/**
 * Toasts of the Data page (ours), apart from its screen text: the failure lookup every page loads reads these, and
 * must not bring the page's words with them (as workouts/toasts.ts).
 */
export const DATA_TRANSFER_TOASTS = {
  previewFailed: 'Failed to read the file. Please try again.',
  importFailed: 'Failed to import the file. Please try again.',
} as const;
