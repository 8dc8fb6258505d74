import { describe, expect, it } from 'vitest';
import { pageBlocking, type TraceEvent } from './trace-blocking.ts';

const PAGE = 20;
const OTHER_RENDERER = 30;

/** A top-level task of the page's main thread: start and wall time in ms, CPU time in ms. */
const task = (startMs: number, wallMs: number, cpuMs: number, pid = PAGE): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid: pid,
  ts: startMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});

const frame = (fcpMs: number): TraceEvent[] => [
  { name: 'thread_name', ph: 'M', pid: PAGE, tid: PAGE, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'firstContentfulPaint', ph: 'R', pid: PAGE, tid: PAGE, ts: fcpMs * 1000 },
];

describe('pageBlocking', () => {
  it("counts each task's CPU time, 4× slower, past 50 ms, from the first contentful paint on", () => {
    const blocking = pageBlocking([
      ...frame(100),
      task(10, 200, 40), // before the paint: not counted
      task(120, 80, 20), // 80 ms at 4× → 30 ms blocking
      task(300, 100, 10), // 40 ms at 4× → none
      task(310, 5, 5), // inside the task before it: counted with it
      task(500, 30, 30), // 120 ms → 70 ms
    ]);
    expect(blocking?.cpuBlockingMs).toBeCloseTo(100);
    expect(blocking?.wallPerCpu).toBeCloseTo(210 / 60);
  });

  it("leaves out other renderers' tasks (the blank page Lighthouse opens first, a worker)", () => {
    const blocking = pageBlocking([...frame(0), task(10, 100, 100, OTHER_RENDERER), task(20, 20, 20)]);
    expect(blocking?.cpuBlockingMs).toBeCloseTo(30);
  });

  it('has no figure for a page that never painted', () => {
    expect(pageBlocking([task(10, 100, 100)])).toBeUndefined();
  });
});
