import {
  type ActualExercise,
  type Exercise,
  SESSION_SCREEN_TEXT,
  setWeight,
  showPlannedWeight,
  type WeightUnit,
  WORKOUT_SCREEN_TEXT,
} from '@liftwise/domain';
import { Check, X } from 'lucide-react';
import { ExerciseLinkByName } from '#web/components/exercise-link.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

const TEXT = WORKOUT_SCREEN_TEXT.workoutDetails;

/** A planned exercise: its sets, reps and weight, and its notes. */
export function PlannedExerciseCard({ exercise, unit }: { exercise: Exercise; unit: WeightUnit }) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <div className="flex flex-wrap items-center justify-between gap-x-3">
          <CardTitle as="h3">{exercise.name}</CardTitle>
          <ExerciseLinkByName name={exercise.name} />
        </div>
        <p className="text-muted-foreground text-sm">
          {TEXT.planned}:{' '}
          {TEXT.plannedSets(exercise.sets, exercise.reps, showPlannedWeight(exercise.weight, unit))}
        </p>
        {exercise.notes ? <p className="text-sm">{exercise.notes}</p> : null}
      </CardHeader>
    </Card>
  );
}

/** A completed exercise: what was planned, then each set as it was done. */
export function CompletedExerciseCard({ exercise, unit }: { exercise: ActualExercise; unit: WeightUnit }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <div className="flex flex-wrap items-center justify-between gap-x-3">
          <CardTitle as="h3">{exercise.name}</CardTitle>
          <ExerciseLinkByName name={exercise.name} />
        </div>
        {/* An imported session had no plan (the other app keeps none): no 'Planned: 3 ×' read from nothing. */}
        {exercise.plannedReps ? (
          <p className="text-muted-foreground text-sm">
            {TEXT.planned}:{' '}
            {TEXT.plannedSets(
              exercise.plannedSets,
              exercise.plannedReps,
              showPlannedWeight(exercise.plannedWeight, unit),
            )}
          </p>
        ) : null}
        {exercise.warmUpSets?.length ? (
          <p className="text-muted-foreground text-sm">
            {SESSION_SCREEN_TEXT.liveSession.warmUps(
              exercise.warmUpSets.map((set) => ({
                weight: { value: set.weight, unit: set.weightUnit },
                reps: set.reps,
              })),
              unit,
            )}
          </p>
        ) : null}
        {exercise.notes ? <p className="text-sm">{exercise.notes}</p> : null}
      </CardHeader>
      <CardContent>
        {exercise.actualSets.length === 0 ? (
          <p className="text-muted-foreground text-sm">{TEXT.noSetsDone}</p>
        ) : (
          <ol className="divide-y rounded-lg border" aria-label={`${exercise.name}: ${TEXT.actual}`}>
            {exercise.actualSets.map((set) => (
              <li key={set.setNumber} className="flex items-center gap-3 px-3 py-2.5 text-sm">
                {set.completed ? (
                  <Check className="size-4 shrink-0 text-success" aria-hidden="true" />
                ) : (
                  <X className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                )}
                <span className="w-14 shrink-0 font-medium">
                  {SESSION_SCREEN_TEXT.liveSession.setLabel(set.setNumber)}
                </span>
                <span className="min-w-0 flex-1">
                  {set.completed
                    ? SESSION_SCREEN_TEXT.liveSession.actualSet(set.actualReps, setWeight(set), unit, set.rpe)
                    : TEXT.setNotDone}
                  {set.notes ? <span className="block text-muted-foreground">{set.notes}</span> : null}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
