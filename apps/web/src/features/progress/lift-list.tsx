import type { ReactNode } from 'react';
import { ExerciseLinkByName } from '#web/components/exercise-link.tsx';

/**
 * A card of exercises, one row each: its name and a caption on the left, its best set and the one-rep max it
 * suggests on the right (or a note when it has none). Best lifts of the period and all-time records share it.
 */
export function LiftList({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-3 rounded-xl border bg-card p-4 sm:p-5" aria-labelledby={id}>
      <div>
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        {hint ? <p className="text-muted-foreground text-sm">{hint}</p> : null}
      </div>
      <ul className="divide-y">{children}</ul>
    </section>
  );
}

export function LiftRow({
  name,
  caption,
  best,
  estimate,
  note,
}: {
  name: string;
  caption: string;
  /** The best set, e.g. '102.5 kg × 5'; without one, `note` shows instead. */
  best?: string | undefined;
  estimate?: string | undefined;
  note?: string | undefined;
}) {
  return (
    <li className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 items-center gap-1">
        <div className="min-w-0">
          <p className="truncate font-medium">{name}</p>
          <p className="text-muted-foreground text-xs">{caption}</p>
        </div>
        <ExerciseLinkByName name={name} compact />
      </div>
      {best ? (
        <div className="shrink-0 text-right">
          <p className="font-semibold tabular-nums">{best}</p>
          <p className="text-muted-foreground text-xs tabular-nums">{estimate}</p>
        </div>
      ) : (
        <p className="shrink-0 text-muted-foreground text-xs">{note}</p>
      )}
    </li>
  );
}
