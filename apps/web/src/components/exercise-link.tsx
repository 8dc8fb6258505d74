import { EXERCISES_SCREEN_TEXT } from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { BookOpen } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { cn } from '#web/lib/cn.ts';

const TEXT = EXERCISES_SCREEN_TEXT.exercisePage;

type Lookup = typeof import('./exercise-lookup.ts');
let loading: Promise<Lookup> | undefined;

/** The catalogue lookup once loaded, after the screen has painted; undefined until then, or if it never arrives. */
function useExerciseLookup(): Lookup | undefined {
  const [lookup, setLookup] = useState<Lookup>();
  useEffect(() => {
    let mounted = true;
    loading ??= import('./exercise-lookup.ts');
    loading.then(
      (loaded) => mounted && setLookup(loaded),
      // Without the lookup there is no link: the screen itself works as before.
      () => {
        loading = undefined;
      },
    );
    return () => {
      mounted = false;
    };
  }, []);
  return lookup;
}

/**
 * A link to a catalogue exercise's page (how to do it, the athlete's history). `compact` is an icon alone, for a card
 * whose space belongs to its buttons; the screen-reader name says where it goes either way.
 */
export function ExerciseLink({
  exerciseId,
  name,
  compact = false,
  newTab = false,
  className,
}: {
  exerciseId: string;
  name: string;
  compact?: boolean;
  /** Opens beside the screen, for a form whose typed values leaving would lose. */
  newTab?: boolean;
  className?: string;
}) {
  return (
    <Link
      to="/exercises/$exerciseId"
      params={{ exerciseId }}
      {...(newTab && { target: '_blank', rel: 'noopener' })}
      aria-label={TEXT.linkLabel(name)}
      title={compact ? TEXT.linkLabel(name) : undefined}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-md text-muted-foreground text-sm hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
        compact ? 'size-11 justify-center' : 'min-h-11',
        className,
      )}
    >
      <BookOpen className="size-4" aria-hidden="true" />
      {compact ? null : <span>{TEXT.openExercise}</span>}
    </Link>
  );
}

/** The link for an exercise as a workout wrote its name, shown only when the name is a catalogue exercise. */
export function ExerciseLinkByName({
  name,
  compact,
  className,
}: {
  name: string;
  compact?: boolean;
  className?: string;
}) {
  const lookup = useExerciseLookup();
  const entry = useMemo(() => lookup?.findExercise(name), [lookup, name]);
  if (!entry) return null;
  return <ExerciseLink exerciseId={entry.id} name={entry.name} compact={compact} className={className} />;
}
