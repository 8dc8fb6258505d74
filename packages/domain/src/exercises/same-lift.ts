import { CATALOGUE_CATEGORY_OF } from '../equipment/catalogue.ts';
import { exerciseFamilies } from './families.ts';
import { loadKindOf } from './load-kind.ts';
import type { ExerciseCatalogueEntry } from './schema.ts';
import { ladderOf } from './variations.ts';

/** Gear that only holds or places the body: it does not make two lifts different (a bench under a press, rings). */
const SUPPORT_CATEGORIES = new Set([
  'benches',
  'racks & rigs',
  'bodyweight',
  'core',
  'mobility & recovery',
  'accessories',
]);

/**
 * The implement one item of gear is: a machine or a specialty bar is its own (a leg press is no hack squat), a cable
 * is a cable whatever the handle, a fixed bar is the barbell (an EZ-bar curl is a barbell curl), any other item its
 * subcategory (dumbbells, kettlebells, loop bands).
 */
function implementOfItem(item: string, category: string): string {
  const [top = ''] = category.split('/');
  if (top.endsWith('machines') && top !== 'cable machines') return item.toLowerCase();
  if (top === 'specialty bars') return item.toLowerCase();
  if (top === 'cable machines') return 'cable';
  if (top === 'kettlebells') return 'kettlebells';
  if (category === 'free weights/fixed bars') return 'free weights/barbells';
  return category;
}

const IMPLEMENTS = new WeakMap<Pick<ExerciseCatalogueEntry, 'name' | 'equipment'>, string>();

/**
 * The implement that loads an exercise: its gear that is not support ('bodyweight' when there is none), so a barbell
 * row and a Pendlay row share one and a dumbbell curl and a barbell curl do not.
 */
export function implementOf(entry: Pick<ExerciseCatalogueEntry, 'name' | 'equipment'>): string {
  const known = IMPLEMENTS.get(entry);
  if (known !== undefined) return known;
  const found = implementFrom(entry);
  IMPLEMENTS.set(entry, found);
  return found;
}

function implementFrom(entry: Pick<ExerciseCatalogueEntry, 'name' | 'equipment'>): string {
  if (loadKindOf(entry) === 'bodyweight') return 'bodyweight';
  const kinds = new Set<string>();
  for (const item of entry.equipment) {
    const category = CATALOGUE_CATEGORY_OF.get(item);
    if (category === undefined || SUPPORT_CATEGORIES.has(category.split('/')[0] ?? '')) continue;
    kinds.add(implementOfItem(item, category));
  }
  return kinds.size === 0 ? 'bodyweight' : [...kinds].sort().join('+');
}

const sameSet = <T>(a: readonly T[], b: readonly T[]) =>
  new Set(a).size === new Set(b).size && a.every((item) => b.includes(item));

/** The bench angle a loaded press or curl is named by (an incline push-up is only an easier push-up). */
const angleOf = (entry: ExerciseCatalogueEntry) =>
  /\bincline\b/i.test(entry.name) ? 'incline' : /\bdecline\b/i.test(entry.name) ? 'decline' : 'flat';

/**
 * Whether two different exercises are the same lift, which a coach never puts twice in one session: rungs of one
 * variation ladder (a doorway row and a table row), or the same movement pattern with the same primary muscles and
 * the same implement (a barbell row and a Pendlay row, a curl with a barbell or an EZ bar, a dumbbell squat and a
 * goblet squat), whichever arm or arms do it and whether it is held or repeated (a ring row and its hold). A carry
 * is the same carry whatever is carried (a farmer's walk with dumbbells or with handles). A different bench angle
 * under a load or one done overhead and one not are complementary (flat and incline press, pushdown and overhead extension).
 */
export function isSameLift(a: ExerciseCatalogueEntry, b: ExerciseCatalogueEntry): boolean {
  if (a.id === b.id) return false;
  let answers = SAME_LIFT.get(a);
  if (answers === undefined) {
    answers = new WeakMap();
    SAME_LIFT.set(a, answers);
  }
  const known = answers.get(b);
  if (known !== undefined) return known;
  const same = sameLiftOf(a, b);
  answers.set(b, same);
  return same;
}

/** Answers already worked out, by the pair: the coach asks for every candidate against every exercise held. */
const SAME_LIFT = new WeakMap<ExerciseCatalogueEntry, WeakMap<ExerciseCatalogueEntry, boolean>>();

function sameLiftOf(a: ExerciseCatalogueEntry, b: ExerciseCatalogueEntry): boolean {
  const ladder = ladderOf(a);
  if (ladder?.entries.some((rung) => rung.id === b.id)) return true;
  if (a.pattern !== b.pattern || !sameSet(a.primaryMuscles, b.primaryMuscles)) return false;
  const loaded = implementOf(a) !== 'bodyweight';
  if (loaded && angleOf(a) !== angleOf(b)) return false;
  if (exerciseFamilies(a).has('overhead') !== exerciseFamilies(b).has('overhead')) return false;
  if (a.pattern === 'carry') return implementOf(a) !== 'bodyweight' && implementOf(b) !== 'bodyweight';
  return implementOf(a) === implementOf(b);
}
