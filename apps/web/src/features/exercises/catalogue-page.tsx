import {
  type CatalogueFilter,
  EXERCISE_CATALOGUE,
  EXERCISES_SCREEN_TEXT,
  filterCatalogue,
  isFiltered,
  MOVEMENT_PATTERN_LABELS,
  MOVEMENT_PATTERNS,
  type MovementPattern,
  MUSCLE_LABELS,
  MUSCLES,
  type Muscle,
} from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { ChevronRight, SearchX } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ListPage } from '#web/components/list-page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { ChoiceSelect } from '#web/components/ui/choice-select.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { useKitAllows } from './api.ts';

const TEXT = EXERCISES_SCREEN_TEXT.exerciseCatalogue;
/** The choice that clears a select (a select's value cannot be empty). */
const ANY = 'any';

const MUSCLE_CHOICES = [
  { value: ANY, label: TEXT.anyMuscle },
  ...MUSCLES.map((muscle) => ({ value: muscle, label: MUSCLE_LABELS[muscle] })),
];
const PATTERN_CHOICES = [
  { value: ANY, label: TEXT.anyPattern },
  ...MOVEMENT_PATTERNS.map((pattern) => ({ value: pattern, label: MOVEMENT_PATTERN_LABELS[pattern] })),
];

/**
 * The exercise catalogue at /exercises: searchable by name or alias, filtered by muscle, pattern and the athlete's
 * equipment, every filter in the address (the route keeps it). A compact list of links: 365 rows of text, no cards.
 */
export function CataloguePage({
  filter,
  onFilterChange,
}: {
  filter: CatalogueFilter;
  onFilterChange: (next: CatalogueFilter) => void;
}) {
  const ids = { search: useId(), muscle: useId(), pattern: useId(), kit: useId(), count: useId() };
  // Typed words show at once; the list follows when the browser has time (a long list must not slow the typing).
  const [typed, setTyped] = useState(filter.q ?? '');
  const kitAllows = useKitAllows();
  const query = useDeferredValue(typed);
  const found = useMemo(
    () => filterCatalogue({ ...filter, q: query }, kitAllows),
    [filter, query, kitAllows],
  );
  const change = (next: CatalogueFilter) => {
    const clean: CatalogueFilter = {};
    if (next.q?.trim()) clean.q = next.q;
    if (next.muscle) clean.muscle = next.muscle;
    if (next.pattern) clean.pattern = next.pattern;
    if (next.kit) clean.kit = true;
    onFilterChange(clean);
  };

  return (
    <ListPage title={TEXT.title} description={TEXT.description}>
      <search className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-2 sm:col-span-2 lg:col-span-1">
          <Label htmlFor={ids.search}>{TEXT.searchLabel}</Label>
          <Input
            id={ids.search}
            type="search"
            value={typed}
            placeholder={TEXT.searchPlaceholder}
            aria-describedby={ids.count}
            onChange={(event) => {
              setTyped(event.target.value);
              change({ ...filter, q: event.target.value });
            }}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.muscle}>{TEXT.muscleLabel}</Label>
          <ChoiceSelect
            id={ids.muscle}
            value={filter.muscle ?? ANY}
            choices={MUSCLE_CHOICES}
            onValueChange={(value) =>
              change({ ...filter, muscle: value === ANY ? undefined : (value as Muscle) })
            }
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.pattern}>{TEXT.patternLabel}</Label>
          <ChoiceSelect
            id={ids.pattern}
            value={filter.pattern ?? ANY}
            choices={PATTERN_CHOICES}
            onValueChange={(value) =>
              change({ ...filter, pattern: value === ANY ? undefined : (value as MovementPattern) })
            }
          />
        </div>
        <div className="flex items-start gap-3 self-end pb-1">
          <Checkbox
            id={ids.kit}
            checked={filter.kit === true}
            onCheckedChange={(checked) => change({ ...filter, kit: checked === true })}
            aria-describedby={`${ids.kit}-hint`}
          />
          <div className="grid gap-1">
            <Label htmlFor={ids.kit}>{TEXT.kitLabel}</Label>
            <p id={`${ids.kit}-hint`} className="text-muted-foreground text-xs">
              {TEXT.kitHint}
            </p>
          </div>
        </div>
      </search>
      <div className="flex items-center justify-between gap-3">
        <p id={ids.count} className="text-muted-foreground text-sm" aria-live="polite">
          {TEXT.found(found.length, EXERCISE_CATALOGUE.length)}
        </p>
        {isFiltered(filter) ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setTyped('');
              change({});
            }}
          >
            {TEXT.clearFilters}
          </Button>
        ) : null}
      </div>
      {found.length === 0 ? (
        <EmptyState icon={<SearchX />} title={TEXT.emptyTitle} description={TEXT.emptyDescription} />
      ) : (
        <ul aria-label={TEXT.listLabel} className="divide-y rounded-xl border bg-card">
          {found.map((entry) => (
            // Rows off screen skip layout and paint until scrolled to: 365 rows cost a screenful at first.
            <li key={entry.id} className="[contain-intrinsic-size:auto_61px] [content-visibility:auto]">
              <Link
                to="/exercises/$exerciseId"
                params={{ exerciseId: entry.id }}
                className="flex min-h-12 items-center gap-3 px-4 py-2.5 hover:bg-muted/60 focus-visible:bg-muted/60 focus-visible:outline-2 focus-visible:outline-ring focus-visible:-outline-offset-2"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{entry.name}</span>
                  <span className="block truncate text-muted-foreground text-xs">
                    {MOVEMENT_PATTERN_LABELS[entry.pattern]} ·{' '}
                    {entry.primaryMuscles.map((muscle) => MUSCLE_LABELS[muscle]).join(', ')}
                  </span>
                </span>
                <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ListPage>
  );
}
