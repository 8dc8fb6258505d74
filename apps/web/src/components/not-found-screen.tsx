import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { Button } from './ui/button.tsx';

/**
 * In place of a screen whose record (a goal, a workout) the athlete does not have: says so and offers the way back
 * to its list. `inPage` is for a page that already shows its own title, so this one is a section heading in a box.
 */
export function NotFoundScreen({
  text,
  backLabel,
  backTo,
  inPage = false,
}: {
  /** The area's texts for it, e.g. `WORKOUT_SCREEN_TEXT.workoutDetails`. */
  text: { notFoundTitle: string; notFoundDescription: string };
  backLabel: string;
  backTo: '/goals' | '/workouts' | '/exercises';
  inPage?: boolean;
}) {
  const Heading = inPage ? 'h2' : 'h1';
  return (
    <div
      className={
        inPage
          ? 'flex flex-col items-center gap-4 rounded-xl border border-dashed px-4 py-12 text-center'
          : 'mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center'
      }
    >
      <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
      <div className="space-y-2">
        <Heading className={inPage ? 'font-semibold text-xl' : 'font-bold text-2xl tracking-tight'}>
          {text.notFoundTitle}
        </Heading>
        <p className="text-muted-foreground">{text.notFoundDescription}</p>
      </div>
      <Button asChild size={inPage ? 'default' : 'lg'} className={inPage ? 'h-11' : undefined}>
        <Link to={backTo}>{backLabel}</Link>
      </Button>
    </div>
  );
}
