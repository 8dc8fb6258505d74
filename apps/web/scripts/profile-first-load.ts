/**
 * `pnpm profile:web [path…]` (after the build): where a signed-in first load spends its main thread, the figures
 * Lighthouse's blocking time is made of. For each path (default /dashboard; `START` stands for today's
 * workout's live session), PROFILE_RUNS times (default 3): a fresh browser context with the session cookie (no HTTP
 * cache, no persisted queries), the CPU slowed 4× as Lighthouse's mobile profile assumes, V8's sampling profiler on.
 * Prints FCP, the LCP element, the long tasks and their blocking time (each task's time over 50 ms), then the
 * functions with the most self time over all runs; writes each run's .cpuprofile for Chrome DevTools'
 * Performance panel. Figures vary by ±30% between runs on a shared machine: compare medians of several runs, and
 * a change's profile with the one before it, not single figures.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '../../../e2e/src/browser.ts';
import { startApp } from '../../../e2e/src/server.ts';
import { signedInAthlete } from './signed-in-athlete.ts';

const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/dashboard'];

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
  samples: number[];
  timeDeltas: number[];
}

interface PageFigures {
  fcp: number;
  lcp?: { at: number; element: string };
  longTasks: Array<{ at: number; duration: number }>;
}

/** Self time per function (name, file, line), in ms. */
function selfTimes(profile: CpuProfile, into: Map<string, number>) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const [index, id] of profile.samples.entries()) {
    const frame = nodes.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
    const file = frame.url.split('/').pop() ?? '';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    into.set(key, (into.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
  }
}

const blocking = (tasks: PageFigures['longTasks']) =>
  tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);

const app = await startApp();
const outDir = mkdtempSync(join(tmpdir(), 'liftwise-profile-'));
const browser = await launchBrowser();
try {
  const { cookies, todayWorkoutId } = await signedInAthlete(browser, app.url, 'Profile');

  for (const asked of paths) {
    const path = asked === 'START' ? `/workouts/start/${todayWorkoutId}` : asked;
    const self = new Map<string, number>();
    const blockingTimes: number[] = [];
    console.log(`${path} (CPU ${CPU_SLOWDOWN}× slower, ${RUNS} runs):`);
    for (let run = 1; run <= RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      await context.addCookies(cookies);
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await tab.addInitScript(() => {
        const seen = { longTasks: [] as Array<{ at: number; duration: number }>, lcp: undefined as unknown };
        Object.assign(window, { __profileFigures: seen });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            seen.longTasks.push({ at: Math.round(entry.startTime), duration: Math.round(entry.duration) });
        }).observe({ type: 'longtask', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const element = (entry as PerformanceEntry & { element?: Element }).element;
            seen.lcp = {
              at: Math.round(entry.startTime),
              element: `${element?.tagName ?? '?'} "${(element?.textContent ?? '').slice(0, 40)}"`,
            };
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await cdp.send('Profiler.start');
      await tab.goto(`${app.url}${path}`);
      // The deferred parts load once the page has shown (lib/after-first-page.ts); Lighthouse waits for quiet too.
      await tab.waitForTimeout(4000);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
      const figures = await tab.evaluate(() => {
        const seen = (window as unknown as { __profileFigures: Omit<PageFigures, 'fcp'> }).__profileFigures;
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
        return { ...seen, fcp: Math.round(fcp) };
      });
      await context.close();
      const file = join(outDir, `${path.replace(/\W+/g, '_')}-${run}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      selfTimes(profile, self);
      blockingTimes.push(blocking(figures.longTasks));
      console.log(
        `  run ${run}: FCP ${figures.fcp} ms, LCP ${figures.lcp?.at ?? '?'} ms (${figures.lcp?.element ?? '?'}), blocking ${blocking(figures.longTasks)} ms in ${figures.longTasks.length} long tasks: ${figures.longTasks.map((task) => `${task.duration}@${task.at}`).join(' ')}`,
      );
    }
    const sorted = [...blockingTimes].sort((a, b) => a - b);
    console.log(
      `  median blocking time ${sorted[Math.floor(sorted.length / 2)]} ms; most self time (all runs):`,
    );
    for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15))
      console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${name}`);
  }
  console.log(`\nCPU profiles (open in Chrome DevTools, Performance panel): ${outDir}`);
} finally {
  await browser.close();
  await app.stop();
}
