import { z } from 'zod';
import { LIMITS } from '../constants/limits.ts';
import { idSchema, list, requiredText, text } from '../schemas/common.ts';
import { EQUIPMENT_MESSAGES } from './messages.ts';
import { DEFAULT_EQUIPMENT_STATUS, EQUIPMENT_STATUS_OPTIONS, EQUIPMENT_STATUSES } from './options.ts';
import { specificationsSchema } from './specification.ts';

export const equipmentStatusSchema = z.enum(EQUIPMENT_STATUSES);
export const equipmentStatusOptionSchema = z.enum(EQUIPMENT_STATUS_OPTIONS);

export const equipmentAvailabilitySchema = z.object({
  always: z.boolean(),
  timeRestrictions: list(text(LIMITS.text)),
  notes: text(LIMITS.text),
});
export type EquipmentAvailability = z.infer<typeof equipmentAvailabilitySchema>;

/** Spec §3 Equipment (user), as stored. */
export const equipmentSchema = z.object({
  id: idSchema,
  name: requiredText(LIMITS.name),
  category: requiredText(LIMITS.name),
  subcategory: requiredText(LIMITS.name),
  status: equipmentStatusSchema,
  availability: equipmentAvailabilitySchema,
  specifications: specificationsSchema,
  imageUrl: text(LIMITS.url),
  description: text(LIMITS.longText),
});
export type Equipment = z.infer<typeof equipmentSchema>;

/** One item of addUserEquipment; the add form sends imageUrl, description and timeRestrictions empty (spec §3). */
export const equipmentInputSchema = z.object({
  name: requiredText(LIMITS.name, EQUIPMENT_MESSAGES.nameRequired),
  category: requiredText(LIMITS.name, EQUIPMENT_MESSAGES.categoryRequired),
  subcategory: requiredText(LIMITS.name, EQUIPMENT_MESSAGES.subcategoryRequired),
  status: equipmentStatusOptionSchema.default(DEFAULT_EQUIPMENT_STATUS),
  availability: equipmentAvailabilitySchema.prefault({ always: true, timeRestrictions: [], notes: '' }),
  specifications: specificationsSchema.default({}),
  imageUrl: text(LIMITS.url).default(''),
  description: text(LIMITS.longText).default(''),
});
export type EquipmentInput = z.input<typeof equipmentInputSchema>;

/** addUserEquipment's payload is `{ equipment: [one item] }` (spec §7). */
export const addUserEquipmentInputSchema = z.object({
  equipment: z.array(equipmentInputSchema).min(1).max(LIMITS.equipmentPerRequest),
});

export const equipmentCategorySchema = z.object({
  name: requiredText(LIMITS.name),
  subcategories: list(requiredText(LIMITS.name)),
});
export type EquipmentCategory = z.infer<typeof equipmentCategorySchema>;

/** An entry of the default equipment catalogue. */
export const defaultEquipmentItemSchema = z.object({
  id: idSchema,
  name: requiredText(LIMITS.name),
  category: requiredText(LIMITS.name),
  subcategory: requiredText(LIMITS.name),
  description: text(LIMITS.longText).optional(),
  specifications: specificationsSchema.optional(),
});
export type DefaultEquipmentItem = z.infer<typeof defaultEquipmentItemSchema>;

/** getDefaultEquipment's data (spec §3, §7). */
export const defaultEquipmentDataSchema = z.object({
  categories: list(equipmentCategorySchema),
  equipment: list(defaultEquipmentItemSchema, LIMITS.equipmentPerRequest),
});
export type DefaultEquipmentData = z.infer<typeof defaultEquipmentDataSchema>;
