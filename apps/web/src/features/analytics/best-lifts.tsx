import { ANALYTICS_TEXT, type ExerciseProgress, formatMonthDay, type WeightUnit } from '@liftwise/domain';

const TEXT = ANALYTICS_TEXT;

/** The most trained exercises of the period: how often, the best set and the one-rep max it suggests. */
export function BestLifts({ exercises, unit }: { exercises: readonly ExerciseProgress[]; unit: WeightUnit }) {
  if (exercises.length === 0) return null;
  return (
    <section className="space-y-3 rounded-xl border bg-card p-4 sm:p-5" aria-labelledby="best-lifts">
      <h2 id="best-lifts" className="font-semibold">
        {TEXT.bestLifts}
      </h2>
      <ul className="divide-y">
        {exercises.map((exercise) => (
          <li
            key={exercise.name}
            className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
          >
            <div className="min-w-0">
              <p className="truncate font-medium">{exercise.name}</p>
              <p className="text-muted-foreground text-xs">
                {TEXT.sessionsCount(exercise.sessions)}
                {exercise.best ? ` · ${formatMonthDay(exercise.best.day)}` : ''}
              </p>
            </div>
            {exercise.best ? (
              <div className="shrink-0 text-right">
                <p className="font-semibold tabular-nums">
                  {TEXT.bestSet(exercise.best.weight, unit, exercise.best.reps, exercise.best.rpe)}
                </p>
                <p className="text-muted-foreground text-xs tabular-nums">
                  {TEXT.estimatedMax(exercise.best.oneRepMax, unit)}
                </p>
              </div>
            ) : (
              <p className="shrink-0 text-muted-foreground text-xs">{TEXT.bodyweight}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
