import * as z from 'zod/mini';
import { LIMITS } from '../constants/limits.ts';
import { clientKeyField } from '../offline/client-key.ts';
import { idSchema, instantSchema, list } from '../schemas/common.ts';
import { multilineText, requiredText, text } from '../schemas/free-text.ts';
import { itemImageUrlSchema } from './item-photo.ts';
import { MAX_CATALOGUE_CATEGORIES, MAX_CATALOGUE_ITEMS, MAX_EQUIPMENT_LOCATIONS } from './limits.ts';
import { DEFAULT_EQUIPMENT_STATUS, EQUIPMENT_STATUS_OPTIONS, EQUIPMENT_STATUSES } from './options.ts';
import { specificationsSchema } from './specification.ts';
import { EQUIPMENT_MESSAGES, EQUIPMENT_SERVER_MESSAGES } from './text.ts';

export const equipmentStatusSchema = z.enum(EQUIPMENT_STATUSES);
export const equipmentStatusOptionSchema = z.enum(EQUIPMENT_STATUS_OPTIONS);

export const equipmentAvailabilitySchema = z.object({
  always: z.boolean(),
  timeRestrictions: list(text(LIMITS.text)),
  notes: multilineText(LIMITS.text),
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
  description: multilineText(LIMITS.longText),
});
export type Equipment = z.infer<typeof equipmentSchema>;

/** The locations an item belongs to: at least one, each once. */
export const locationIdsSchema = z.pipe(
  list(idSchema, MAX_EQUIPMENT_LOCATIONS).check(
    z.minLength(1, { error: EQUIPMENT_SERVER_MESSAGES.locationRequired }),
  ),
  z.transform((ids: string[]) => [...new Set(ids)]),
);

/** An athlete's item with the locations (Home, Gym, …) it belongs to. */
export const userEquipmentSchema = z.extend(equipmentSchema, {
  locationIds: list(idSchema, MAX_EQUIPMENT_LOCATIONS),
  /**
   * Ours (the spec's Equipment has no version): the version an edit is made on, so one made on an older version is
   * refused instead of overwriting a newer edit from another device.
   */
  updatedAt: instantSchema,
});
export type UserEquipment = z.infer<typeof userEquipmentSchema>;

/**
 * One item of addUserEquipment; the add form sends description and timeRestrictions empty (spec §3), and imageUrl
 * empty or one of the athlete's photos.
 */
export const equipmentInputSchema = z.object({
  name: requiredText(LIMITS.name, EQUIPMENT_MESSAGES.nameRequired),
  category: requiredText(LIMITS.name, EQUIPMENT_MESSAGES.categoryRequired),
  subcategory: requiredText(LIMITS.name, EQUIPMENT_MESSAGES.subcategoryRequired),
  status: z._default(equipmentStatusOptionSchema, DEFAULT_EQUIPMENT_STATUS),
  availability: z.prefault(equipmentAvailabilitySchema, { always: true, timeRestrictions: [], notes: '' }),
  specifications: z._default(specificationsSchema, {}),
  imageUrl: z._default(itemImageUrlSchema, ''),
  description: z._default(multilineText(LIMITS.longText), ''),
  /** Absent on add: the active location; absent on update: the item keeps its locations. */
  locationIds: z.optional(locationIdsSchema),
});
export type EquipmentInput = z.input<typeof equipmentInputSchema>;
export type ParsedEquipmentInput = z.output<typeof equipmentInputSchema>;

/** addUserEquipment's payload is `{ equipment: [one item] }` (spec §7); 'Add from catalogue' sends several. */
export const addUserEquipmentInputSchema = z.object({
  equipment: list(equipmentInputSchema, LIMITS.equipmentPerRequest).check(z.minLength(1)),
  /** A replay or a retry with the same key returns the items first added. */
  ...clientKeyField,
});

/** The edit the spec lacks: the whole item as the form has it. */
export const updateUserEquipmentInputSchema = z.object({
  equipmentId: idSchema,
  equipment: equipmentInputSchema,
  /** The item's `updatedAt` when the edit began: an edit on an older version is refused. */
  baseUpdatedAt: z.optional(instantSchema),
});

export const deleteUserEquipmentInputSchema = z.object({ equipmentId: idSchema });

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
  description: z.optional(multilineText(LIMITS.longText)),
  specifications: z.optional(specificationsSchema),
});
export type DefaultEquipmentItem = z.infer<typeof defaultEquipmentItemSchema>;

/**
 * getDefaultEquipment's data (spec §3, §7). Item ids and category names are unique, and every item names a category
 * and one of its subcategories, so the add form can always preselect what an item from the catalogue says.
 */
export const defaultEquipmentDataSchema = z
  .object({
    categories: list(equipmentCategorySchema, MAX_CATALOGUE_CATEGORIES),
    equipment: list(defaultEquipmentItemSchema, MAX_CATALOGUE_ITEMS),
  })
  .check(
    z.superRefine((data, ctx) => {
      for (const problem of catalogueProblems(data)) ctx.addIssue({ code: 'custom', message: problem });
    }),
  );
export type DefaultEquipmentData = z.infer<typeof defaultEquipmentDataSchema>;

function duplicates(values: readonly string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

/** What makes a catalogue inconsistent, one sentence per problem (empty when it is sound). */
export function catalogueProblems(data: {
  categories: readonly { name: string; subcategories: readonly string[] }[];
  equipment: readonly { id: string; name: string; category: string; subcategory: string }[];
}): string[] {
  const problems: string[] = [];
  for (const name of duplicates(data.categories.map((category) => category.name))) {
    problems.push(`Duplicate category: ${name}`);
  }
  for (const category of data.categories) {
    for (const sub of duplicates(category.subcategories)) {
      problems.push(`Duplicate subcategory in ${category.name}: ${sub}`);
    }
  }
  for (const id of duplicates(data.equipment.map((item) => item.id)))
    problems.push(`Duplicate item id: ${id}`);
  // The first of two same-named categories counts, as a reader of the list would see it.
  const subcategories = new Map(
    data.categories.toReversed().map((category) => [category.name, category.subcategories]),
  );
  for (const item of data.equipment) {
    const subs = subcategories.get(item.category);
    if (!subs) problems.push(`${item.name}: unknown category ${item.category}`);
    else if (!subs.includes(item.subcategory)) {
      problems.push(`${item.name}: ${item.category} has no subcategory ${item.subcategory}`);
    }
  }
  return problems;
}
