import type { UserEquipment } from './schema.ts';

/** What the add form stores in `availability.notes` for an item that cannot be used (see equipmentPayloadFromForm). */
const OUT_OF_SERVICE = 'Out of Service';

/**
 * The equipment a coach may plan with: the items of the athlete's active location, without those marked
 * 'Out of Service'. With no locations at all (an athlete who never made one) every item counts.
 */
export function availableEquipment(
  items: readonly UserEquipment[],
  activeLocationId: string | undefined,
): UserEquipment[] {
  return items.filter(
    (item) =>
      item.availability.notes !== OUT_OF_SERVICE &&
      (activeLocationId === undefined || item.locationIds.includes(activeLocationId)),
  );
}
