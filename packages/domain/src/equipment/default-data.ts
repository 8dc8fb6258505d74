import { BANDS_CONDITIONING_AND_ACCESSORIES } from './catalogue/accessories.ts';
import { BODYWEIGHT_AND_CORE } from './catalogue/bodyweight.ts';
import { CARDIO } from './catalogue/cardio.ts';
import { CATALOGUE_CATEGORIES } from './catalogue/categories.ts';
import { FREE_WEIGHTS } from './catalogue/free-weights.ts';
import { MACHINES } from './catalogue/machines.ts';
import { RACKS_AND_BENCHES } from './catalogue/racks-benches.ts';
import type { DefaultEquipmentData } from './schema.ts';

/**
 * The catalogue the server seeds at boot and on initializeDefaultEquipment (spec §7). The spec shows the shape, not
 * the content; this is ours: what a home, garage or commercial gym lifter would recognise, one file per group of
 * categories under `catalogue/`. Item ids are stable: the seed updates an item in place by its id.
 */
export const DEFAULT_EQUIPMENT_DATA: DefaultEquipmentData = {
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
