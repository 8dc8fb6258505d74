import { BANDS_CONDITIONING_AND_ACCESSORIES } from './catalogue/accessories.ts';
import { BODYWEIGHT_AND_CORE } from './catalogue/bodyweight.ts';
import { CARDIO } from './catalogue/cardio.ts';
import { CATALOGUE_CATEGORIES } from './catalogue/categories.ts';
import { FREE_WEIGHTS } from './catalogue/free-weights.ts';
import { MACHINES } from './catalogue/machines.ts';
import { RACKS_AND_BENCHES } from './catalogue/racks-benches.ts';
import type { DefaultEquipmentData } from './schema.ts';

/**
 * The default catalogue's categories and items without their specifications: what the coach (an item's category)
 * and the scanner (the categories and item names) read. The specifications are only seeded (DEFAULT_EQUIPMENT_DATA),
 * so the Worker, which never seeds, carries none of them.
 */
export const EQUIPMENT_CATALOGUE: DefaultEquipmentData = {
  categories: CATALOGUE_CATEGORIES,
  equipment: [
    ...FREE_WEIGHTS,
    ...RACKS_AND_BENCHES,
    ...MACHINES,
    ...CARDIO,
    ...BODYWEIGHT_AND_CORE,
    ...BANDS_CONDITIONING_AND_ACCESSORIES,
  ],
};

/** Default-catalogue item name → its 'category/subcategory', lower case (what the coach's rules match on). */
export const CATALOGUE_CATEGORY_OF: ReadonlyMap<string, string> = new Map(
  EQUIPMENT_CATALOGUE.equipment.map((item) => [
    item.name,
    `${item.category}/${item.subcategory}`.toLowerCase(),
  ]),
);
