import * as z from 'zod';
import { LIMITS } from '../constants/limits.ts';
import { idSchema } from '../schemas/common.ts';
import { requiredText } from '../schemas/free-text.ts';
import { EQUIPMENT_SERVER_MESSAGES } from './text.ts';

/**
 * The equipment profiles the landing page promises ("home, gym and travel"): what a new athlete starts with, the
 * first one active.
 */
export const DEFAULT_EQUIPMENT_LOCATIONS = ['Home', 'Gym', 'Travel'] as const;

export const locationNameSchema = requiredText(
  LIMITS.shortText,
  EQUIPMENT_SERVER_MESSAGES.locationNameRequired,
);

/** One named location of an athlete's equipment; exactly one of them is active. */
export const equipmentLocationSchema = z.object({
  id: idSchema,
  name: locationNameSchema,
  active: z.boolean(),
});
export type EquipmentLocation = z.infer<typeof equipmentLocationSchema>;

export const addEquipmentLocationInputSchema = z.object({ name: locationNameSchema });
export const renameEquipmentLocationInputSchema = z.object({
  locationId: idSchema,
  name: locationNameSchema,
});
export const setActiveEquipmentLocationInputSchema = z.object({ locationId: idSchema });

/** The location a list shows first: the active one, else the first. */
export function activeLocation<T extends { active: boolean }>(locations: readonly T[]): T | undefined {
  return locations.find((location) => location.active) ?? locations[0];
}
