import { SESSION_SCREEN_TEXT } from '@liftwise/domain';
import { lazy, Suspense, useState } from 'react';
import type { WarmUpRampProps } from './warm-up-ramp.tsx';

const TEXT = SESSION_SCREEN_TEXT.liveSession;
const WarmUpRamp = lazy(() =>
  import('./warm-up-ramp.tsx').then((module) => ({ default: module.WarmUpRamp })),
);

/**
 * The optional warm-up ramp before the session's first loaded lift: closed until the athlete opens it;
 * what it ticks off is kept with the session and saved apart from the work sets.
 */
export function WarmUpSets(props: WarmUpRampProps) {
  const [open, setOpen] = useState(props.done.length > 0);
  return (
    <details
      open={open}
      className="rounded-lg border px-3 py-2 text-sm"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer py-1 font-medium">{TEXT.warmUpTitle}</summary>
      <p className="pb-1 text-muted-foreground text-xs">{TEXT.warmUpHint}</p>
      {open ? (
        <Suspense fallback={null}>
          <WarmUpRamp {...props} />
        </Suspense>
      ) : null}
    </details>
  );
}
