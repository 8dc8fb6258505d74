import { SESSION_TICK_MS } from '@liftwise/domain';
import { useEffect, useState } from 'react';

/**
 * The current instant, refreshed each second while `running`. Only the small timer components call it, so a tick
 * redraws a clock and not the whole session screen. The timers themselves are computed from timestamps: a
 * delayed or skipped refresh (background tab, sleeping phone) never makes them wrong, only late to redraw.
 */
export function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!running) return;
    let timer: ReturnType<typeof setTimeout>;
    // Aligned to the next whole second of the clock, so the seconds shown change on time.
    const schedule = () => {
      timer = setTimeout(
        () => {
          setNow(Date.now());
          schedule();
        },
        SESSION_TICK_MS - (Date.now() % SESSION_TICK_MS),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [running]);
  return now;
}
