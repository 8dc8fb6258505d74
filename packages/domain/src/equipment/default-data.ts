import { CATALOGUE_SPECIFICATIONS } from './catalogue/specifications.ts';
import { EQUIPMENT_CATALOGUE } from './catalogue.ts';
import type { DefaultEquipmentData } from './schema.ts';

/**
 * The catalogue the server seeds at boot and on initializeDefaultEquipment (spec §7). The spec shows the shape, not
 * the content; this is ours: what a home, garage or commercial gym lifter would recognise, one file per group of
 * categories under `catalogue/`, each item's specifications by its id in `catalogue/specifications.ts`. Item ids
 * are stable: the seed updates an item in place by its id.
 */
export const DEFAULT_EQUIPMENT_DATA: DefaultEquipmentData = {
  categories: EQUIPMENT_CATALOGUE.categories,
  equipment: EQUIPMENT_CATALOGUE.equipment.map((item) => ({
    ...item,
    specifications: CATALOGUE_SPECIFICATIONS[item.id],
  })),
};
