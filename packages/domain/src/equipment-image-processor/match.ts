import type { DefaultEquipmentData, DefaultEquipmentItem, EquipmentCategory } from '../equipment/schema.ts';
import type { EquipmentImageItem, EquipmentImageResult } from './schema.ts';

/**
 * A name's comparison key: case, spacing, punctuation and a plural `s` do not count, so a model's "pull up bar"
 * meets the catalogue's "Pull-up Bars".
 */
export function catalogueKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')
    .replace(/s$/, '');
}

function findByKey<T>(entries: readonly T[], key: string, nameOf: (entry: T) => string): T | undefined {
  return entries.find((entry) => catalogueKey(nameOf(entry)) === key);
}

/** The catalogue's spelling of a category and subcategory, where the model's words fit one. */
function normaliseCategory(
  categories: readonly EquipmentCategory[],
  category: string,
  subcategory: string,
): { category: string; subcategory: string } {
  const subKey = catalogueKey(subcategory);
  const known = findByKey(categories, catalogueKey(category), (entry) => entry.name);
  if (known) {
    return {
      category: known.name,
      subcategory: findByKey(known.subcategories, subKey, (name) => name) ?? subcategory,
    };
  }
  // An unknown category with a subcategory only one catalogue category has: that category is meant.
  const owners = categories.filter((entry) => findByKey(entry.subcategories, subKey, (name) => name));
  const [owner] = owners;
  if (owners.length !== 1 || !owner) return { category, subcategory };
  return {
    category: owner.name,
    subcategory: findByKey(owner.subcategories, subKey, (name) => name) ?? subcategory,
  };
}

function matchItem(item: EquipmentImageItem, catalogue: DefaultEquipmentData): EquipmentImageItem {
  const entry: DefaultEquipmentItem | undefined = findByKey(
    catalogue.equipment,
    catalogueKey(item.name),
    (known) => known.name,
  );
  if (entry) return { ...item, name: entry.name, category: entry.category, subcategory: entry.subcategory };
  return { ...item, ...normaliseCategory(catalogue.categories, item.category, item.subcategory) };
}

/**
 * A scan's items in the catalogue's terms where they fit: an item whose name is a catalogue item's takes that
 * item's name, category and subcategory; otherwise its category and subcategory take the catalogue's spelling
 * when they name one. What fits nothing is kept as the model said it (the athlete corrects it in the form).
 */
export function matchToCatalogue(
  result: EquipmentImageResult,
  catalogue: DefaultEquipmentData,
): EquipmentImageResult {
  return { ...result, equipment: result.equipment.map((item) => matchItem(item, catalogue)) };
}
