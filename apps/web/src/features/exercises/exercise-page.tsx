import {
  EXERCISE_LEVEL_LABELS,
  EXERCISES_SCREEN_TEXT,
  exerciseById,
  MOVEMENT_PATTERN_LABELS,
  MUSCLE_LABELS,
} from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { ChevronLeft } from 'lucide-react';
import { NotFoundScreen } from '#web/components/not-found-screen.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { ExerciseHistory } from './history.tsx';
import { HowTo } from './how-to.tsx';

const TEXT = EXERCISES_SCREEN_TEXT.exercisePage;

/** One catalogue exercise: what it is and needs, how to do it, and the athlete's own history of it. */
export function ExercisePage({ exerciseId }: { exerciseId: string }) {
  const entry = exerciseById(exerciseId);
  if (!entry) return <NotFoundScreen text={TEXT} backLabel={TEXT.allExercises} backTo="/exercises" />;
  const muscles = (list: readonly (keyof typeof MUSCLE_LABELS)[]) =>
    list.map((muscle) => MUSCLE_LABELS[muscle]).join(', ');

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-3">
        <Link
          to="/exercises"
          className="inline-flex min-h-11 items-center gap-1 text-muted-foreground text-sm hover:text-foreground"
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          {TEXT.allExercises}
        </Link>
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{entry.name}</h1>
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{MOVEMENT_PATTERN_LABELS[entry.pattern]}</Badge>
          <Badge variant="outline">{EXERCISE_LEVEL_LABELS[entry.level]}</Badge>
        </div>
      </header>
      <dl className="grid gap-4 rounded-xl border bg-card p-4 text-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">{TEXT.pattern}</dt>
          <dd className="font-medium">{MOVEMENT_PATTERN_LABELS[entry.pattern]}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{TEXT.primaryMuscles}</dt>
          <dd className="font-medium">{muscles(entry.primaryMuscles)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{TEXT.secondaryMuscles}</dt>
          <dd className="font-medium">
            {entry.secondaryMuscles.length > 0 ? muscles(entry.secondaryMuscles) : TEXT.noSecondaryMuscles}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{TEXT.equipment}</dt>
          <dd className="font-medium">
            {entry.equipment.length > 0 ? entry.equipment.join(', ') : TEXT.noEquipment}
          </dd>
        </div>
      </dl>
      <HowTo entry={entry} />
      <ExerciseHistory exerciseId={entry.id} />
    </div>
  );
}
