import { type AvailableEquipment, type ExerciseCatalogEntry, exerciseNameKey } from '@liftwise/domain';

/**
 * The catalogue entries the athlete can do: every piece of equipment an entry needs is among their items
 * (bodyweight entries need none). Items added from the catalogue carry its names; a hand-typed 'olympic barbell'
 * matches too, because names compare as exercise names do (case, hyphens and spacing ignored).
 */
export function exercisesAllowedBy(
  equipment: AvailableEquipment,
  catalogue: readonly ExerciseCatalogEntry[],
): ExerciseCatalogEntry[] {
  const owned = new Set(equipment.map((item) => exerciseNameKey(item.name)));
  return catalogue.filter((entry) => entry.equipment.every((name) => owned.has(exerciseNameKey(name))));
}
