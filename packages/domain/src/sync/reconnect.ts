/** The first wait after a stream failed, doubled at each failure in a row, up to the last. */
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MOST_MS = 60_000;

/**
 * How long a device waits before opening its real-time stream again after `failures` failures in a row (1 = the
 * first): 1 s, 2 s, 4 s… up to a minute, each with up to a fifth more at random, so a server back after a restart
 * is not met by every device at the same instant. `random` is injectable for tests.
 */
export function reconnectDelayMs(failures: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_FIRST_MS * 2 ** Math.max(0, failures - 1), RECONNECT_MOST_MS);
  return Math.round(base * (1 + random() / 5));
}
