import {
  type CompletedSet,
  type LastTime,
  type LoggedWarmUp,
  nextStepFrom,
  REST_SECONDS,
  restSecondsOf,
  SESSION_SCREEN_TEXT,
  type SessionExercise,
  setWeight,
  showPlannedWeight,
  type WeightUnit,
} from '@liftwise/domain';
import { Check } from 'lucide-react';
import { memo, type Ref } from 'react';
import { ExerciseLinkByName } from '#web/components/exercise-link.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';
import { WarmUpSets } from './warm-up-sets.tsx';

const TEXT = SESSION_SCREEN_TEXT.liveSession;

interface ExerciseCardProps {
  exercise: SessionExercise;
  exerciseIndex: number;
  completed: readonly CompletedSet[];
  /** What the athlete did last time in this exercise, when they have done it before. */
  lastTime?: LastTime | undefined;
  /** The set to complete next in this exercise, or null when the current set is in another exercise. */
  currentSet: number | null;
  /** Complete Set is offered only while the session runs (spec §4). */
  canComplete: boolean;
  onCompleteSet: (exerciseIndex: number, setNumber: number) => void;
  /** The current set's Complete Set, where the focus goes when the set before it is saved. */
  completeSetRef?: Ref<HTMLButtonElement>;
  /** The athlete's unit: every weight on the card is shown in it. */
  unit: WeightUnit;
  /** On the lift the warm-up ramp is offered for: the warm-ups ticked off so far, and how to tick one. */
  warmUpsDone?: readonly LoggedWarmUp[];
  onToggleWarmUp?: (warmUp: LoggedWarmUp) => void;
}

/** One planned exercise and each of its sets: done (with what was lifted), current (Complete Set), or to come. */
export const ExerciseCard = memo(function ExerciseCard({
  exercise,
  exerciseIndex,
  completed,
  lastTime,
  currentSet,
  canComplete,
  onCompleteSet,
  completeSetRef,
  unit,
  warmUpsDone,
  onToggleWarmUp,
}: ExerciseCardProps) {
  const sets = Array.from({ length: exercise.sets }, (_, i) => i + 1);
  const planned = TEXT.planned(exercise.reps, showPlannedWeight(exercise.weight, unit));
  const rest = restSecondsOf(exercise);
  const lastSets = lastTime?.sets.map((set) => ({ actualReps: set.actualReps, weight: setWeight(set) }));
  const nextStep = nextStepFrom(lastTime, exercise.reps);
  return (
    <Card className={cn(currentSet !== null && 'border-primary/60 ring-1 ring-primary/30')}>
      <CardHeader className="pb-3">
        <div className="flex items-start justify-between gap-2">
          <CardTitle as="h2" className="text-xl">
            {exercise.name}
          </CardTitle>
          <ExerciseLinkByName name={exercise.name} compact className="-mt-2 -mr-2" />
        </div>
        <p className="text-muted-foreground text-sm">
          {exercise.sets} × {planned}
          {rest === REST_SECONDS ? '' : ` · ${TEXT.restNote(rest)}`}
        </p>
        {lastSets ? <p className="text-muted-foreground text-sm">{TEXT.lastTime(lastSets, unit)}</p> : null}
        {nextStep ? <p className="font-medium text-sm">{TEXT.nextStep(nextStep, unit)}</p> : null}
        {exercise.notes ? <p className="text-sm">{exercise.notes}</p> : null}
      </CardHeader>
      <CardContent className="space-y-3">
        {warmUpsDone && onToggleWarmUp ? (
          <WarmUpSets
            plannedWeight={exercise.weight}
            unit={unit}
            done={warmUpsDone}
            onToggle={onToggleWarmUp}
          />
        ) : null}
        <ol className="divide-y rounded-lg border">
          {sets.map((setNumber) => {
            const done = completed.find((set) => set.setNumber === setNumber);
            const isCurrent = setNumber === currentSet;
            return (
              <li
                key={setNumber}
                className={cn(
                  'flex min-h-14 flex-wrap items-center gap-3 px-3 py-2',
                  isCurrent && 'bg-primary/5',
                )}
                aria-current={isCurrent ? 'step' : undefined}
              >
                <span
                  className={cn(
                    'flex size-8 shrink-0 items-center justify-center rounded-full border font-semibold text-sm',
                    done && 'border-success bg-success text-success-foreground',
                    isCurrent && 'border-primary text-primary',
                  )}
                  aria-hidden="true"
                >
                  {done ? <Check className="size-4" /> : setNumber}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{TEXT.setLabel(setNumber)}</p>
                  <p className="truncate text-muted-foreground text-sm">
                    {done ? TEXT.actualSet(done.actualReps, setWeight(done), unit, done.rpe) : planned}
                    {done?.notes ? ` · ${done.notes}` : ''}
                  </p>
                </div>
                {done ? <Badge variant="success">{TEXT.done}</Badge> : null}
                {isCurrent ? (
                  <Button
                    ref={completeSetRef}
                    size="lg"
                    className="h-12 w-full sm:w-auto"
                    disabled={!canComplete}
                    onClick={() => onCompleteSet(exerciseIndex, setNumber)}
                  >
                    {TEXT.completeSet}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
});
