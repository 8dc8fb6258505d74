import { PLATES_TEXT, type Weight, weightIn } from '@liftwise/domain';
import { lazy, Suspense, useState } from 'react';
import type { PlatePanelProps } from './plate-panel.tsx';

const PlatePanel = lazy(() => import('./plate-panel.tsx').then((module) => ({ default: module.PlatePanel })));

interface PlateBreakdownProps extends Omit<PlatePanelProps, 'weight'> {
  /** The weight as typed, undefined while it is not one. */
  weight: Weight | undefined;
}

/**
 * The plate calculator, in the Complete Set dialog and the workout form: a disclosure, closed until asked
 * for (a bodyweight or dumbbell exercise has no use for it); its panel is loaded when first opened.
 */
export function PlateBreakdown({ weight, unit, onUse }: PlateBreakdownProps) {
  const [open, setOpen] = useState(false);
  if (!weight || !(weight.value > 0)) return null;
  return (
    <details
      className="rounded-lg border px-3 py-2 text-sm"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer py-1 font-medium">
        {PLATES_TEXT.summary(weightIn(weight, unit), unit)}
      </summary>
      {open ? (
        <Suspense fallback={<p className="py-1 text-muted-foreground">{PLATES_TEXT.loading}</p>}>
          <PlatePanel weight={weight} unit={unit} onUse={onUse} />
        </Suspense>
      ) : null}
    </details>
  );
}
