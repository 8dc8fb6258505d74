import { elapsedSeconds, formatClock, restRemainingSeconds, type SessionState } from '@liftwise/domain';
import { cn } from '#web/lib/cn.ts';
import { useNow } from './use-now.ts';

/**
 * The two clocks are the only parts of the screen that redraw each second: each reads the time itself. They are
 * sized for reading at arm's length and use tabular digits so they do not jitter.
 */
export function ElapsedClock({ state, className }: { state: SessionState; className?: string }) {
  const now = useNow(state.phase === 'started');
  return (
    <time
      className={cn('block font-bold font-mono text-6xl tabular-nums tracking-tight sm:text-7xl', className)}
      dateTime={`PT${elapsedSeconds(state, now)}S`}
    >
      {formatClock(elapsedSeconds(state, now))}
    </time>
  );
}

export function RestClock({ state, className }: { state: SessionState; className?: string }) {
  const now = useNow(state.phase === 'started' && state.restEndsAt !== null);
  const remaining = restRemainingSeconds(state, now);
  return (
    <time
      className={cn('block font-bold font-mono text-5xl tabular-nums sm:text-6xl', className)}
      dateTime={`PT${remaining}S`}
    >
      {formatClock(remaining)}
    </time>
  );
}
