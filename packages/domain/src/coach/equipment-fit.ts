import type { UserEquipment } from '../equipment/schema.ts';
import { EXERCISE_CATALOGUE } from '../exercises/catalogue.ts';
import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';

/**
 * Which catalogue exercises an athlete's equipment allows. An exercise names one representative default-catalogue
 * item per need (any dumbbells are 'Hex Dumbbell Set'); the athlete's item fulfils a need when it is that item,
 * an item listed below as doing the same job, or any item of the listed category/subcategory (so custom items
 * filed under 'Free Weights / Dumbbells' count as dumbbells). Names compare without case.
 */
const SAME_JOB: Record<string, readonly string[]> = {
  'Olympic Barbell': ["Women's Olympic Barbell", 'Deadlift Bar'],
  'Power Rack': ['Half Rack', 'Squat Stands', 'Folding Wall-Mounted Rack', 'Wall Rig'],
  'Hex Dumbbell Set': ['Adjustable Dumbbells', 'Pro-Style Dumbbells', 'Loadable Dumbbell Handles'],
  Kettlebell: ['Kettlebell Set', 'Competition Kettlebell', 'Adjustable Kettlebell'],
  'Flat Bench': ['Adjustable Bench', 'Flat/Incline/Decline Bench', 'Olympic Bench Press'],
  'Adjustable Bench': ['Flat/Incline/Decline Bench'],
  'Cable Machine': ['Functional Trainer', 'Cable Crossover', 'Rack-Mounted Cable Pulley'],
  'Cable Crossover': ['Functional Trainer'],
  // The power rack, the folding rack and the functional trainer carry a pull-up bar (their specifications say so).
  'Pull-up Bar': [
    'Wall-Mounted Pull-up Bar',
    'Power Tower',
    'Wall Rig',
    'Power Rack',
    'Folding Wall-Mounted Rack',
    'Functional Trainer',
  ],
  // Rings hang from an anchor on straps: everything a suspension trainer does, rows to flys.
  'Suspension Trainer': ['Gymnastic Rings'],
  'Dip Station': ['Power Tower', 'Rack Dip Attachment'],
  'Resistance Bands': ['Tube Bands with Handles'],
  'Mini Bands': ['Fabric Hip Circle'],
  'Medicine Ball': ['Wall Ball', 'Slam Ball'],
  Treadmill: ['Curved Manual Treadmill'],
  'Rowing Machine': ['Water Rower'],
};

const SAME_SUBCATEGORY: Record<string, readonly string[]> = {
  'Olympic Barbell': ['free weights/barbells'],
  'Power Rack': ['racks & rigs/power racks', 'racks & rigs/half racks', 'racks & rigs/squat stands'],
  'Hex Dumbbell Set': ['free weights/dumbbells'],
  Kettlebell: ['kettlebells/cast iron', 'kettlebells/competition', 'kettlebells/adjustable'],
  'Flat Bench': ['benches/flat benches', 'benches/adjustable benches'],
  'Adjustable Bench': ['benches/adjustable benches'],
  'Pull-up Bar': ['bodyweight/pull-up bars'],
};

const key = (name: string) => name.trim().toLowerCase();

/** Item name (lower case) → the needs it fulfils besides its own name. */
const NEEDS_BY_ITEM = new Map<string, string[]>();
for (const [need, items] of Object.entries(SAME_JOB)) {
  for (const item of items)
    NEEDS_BY_ITEM.set(key(item), [...(NEEDS_BY_ITEM.get(key(item)) ?? []), key(need)]);
}
const NEEDS_BY_SUBCATEGORY = new Map<string, string[]>();
for (const [need, subcategories] of Object.entries(SAME_SUBCATEGORY)) {
  for (const sub of subcategories)
    NEEDS_BY_SUBCATEGORY.set(sub, [...(NEEDS_BY_SUBCATEGORY.get(sub) ?? []), key(need)]);
}

type Item = Pick<UserEquipment, 'name' | 'category' | 'subcategory'>;

/** The needs (lower-case item names) this equipment fulfils. */
export function fulfilledNeeds(equipment: readonly Item[]): Set<string> {
  const needs = new Set<string>();
  for (const item of equipment) {
    const name = key(item.name);
    needs.add(name);
    for (const need of NEEDS_BY_ITEM.get(name) ?? []) needs.add(need);
    for (const need of NEEDS_BY_SUBCATEGORY.get(`${key(item.category)}/${key(item.subcategory)}`) ?? []) {
      needs.add(need);
    }
  }
  return needs;
}

/** Whether every item the exercise needs is fulfilled. */
export function canPerform(
  entry: Pick<ExerciseCatalogueEntry, 'equipment'>,
  needs: ReadonlySet<string>,
): boolean {
  return entry.equipment.every((item) => needs.has(key(item)));
}

/** The catalogue exercises this equipment allows, in catalogue order (bodyweight ones always). */
export function performableExercises<
  T extends Pick<ExerciseCatalogueEntry, 'equipment'> = ExerciseCatalogueEntry,
>(equipment: readonly Item[], catalogue: readonly T[] = EXERCISE_CATALOGUE as unknown as readonly T[]): T[] {
  const needs = fulfilledNeeds(equipment);
  return catalogue.filter((entry) => canPerform(entry, needs));
}
