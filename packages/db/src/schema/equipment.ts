import type { EquipmentAvailability, Specifications } from '@liftwise/domain';
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './auth.ts';

/**
 * The default catalogue (spec §7 getDefaultEquipment) is shared by every athlete, so these two tables have no
 * user_id. They are seeded from the domain's authored data; `position` keeps the authored order.
 */
export const equipmentCategories = sqliteTable('equipment_categories', {
  name: text('name').primaryKey(),
  subcategories: text('subcategories', { mode: 'json' }).$type<string[]>().notNull(),
  position: integer('position').notNull(),
});

export const defaultEquipment = sqliteTable('default_equipment', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  subcategory: text('subcategory').notNull(),
  description: text('description'),
  specifications: text('specifications', { mode: 'json' }).$type<Specifications>(),
  position: integer('position').notNull(),
});

/** An athlete's named equipment locations (Home, Gym, Travel, …); at most one is active per athlete. */
export const equipmentLocations = sqliteTable(
  'equipment_locations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    active: integer('active', { mode: 'boolean' }).notNull().default(false),
    createdAt: text('created_at').notNull(),
  },
  (table) => [
    index('equipment_locations_user_created').on(table.userId, table.createdAt),
    // Two first reads at once both create the defaults; the second copy is refused here and skipped.
    uniqueIndex('equipment_locations_user_name').on(table.userId, table.name),
    uniqueIndex('equipment_locations_one_active').on(table.userId).where(sql`${table.active} = 1`),
  ],
);

/** An athlete's equipment (spec §3); availability and specifications are read whole, so they are JSON. */
export const userEquipment = sqliteTable(
  'user_equipment',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    subcategory: text('subcategory').notNull(),
    status: text('status').notNull(),
    availability: text('availability', { mode: 'json' }).$type<EquipmentAvailability>().notNull(),
    specifications: text('specifications', { mode: 'json' }).$type<Specifications>().notNull(),
    imageUrl: text('image_url').notNull().default(''),
    description: text('description').notNull().default(''),
    /**
     * The browser's key for the add that wrote this item, with the item's place in it (`<key>:0`,
     * `<key>:1`, …: 'Add from catalogue' writes several items in one add).
     */
    clientKey: text('client_key'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [
    index('user_equipment_user_created').on(table.userId, table.createdAt),
    uniqueIndex('user_equipment_user_id_client_key').on(table.userId, table.clientKey),
  ],
);

/** Which locations an item belongs to (one or more). user_id lets the list read every link of an athlete at once. */
export const userEquipmentLocations = sqliteTable(
  'user_equipment_locations',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    equipmentId: text('equipment_id')
      .notNull()
      .references(() => userEquipment.id, { onDelete: 'cascade' }),
    locationId: text('location_id')
      .notNull()
      .references(() => equipmentLocations.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.equipmentId, table.locationId] }),
    index('user_equipment_locations_user').on(table.userId),
    index('user_equipment_locations_location').on(table.locationId),
  ],
);
