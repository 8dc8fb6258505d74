import { z } from 'zod';
import { LIMITS } from '../constants/limits.ts';
import { equipmentAvailabilitySchema, equipmentStatusSchema } from '../equipment/schema.ts';
import { specificationsSchema } from '../equipment/specification.ts';
import { idSchema, list, requiredText, text } from '../schemas/common.ts';

/** An item the image scan identified (spec §3). */
export const equipmentImageItemSchema = z.object({
  id: idSchema,
  name: requiredText(LIMITS.name),
  status: equipmentStatusSchema,
  category: text(LIMITS.name),
  subcategory: text(LIMITS.name),
  description: text(LIMITS.longText),
  specifications: specificationsSchema,
  availability: equipmentAvailabilitySchema,
});
export type EquipmentImageItem = z.infer<typeof equipmentImageItemSchema>;

/** Spec §3 Equipment image result; confidence is a fraction 0-1. */
export const equipmentImageResultSchema = z.object({
  equipment: list(equipmentImageItemSchema, LIMITS.equipmentPerRequest),
  confidence: z.number().min(0).max(1),
  summary: text(LIMITS.longText),
});
export type EquipmentImageResult = z.infer<typeof equipmentImageResultSchema>;

export const imageCountSchema = z.object({ count: z.number().int().min(0) });
export type ImageCount = z.infer<typeof imageCountSchema>;
