/** What the real-time stream's server says; the browser shows none of it (a refused stream is retried). */
export const SYNC_SERVER_MESSAGES = {
  unavailable: 'Real-time updates are not available on this server',
} as const;
