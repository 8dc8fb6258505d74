import {
  ANALYTICS_TEXT,
  BODY_WEIGHT_SCREEN_TEXT,
  bodyWeightOn,
  type ExerciseProgress,
  formatMonthDay,
  type LoggedWeight,
  relativeStrength,
  type WeightUnit,
} from '@liftwise/domain';
import { LiftList, LiftRow } from './lift-list.tsx';

const TEXT = ANALYTICS_TEXT;

/**
 * A best set relative to the body weight logged at or before its day ('1.25 × body weight'), or nothing; a
 * bodyweight lift's best says instead that it counts the body weight.
 */
function relative(
  best: { weight: number; day: string; bodyWeight?: number },
  unit: WeightUnit,
  bodyWeights: readonly LoggedWeight[],
) {
  if (best.bodyWeight !== undefined) return ` · ${TEXT.includesBodyWeight}`;
  const ratio = relativeStrength({ value: best.weight, unit }, bodyWeightOn(bodyWeights, best.day));
  return ratio === undefined ? '' : ` · ${BODY_WEIGHT_SCREEN_TEXT.bodyWeight.relativeStrength(ratio)}`;
}

/**
 * The most trained exercises of the period: how often, the best set and the one-rep max it suggests, and the best
 * set relative to the body weight of its day when one is logged.
 */
export function BestLifts({
  exercises,
  unit,
  bodyWeights = [],
}: {
  exercises: readonly ExerciseProgress[];
  unit: WeightUnit;
  bodyWeights?: readonly LoggedWeight[];
}) {
  if (exercises.length === 0) return null;
  return (
    <LiftList id="best-lifts" title={TEXT.bestLifts}>
      {exercises.map(({ name, sessions, best }) => (
        <LiftRow
          key={name}
          name={name}
          caption={`${TEXT.sessionsCount(sessions)}${best ? ` · ${formatMonthDay(best.day)}${relative(best, unit, bodyWeights)}` : ''}`}
          best={best ? TEXT.bestSet(best.weight, unit, best.reps, best.rpe) : undefined}
          estimate={best ? TEXT.estimatedMax(best.oneRepMax, unit) : undefined}
          note={TEXT.bodyweight}
        />
      ))}
    </LiftList>
  );
}
