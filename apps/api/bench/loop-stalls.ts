/**
 * Loaded into the benchmarked server (`--import`): once a second it prints the longest the event loop was held in
 * that second (`loop-stall <ms>`), which no request's timing can show on its own.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
setInterval(() => {
  process.stdout.write(`loop-stall ${(delay.max / 1e6).toFixed(1)}\n`);
  delay.reset();
}, 1000).unref();
