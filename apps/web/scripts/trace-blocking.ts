/**
 * The page's own blocking time, from the CPU time of its main thread in a Lighthouse trace.
 *
 * Lighthouse's simulated TBT multiplies each task's wall-clock duration by 4 (a phone's slower CPU). On a machine
 * whose cores the browser shares with the server and Lighthouse itself (this one has two), a task's wall time is
 * mostly waiting for a core: 5–10× its CPU time in `pnpm bench:web`'s traces. The trace also records each task's
 * thread time (`tdur`), the time the page's code actually ran; with it in place of the wall time, the same rule
 * gives the blocking time a phone would see if the page had its core to itself, as a phone's browser does.
 */

/** The fields of a Chrome trace event this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** Lighthouse's mobile CPU slowdown, and the length past which a task blocks input (both Lighthouse's). */
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

export interface PageBlocking {
  /** Σ max(0, 4 × CPU time − 50 ms) over the main thread's tasks from the first contentful paint on. */
  cpuBlockingMs: number;
  /** The same tasks' wall time over their CPU time: 1 on an idle machine, above it when they waited for a core. */
  wallPerCpu: number;
}

/** undefined when the trace has no first contentful paint (the page never painted). */
export function pageBlocking(events: readonly TraceEvent[]): PageBlocking | undefined {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) return undefined;
  const mainThread = events.find(
    (event) => event.name === 'thread_name' && event.pid === fcp.pid && event.args?.name === 'CrRendererMain',
  );
  const tid = mainThread?.tid ?? fcp.tid;
  const tasks = events
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === fcp.pid &&
        event.tid === tid &&
        event.ts >= fcp.ts,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let cpuBlockingMs = 0;
  let wall = 0;
  let cpu = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const task of tasks) {
    // Only top-level tasks: a task nested in another is counted with it.
    if (task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    const cpuMs = (task.tdur ?? 0) / 1000;
    cpuBlockingMs += Math.max(0, CPU_SLOWDOWN * cpuMs - LONG_TASK_MS);
    wall += (task.dur ?? 0) / 1000;
    cpu += cpuMs;
  }
  return { cpuBlockingMs, wallPerCpu: cpu > 0 ? wall / cpu : Number.NaN };
}
