/**
 * Long work as steps: a generator that yields between small pieces of its work (each well under a
 * millisecond to a few), so a server can give other requests a turn between them and a browser or a test can run it
 * straight through. The same code runs either way; only the driver differs.
 */
export type Steps<T> = Generator<void, T, void>;

/** Runs the steps without pausing: for the browser (its own tab) and for callers that need the answer at once. */
export function runToEnd<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
