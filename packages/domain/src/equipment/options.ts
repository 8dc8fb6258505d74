/** Spec §4 equipment option lists. Values are what is stored and shown. */

/** What the add form offers (spec §4). */
export const EQUIPMENT_STATUS_OPTIONS = ['Excellent', 'Good', 'Fair', 'Needs Repair'] as const;
export type EquipmentStatusOption = (typeof EQUIPMENT_STATUS_OPTIONS)[number];
export const DEFAULT_EQUIPMENT_STATUS: EquipmentStatusOption = 'Excellent';
/** The list view also knows Poor (spec §4), so stored equipment may carry it. */
export const EQUIPMENT_STATUSES = [...EQUIPMENT_STATUS_OPTIONS, 'Poor'] as const;
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number];

export const AVAILABILITY_OPTIONS = [
  'Always Available',
  'Limited Availability',
  'Out of Service',
  'Reserved',
] as const;
export type AvailabilityOption = (typeof AVAILABILITY_OPTIONS)[number];
export const DEFAULT_AVAILABILITY: AvailabilityOption = 'Always Available';
