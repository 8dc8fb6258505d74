import { ANALYTICS_TEXT, type ExerciseProgress, formatMonthDay, type WeightUnit } from '@liftwise/domain';
import { LiftList, LiftRow } from './lift-list.tsx';

const TEXT = ANALYTICS_TEXT;

/** The most trained exercises of the period: how often, the best set and the one-rep max it suggests. */
export function BestLifts({ exercises, unit }: { exercises: readonly ExerciseProgress[]; unit: WeightUnit }) {
  if (exercises.length === 0) return null;
  return (
    <LiftList id="best-lifts" title={TEXT.bestLifts}>
      {exercises.map(({ name, sessions, best }) => (
        <LiftRow
          key={name}
          name={name}
          caption={`${TEXT.sessionsCount(sessions)}${best ? ` · ${formatMonthDay(best.day)}` : ''}`}
          best={best ? TEXT.bestSet(best.weight, unit, best.reps, best.rpe) : undefined}
          estimate={best ? TEXT.estimatedMax(best.oneRepMax, unit) : undefined}
          note={TEXT.bodyweight}
        />
      ))}
    </LiftList>
  );
}
