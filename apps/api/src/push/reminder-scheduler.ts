import type { ReminderTickResult } from './reminder-tick.ts';

/** How often the Node server looks for reminders due: each is sent within this of its minute. */
export const REMINDER_TICK_MS = 60_000;

export interface ReminderScheduler {
  /**
   * Stops ticking and resolves once the tick under way has ended and its sends have too, or `graceMs` has passed:
   * a send is already claimed, so one cut off by the exit is lost rather than sent twice.
   */
  stop(graceMs?: number): Promise<void>;
}

/**
 * The Node server's reminder clock: a tick at start and every `intervalMs`, never two at once (a slow tick makes the
 * next one wait its turn rather than pile up), off every request's path. A failed tick is logged; the next one tries
 * again, and the claims keep any reminder from going out twice.
 */
export function startReminderScheduler(
  tick: () => Promise<ReminderTickResult>,
  intervalMs = REMINDER_TICK_MS,
): ReminderScheduler {
  let running: Promise<void> | undefined;
  let stopped = false;
  const sends = new Set<Promise<void>>();

  function run() {
    if (running || stopped) return;
    running = tick()
      .then(({ sending }) => {
        sends.add(sending);
        void sending.finally(() => sends.delete(sending));
      })
      .catch((error: unknown) => console.error('the reminder tick failed', error))
      .finally(() => {
        running = undefined;
      });
  }

  run();
  const timer = setInterval(run, intervalMs);
  // The clock alone never keeps the process alive.
  timer.unref();
  return {
    async stop(graceMs = 5_000) {
      stopped = true;
      clearInterval(timer);
      await running;
      let grace: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.all(sends),
        new Promise((resolve) => {
          grace = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(grace);
    },
  };
}
