import { EXERCISES_SCREEN_TEXT, type ExerciseCatalogueEntry } from '@liftwise/domain';
import { useQuery } from '@tanstack/react-query';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

const TEXT = EXERCISES_SCREEN_TEXT.exercisePage;

/**
 * How to do the exercise: its pattern's text is loaded only when this shows (about 150 KB for the whole catalogue,
 * kept out of every first load), and kept for the visit. A row not written yet says so.
 */
export function HowTo({ entry }: { entry: Pick<ExerciseCatalogueEntry, 'id' | 'pattern'> }) {
  const howTo = useQuery({
    queryKey: ['exercise-how-to', entry.id],
    queryFn: async () => {
      const { loadExerciseHowTo } = await import('@liftwise/domain/exercise-how-to');
      return (await loadExerciseHowTo(entry.id, entry.pattern)) ?? null;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

  function content() {
    if (howTo.isPending)
      return (
        <div className="space-y-2" aria-busy="true">
          <p className="sr-only">{TEXT.howToLoading}</p>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      );
    if (howTo.isError)
      return (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-muted-foreground text-sm">{TEXT.howToFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void howTo.refetch()}>
            {TEXT.retry}
          </Button>
        </div>
      );
    const text = howTo.data;
    if (!text) return <p className="text-muted-foreground text-sm">{TEXT.howToMissing}</p>;
    return (
      <div className="grid gap-4 text-sm leading-relaxed md:grid-cols-2">
        <div>
          <h3 className="font-medium">{TEXT.setup}</h3>
          <p className="text-muted-foreground">{text.setup}</p>
        </div>
        <div>
          <h3 className="font-medium">{TEXT.execution}</h3>
          <p className="text-muted-foreground">{text.execution}</p>
        </div>
        <div>
          <h3 className="font-medium">{TEXT.cues}</h3>
          <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
            {text.cues.map((cue) => (
              <li key={cue}>{cue}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-medium">{TEXT.faults}</h3>
          <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
            {text.faults.map((fault) => (
              <li key={fault}>{fault}</li>
            ))}
          </ul>
        </div>
      </div>
    );
  }

  return (
    <section className="space-y-3 rounded-xl border bg-card p-4 sm:p-5" aria-labelledby="how-to">
      <h2 id="how-to" className="font-semibold">
        {TEXT.howTo}
      </h2>
      {content()}
    </section>
  );
}
