import {
  convertWeight,
  loadBar,
  PLATES_TEXT,
  type Weight,
  type WeightUnit,
  weightIn,
} from '@liftwise/domain';
import { usePlateInventory } from '../lib/plate-inventory.ts';
import { Button } from './ui/button.tsx';

const TEXT = PLATES_TEXT;

export interface PlatePanelProps {
  /** The weight as typed, more than 0. */
  weight: Weight;
  /** The athlete's unit: the weight a Use button puts back is in it. */
  unit: WeightUnit;
  /** Puts the nearest loadable weight in the field; without it the nearest are only named. */
  onUse?: ((weight: number) => void) | undefined;
}

/**
 * The open plate calculator: the plates on each side of the athlete's bar (or a standard set) for the
 * weight typed, and when the plates cannot make it exactly, the nearest weights below and above, each one tap away.
 * Loaded when the calculator is first opened, so the session and the form do not carry the solver until asked.
 */
export function PlatePanel({ weight, unit, onUse }: PlatePanelProps) {
  const { plates, loading, failed, retry } = usePlateInventory(unit, true);
  if (loading) return <p className="py-1 text-muted-foreground">{TEXT.loading}</p>;
  const asked = convertWeight(weight, plates.unit).value;
  const solution = loadBar(asked, plates);
  const back = (total: number) => weightIn({ value: total, unit: plates.unit }, unit);
  const load = solution.exact ? solution.load : undefined;
  const nearest = [solution.load, solution.above].flatMap((found) => (found ? [found.total] : []));

  return (
    <div className="grid gap-2 py-1">
      {load ? (
        <p className="font-semibold tabular-nums">
          {load.perSide.length === 0
            ? TEXT.emptyBar(plates.barWeight, plates.unit)
            : TEXT.eachSide(load.perSide, plates.unit, plates.barWeight)}
        </p>
      ) : asked < plates.barWeight ? (
        <p>{TEXT.tooLight(plates.barWeight, plates.unit)}</p>
      ) : (
        <>
          <p>{TEXT.notExact(asked, plates.unit)}</p>
          <div className="flex flex-wrap gap-2">
            {nearest.map((total) =>
              onUse ? (
                <Button
                  key={total}
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => onUse(back(total))}
                >
                  {TEXT.use(total, plates.unit)}
                </Button>
              ) : (
                <span key={total} className="font-semibold tabular-nums">
                  {TEXT.use(total, plates.unit)}
                </span>
              ),
            )}
          </div>
        </>
      )}
      {failed ? (
        <p className="flex flex-wrap items-center gap-2 text-xs" role="status">
          {TEXT.loadFailed}
          <Button type="button" variant="outline" size="sm" onClick={retry}>
            {TEXT.retry}
          </Button>
        </p>
      ) : (
        <p className="text-muted-foreground text-xs">
          {plates.source === 'owned' ? TEXT.owned : TEXT.standard}
        </p>
      )}
    </div>
  );
}
