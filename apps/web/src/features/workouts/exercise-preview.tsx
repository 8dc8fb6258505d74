import { exercisePreview, WORKOUT_SCREEN_TEXT } from '@liftwise/domain';
import { Badge } from '#web/components/ui/badge.tsx';

const TEXT = WORKOUT_SCREEN_TEXT.workoutList;

/** The first 3 exercises and a '+N more' badge (spec §2, §9). */
export function ExercisePreview({ names }: { names: readonly string[] }) {
  const { shown, moreCount } = exercisePreview(names);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={TEXT.exercisesLabel}>
      {shown.map((name, index) => (
        // Names may repeat (two blocks of the same lift); the position keeps keys unique.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is static for the card's life
        <li key={`${index}-${name}`}>
          <Badge variant="secondary" className="max-w-48 truncate">
            {name}
          </Badge>
        </li>
      ))}
      {moreCount > 0 ? (
        <li>
          <Badge variant="outline">{TEXT.moreExercises(moreCount)}</Badge>
        </li>
      ) : null}
    </ul>
  );
}
