import type { Steps } from '@liftwise/domain';

/** How long a request's work runs before other requests get a turn: well under a frame, long enough to do work. */
export const SLICE_MS = 4;
/**
 * Steps run between turns whatever the clock says: a Worker's clock does not move while code runs (only across
 * I/O), so there the count decides; each step is a few rows or 64 KB of text, about a millisecond or less.
 */
export const MAX_STEPS_PER_SLICE = 16;

/** One turn of the event loop: timers and I/O of other requests run before this resolves (Node and Workers). */
function otherRequestsTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A pause to call between pieces of long work: it gives other requests a turn once SLICE_MS or
 * MAX_STEPS_PER_SLICE pieces have run since the last, and resolves at once otherwise.
 */
export function createPacer(): () => Promise<void> {
  let sliceStart = performance.now();
  let steps = 0;
  return async () => {
    steps++;
    if (steps < MAX_STEPS_PER_SLICE && performance.now() - sliceStart < SLICE_MS) return;
    await otherRequestsTurn();
    sliceStart = performance.now();
    steps = 0;
  };
}

/**
 * Runs long work (reading and planning a 25 MB import) on the request's own thread, giving other
 * requests turns as it goes: the same code on Node and on Workers, which have no threads to move it to.
 */
export async function runInSlices<T>(steps: Steps<T>, pause = createPacer()): Promise<T> {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    await pause();
  }
}
