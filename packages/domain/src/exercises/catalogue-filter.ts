import * as z from 'zod/mini';
import { text } from '../schemas/free-text.ts';
import { EXERCISE_CATALOGUE } from './catalogue.ts';
import { MAX_CATALOGUE_QUERY } from './limits.ts';
import { MOVEMENT_PATTERNS, MUSCLES } from './options.ts';
import type { ExerciseCatalogueEntry } from './schema.ts';
import { findExercise, searchExercises } from './search.ts';

/**
 * The exercise catalogue page's filters, as its address carries them (`/exercises?q=press&muscle=chest`), so a
 * reload or a shared link keeps them: a name or alias typed, a primary muscle, a movement pattern, and whether only
 * the exercises the athlete's equipment allows are listed.
 */
export const catalogueFilterSchema = z.object({
  q: z.optional(text(MAX_CATALOGUE_QUERY)),
  muscle: z.optional(z.enum(MUSCLES)),
  pattern: z.optional(z.enum(MOVEMENT_PATTERNS)),
  kit: z.optional(z.boolean()),
});
export type CatalogueFilter = z.infer<typeof catalogueFilterSchema>;

const FIELDS = catalogueFilterSchema.shape;

/**
 * The filters of an address's search params, each read on its own: a bad one (an unknown muscle, a query too long)
 * is dropped and the rest kept, so a mistyped link still opens the list. Empty values are absent.
 */
export function catalogueFilterOf(search: Record<string, unknown>): CatalogueFilter {
  const filter: CatalogueFilter = {};
  const q = FIELDS.q.safeParse(typeof search.q === 'number' ? String(search.q) : search.q);
  if (q.success && q.data !== undefined && q.data.trim() !== '') filter.q = q.data;
  const muscle = FIELDS.muscle.safeParse(search.muscle);
  if (muscle.success && muscle.data !== undefined) filter.muscle = muscle.data;
  const pattern = FIELDS.pattern.safeParse(search.pattern);
  if (pattern.success && pattern.data !== undefined) filter.pattern = pattern.data;
  if (search.kit === true || search.kit === 'true') filter.kit = true;
  return filter;
}

/**
 * The entries a typed query names: the one it is however written ('barbell bench presses', 'Bench Press (Barbell)',
 * as findExercise reads a workout's names) first, then the name and alias matches ranked as suggestions are.
 */
function matches(query: string): ExerciseCatalogueEntry[] {
  const found = searchExercises(query);
  const named = findExercise(query);
  return named === undefined || found[0] === named
    ? found
    : [named, ...found.filter((entry) => entry !== named)];
}

/**
 * The catalogue entries a filter keeps. A query lists the exercise it names first, then
 * matches ranked as the workout form's suggestions are; without one, catalogue order (staples first). A muscle matches an entry's primary muscles
 * (what the exercise trains, not what merely helps); `kit` keeps what `canDo` allows, and is ignored without it.
 */
export function filterCatalogue(
  filter: CatalogueFilter,
  canDo?: (entry: ExerciseCatalogueEntry) => boolean,
  catalogue: readonly ExerciseCatalogueEntry[] = EXERCISE_CATALOGUE,
): ExerciseCatalogueEntry[] {
  const query = filter.q?.trim() ?? '';
  const inCatalogue = catalogue === EXERCISE_CATALOGUE ? undefined : new Set(catalogue);
  const candidates =
    query === ''
      ? catalogue
      : matches(query).filter((entry) => inCatalogue === undefined || inCatalogue.has(entry));
  return candidates.filter(
    (entry) =>
      (filter.muscle === undefined || entry.primaryMuscles.includes(filter.muscle)) &&
      (filter.pattern === undefined || entry.pattern === filter.pattern) &&
      (!filter.kit || canDo === undefined || canDo(entry)),
  );
}

/** Whether any filter is set (the page then offers to clear them). */
export function isFiltered(filter: CatalogueFilter): boolean {
  return (
    (filter.q?.trim() ?? '') !== '' ||
    filter.muscle !== undefined ||
    filter.pattern !== undefined ||
    filter.kit === true
  );
}
