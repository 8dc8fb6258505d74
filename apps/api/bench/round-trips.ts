/**
 * How many times a call waited on the database in sequence, from the requests a delaying proxy recorded for it
 * (delaying-proxy.ts): requests in flight together are one round trip, a request sent after another had answered
 * waited for it.
 */

/** One database request: when it reached the proxy and when its answer left it (performance.now() ms). */
export interface Interval {
  start: number;
  end: number;
}

/**
 * The number of waves: a request that starts once an earlier one has ended begins the wave after that one's, so
 * the answer is the longest chain of requests each sent after the previous answered (0 for none).
 */
export function sequentialRoundTrips(intervals: readonly Interval[]): number {
  const byStart = [...intervals].sort((a, b) => a.start - b.start);
  const waves: number[] = [];
  for (const [index, request] of byStart.entries()) {
    let wave = 1;
    for (let earlier = 0; earlier < index; earlier++) {
      const before = byStart[earlier] as Interval;
      if (before.end <= request.start) wave = Math.max(wave, (waves[earlier] ?? 0) + 1);
    }
    waves.push(wave);
  }
  return Math.max(0, ...waves);
}
