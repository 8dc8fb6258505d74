import {
  convertWeight,
  type LoggedWarmUp,
  plannedWeight,
  SESSION_SCREEN_TEXT,
  type WeightUnit,
  warmUpSets,
} from '@liftwise/domain';
import { useId } from 'react';
import { usePlateInventory } from '#web/lib/plate-inventory.ts';

const TEXT = SESSION_SCREEN_TEXT.liveSession;

export interface WarmUpRampProps {
  /** The exercise's planned weight, as written. */
  plannedWeight: string | undefined;
  unit: WeightUnit;
  done: readonly LoggedWarmUp[];
  onToggle: (warmUp: LoggedWarmUp) => void;
}

/**
 * The ramp (plates/warm-up.ts): the empty bar × 10, then 40 %, 60 % and 80 % of the planned weight,
 * rounded down to what the athlete's plates make, each ticked off as it is done. Loaded when first opened.
 */
export function WarmUpRamp({ plannedWeight: planned, unit, done, onToggle }: WarmUpRampProps) {
  const id = useId();
  const { plates, loading } = usePlateInventory(unit, true);
  const target = plannedWeight(planned);
  if (loading) return null;
  if (!target) return <p className="text-muted-foreground">{TEXT.warmUpNoWeight}</p>;
  const steps = warmUpSets(convertWeight(target, plates.unit).value, plates);
  return (
    <ul className="grid gap-1">
      {steps.map((step, index) => {
        const weight = { value: step.weight, unit: plates.unit };
        const checked = done.some((logged) => logged.step === index);
        return (
          <li key={step.weight}>
            <label htmlFor={`${id}-${index}`} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                id={`${id}-${index}`}
                type="checkbox"
                className="size-5 accent-primary"
                checked={checked}
                onChange={() =>
                  onToggle({ step: index, weight: step.weight, weightUnit: plates.unit, reps: step.reps })
                }
              />
              <span className="tabular-nums">{TEXT.warmUpStep(weight, step.reps, index === 0)}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
