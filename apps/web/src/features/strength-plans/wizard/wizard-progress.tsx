import { PROGRAM_SCREEN_TEXT, stepPercent, WIZARD_FIELD_TEXT, WIZARD_STEPS } from '@liftwise/domain';
import { Check } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Progress } from '#web/components/ui/progress.tsx';
import { cn } from '#web/lib/cn.ts';

const TEXT = PROGRAM_SCREEN_TEXT.wizard;

/** 'Step n of 8', percent complete, the bar, and the eight chips (spec §2). */
export function WizardProgress({ step }: { step: number }) {
  const percent = stepPercent(step);
  const chips = useRef<HTMLOListElement>(null);

  // On a phone the chips scroll sideways: keep the current one in the middle of what shows.
  useEffect(() => {
    const list = chips.current;
    const current = list?.querySelector<HTMLElement>(`[data-step="${step}"]`);
    if (!list || !current) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [step]);

  return (
    <div className="space-y-3">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium">{TEXT.stepOf(step)}</span>
        <span className="text-muted-foreground tabular-nums">
          {WIZARD_FIELD_TEXT.percentComplete(percent)}
        </span>
      </div>
      <Progress value={percent} aria-label={TEXT.stepOf(step)} />
      <ol
        ref={chips}
        className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0 lg:grid lg:grid-cols-8"
      >
        {WIZARD_STEPS.map((s) => {
          const done = s.step < step;
          const current = s.step === step;
          return (
            <li
              key={s.step}
              data-step={s.step}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex shrink-0 items-center justify-center gap-1 rounded-full border px-3 py-1 font-medium text-xs lg:px-1.5',
                current && 'border-primary bg-primary text-primary-foreground',
                done && 'border-primary/40 bg-primary/10 text-foreground',
                !current && !done && 'text-muted-foreground',
              )}
            >
              {done ? <Check className="size-3 shrink-0" aria-hidden="true" /> : null}
              {s.chip}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
