import { REST_ADJUST_SECONDS, SESSION_SCREEN_TEXT, type SessionState } from '@liftwise/domain';
import { BellRing, Minus, Plus, SkipForward } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { RestClock } from './session-timers.tsx';
import type { SessionAction } from './use-live-session.ts';

const TEXT = SESSION_SCREEN_TEXT.liveSession;

/** The 90 s rest between sets with -15 s / +15 s / Skip, then 'Rest Complete' until the next set. */
export function RestPanel({
  state,
  restDone,
  send,
}: {
  state: SessionState;
  restDone: boolean;
  send: (action: SessionAction) => void;
}) {
  if (state.restEndsAt !== null) {
    const frozen = state.phase !== 'started';
    return (
      <section
        aria-label={TEXT.rest}
        className="rounded-xl border-2 border-primary/40 bg-primary/5 p-4 text-center sm:p-5"
      >
        <p className="font-semibold text-muted-foreground text-sm uppercase tracking-wide">
          {frozen ? `${TEXT.rest} · ${TEXT.paused}` : TEXT.rest}
        </p>
        <RestClock state={state} className="my-1" />
        <div className="mt-3 grid grid-cols-3 gap-2">
          <Button
            variant="outline"
            size="lg"
            className="h-12"
            aria-label={TEXT.restLessLabel}
            onClick={() => send({ type: 'adjustRest', seconds: -REST_ADJUST_SECONDS })}
          >
            <Minus aria-hidden="true" />
            {TEXT.restLess.replace('-', '')}
          </Button>
          <Button
            variant="outline"
            size="lg"
            className="h-12"
            aria-label={TEXT.restMoreLabel}
            onClick={() => send({ type: 'adjustRest', seconds: REST_ADJUST_SECONDS })}
          >
            <Plus aria-hidden="true" />
            {TEXT.restMore.replace('+', '')}
          </Button>
          <Button
            variant="secondary"
            size="lg"
            className="h-12"
            aria-label={TEXT.skipRestLabel}
            onClick={() => send({ type: 'skipRest' })}
          >
            <SkipForward aria-hidden="true" />
            {TEXT.skipRest}
          </Button>
        </div>
      </section>
    );
  }
  if (!restDone) return null;
  return (
    <output className="flex items-center justify-center gap-3 rounded-xl border-2 border-success/50 bg-success/10 p-4 font-bold text-2xl">
      <BellRing className="size-7" aria-hidden="true" />
      {TEXT.restComplete}
    </output>
  );
}
