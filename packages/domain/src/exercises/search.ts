import { CATALOGUE_CATEGORY_OF } from '../equipment/catalogue.ts';
import { EXERCISE_CATALOGUE } from './catalogue.ts';
import { DEFAULT_EXERCISE_SUGGESTIONS, MAX_EXERCISE_SUGGESTIONS } from './limits.ts';
import { exerciseMatchKey, exerciseNameKey, exerciseNameWords } from './name-key.ts';
import type { ExerciseCatalogueEntry } from './schema.ts';

interface Indexed {
  entry: ExerciseCatalogueEntry;
  name: string;
  aliases: string[];
}

const INDEX: Indexed[] = EXERCISE_CATALOGUE.map((entry) => ({
  entry,
  name: exerciseNameKey(entry.name),
  aliases: entry.aliases.map(exerciseNameKey),
}));
const BY_KEY = new Map(
  EXERCISE_CATALOGUE.flatMap((entry) =>
    [entry.name, ...entry.aliases].map((name) => [exerciseMatchKey(name), entry] as const),
  ),
);
const BY_ID = new Map(EXERCISE_CATALOGUE.map((entry) => [entry.id, entry]));

/** How well one name matches: 0 equal, 1 starts with the query, 2 a word does, 3 contains it; undefined none. */
function keyRank(key: string, query: string): number | undefined {
  if (key === query) return 0;
  if (key.startsWith(query)) return 1;
  if (` ${key}`.includes(` ${query}`)) return 2;
  return key.includes(query) ? 3 : undefined;
}

/** The best match among several names, as keyRank; Infinity when none matches. */
function bestRank(keys: readonly string[], query: string): number {
  return Math.min(...keys.map((key) => keyRank(key, query) ?? Number.POSITIVE_INFINITY));
}

/**
 * An entry's tier: an exact name or alias first, then prefix, word and substring matches. Doubling interleaves
 * the two: at each kind of match the entry's own name sorts before an alias (so 'bench' lists Bench Press before
 * an entry whose alias merely starts so). Infinity when nothing matches.
 */
function entryRank({ name, aliases }: Indexed, query: string): number {
  return Math.min(bestRank([name], query) * 2, bestRank(aliases, query) * 2 + 1);
}

/**
 * Every catalogue entry a query matches, ranked as the suggestions are (exact, prefix, word, substring; catalogue
 * order within a rank); a blank query matches nothing.
 */
export function searchExercises(query: string): ExerciseCatalogueEntry[] {
  const key = exerciseNameKey(query);
  if (key === '') return [];
  const ranked = INDEX.flatMap((indexed) => {
    const tier = entryRank(indexed, key);
    return Number.isFinite(tier) ? [{ entry: indexed.entry, tier }] : [];
  });
  // Array sort is stable: equal tiers keep catalogue order.
  return ranked.sort((a, b) => a.tier - b.tier).map(({ entry }) => entry);
}

/**
 * Catalogue entries for the workout form's name field: an exact name or alias first, then prefix matches, word
 * matches and substring matches, each group in catalogue order (staples first). Case, hyphens and spacing do
 * not matter; a blank query suggests nothing. `limit` is capped at MAX_EXERCISE_SUGGESTIONS.
 */
export function suggestExercises(
  query: string,
  limit: number = DEFAULT_EXERCISE_SUGGESTIONS,
): ExerciseCatalogueEntry[] {
  const count = Math.min(Math.max(Math.floor(limit), 0), MAX_EXERCISE_SUGGESTIONS);
  return count > 0 ? searchExercises(query).slice(0, count) : [];
}

const usesCategory = (pattern: RegExp) => (entry: ExerciseCatalogueEntry) =>
  entry.equipment.some((item) => pattern.test(CATALOGUE_CATEGORY_OF.get(item) ?? ''));

/**
 * Words naming the implement, which a typed name may add to a catalogue name that leaves it unsaid ('Dumbbell
 * Bicep Curl' is the Dumbbell Curl, 'Lat Pulldown (Cable)' the Lat Pulldown), but only when the entry is done
 * with that implement: 'Dumbbell Lunge' is not the bodyweight Forward Lunge (the checker would then let a
 * dumbbell exercise through without dumbbells).
 */
const IMPLEMENTS = new Map<string, (entry: ExerciseCatalogueEntry) => boolean>([
  ['dumbbell', usesCategory(/^free weights\/dumbbells$/)],
  ['barbell', usesCategory(/^(free weights\/(barbells|fixed bars)|specialty bars\/)/)],
  ['ez', (entry) => entry.equipment.includes('EZ Curl Bar')],
  ['kettlebell', usesCategory(/^kettlebells\//)],
  ['cable', usesCategory(/^cable machines\//)],
  ['rope', (entry) => entry.equipment.some((item) => /rope/i.test(item))],
  ['machine', usesCategory(/machines\//)],
  ['band', usesCategory(/^resistance bands\//)],
  ['banded', usesCategory(/^resistance bands\//)],
  [
    'bodyweight',
    (entry) => entry.equipment.every((item) => CATALOGUE_CATEGORY_OF.get(item)?.startsWith('bodyweight/')),
  ],
]);
/** Words that only say an exercise is the usual kind ('Strict Pull-Up', 'Conventional Deadlift'). */
const PLAIN = new Set([
  'regular',
  'standard',
  'normal',
  'classic',
  'strict',
  'traditional',
  'conventional',
  'flat',
]);

/**
 * The entry a typed exercise name is: its name or one of its aliases however written (see name-key.ts: case,
 * hyphens, spacing, plurals, abbreviations, word order), else that name with the implement words the catalogue
 * leaves unsaid and words like 'strict' or 'regular' left out. Undefined for anything else: free text is no
 * exercise.
 */
export function findExercise(name: string): ExerciseCatalogueEntry | undefined {
  const words = exerciseNameWords(name);
  const lookUp = (kept: readonly string[]) =>
    kept.length > 0 ? BY_KEY.get([...kept].sort().join(' ')) : undefined;
  const exact = lookUp(words);
  if (exact) return exact;
  const plain = words.filter((word) => !PLAIN.has(word));
  const named = plain.filter((word) => IMPLEMENTS.has(word));
  const entry = lookUp(plain) ?? lookUp(plain.filter((word) => !IMPLEMENTS.has(word)));
  return entry && named.every((word) => IMPLEMENTS.get(word)?.(entry)) ? entry : undefined;
}

/** The entry with this id (ids are stable, so a linked workout exercise keeps its entry). */
export function exerciseById(id: string): ExerciseCatalogueEntry | undefined {
  return BY_ID.get(id);
}
