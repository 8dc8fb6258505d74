import * as z from 'zod/mini';
import { LIMITS } from '../constants/limits.ts';
import { equipmentAvailabilitySchema, equipmentStatusSchema } from '../equipment/schema.ts';
import { specificationsSchema } from '../equipment/specification.ts';
import { idSchema, instantSchema, list, wholeNumber } from '../schemas/common.ts';
import { multilineText, requiredText, text } from '../schemas/free-text.ts';
import { PHOTO_CONTENT_TYPES } from './port.ts';

/** An item the image scan identified (spec §3). */
export const equipmentImageItemSchema = z.object({
  id: idSchema,
  name: requiredText(LIMITS.name),
  status: equipmentStatusSchema,
  category: text(LIMITS.name),
  subcategory: text(LIMITS.name),
  description: multilineText(LIMITS.longText),
  specifications: specificationsSchema,
  availability: equipmentAvailabilitySchema,
});
export type EquipmentImageItem = z.infer<typeof equipmentImageItemSchema>;

/** Spec §3 Equipment image result; confidence is a fraction 0-1. */
export const equipmentImageResultSchema = z.object({
  equipment: list(equipmentImageItemSchema, LIMITS.equipmentPerRequest),
  confidence: z.number().check(z.gte(0), z.lte(1)),
  summary: multilineText(LIMITS.longText),
});
export type EquipmentImageResult = z.infer<typeof equipmentImageResultSchema>;

export const imageCountSchema = z.object({ count: wholeNumber(0) });
export type ImageCount = z.infer<typeof imageCountSchema>;

/** An uploaded equipment photo as the screens list it; the bytes are served by GET /photos/:id. */
export const equipmentPhotoSchema = z.object({
  id: idSchema,
  contentType: z.enum(PHOTO_CONTENT_TYPES),
  size: wholeNumber(1),
  createdAt: instantSchema,
  processed: z.boolean(),
});
export type EquipmentPhoto = z.infer<typeof equipmentPhotoSchema>;

export const photoIdInputSchema = z.object({ photoId: idSchema });
