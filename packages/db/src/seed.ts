import {
  DEFAULT_EQUIPMENT_DATA,
  type DefaultEquipmentData,
  defaultEquipmentDataSchema,
} from '@liftwise/domain';
import { notInArray, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { defaultEquipment, equipmentCategories } from './schema/equipment.ts';

/**
 * Makes the stored default equipment catalogue equal to `data` in one transaction: rows are upserted by their key
 * and rows the data no longer has are removed, so seeding at every boot (and on initializeDefaultEquipment) keeps
 * one copy. Returns the stored counts. Not a query of the app's: the Worker never seeds (the catalogue is seeded
 * before a deploy, as migrations are), so neither this code nor the catalogue's data is in its bundle.
 */
export async function seedCatalogue(
  db: Db,
  data: DefaultEquipmentData,
): Promise<{ categories: number; equipment: number }> {
  const catalogue = defaultEquipmentDataSchema.parse(data);
  const categoryNames = catalogue.categories.map((category) => category.name);
  const itemIds = catalogue.equipment.map((item) => item.id);
  await db.batch([
    db.delete(defaultEquipment).where(notInArray(defaultEquipment.id, itemIds)),
    db.delete(equipmentCategories).where(notInArray(equipmentCategories.name, categoryNames)),
    ...catalogue.categories.map((category, position) =>
      db
        .insert(equipmentCategories)
        .values({ name: category.name, subcategories: category.subcategories, position })
        .onConflictDoUpdate({
          target: equipmentCategories.name,
          set: { subcategories: category.subcategories, position },
        }),
    ),
    ...catalogue.equipment.map((item, position) => {
      const values = {
        name: item.name,
        category: item.category,
        subcategory: item.subcategory,
        description: item.description ?? null,
        specifications: item.specifications ?? null,
        position,
      };
      return db
        .insert(defaultEquipment)
        .values({ id: item.id, ...values })
        .onConflictDoUpdate({ target: defaultEquipment.id, set: values });
    }),
  ]);
  const [categories, equipment] = await db.batch([
    db.select({ count: sql<number>`count(*)` }).from(equipmentCategories),
    db.select({ count: sql<number>`count(*)` }).from(defaultEquipment),
  ]);
  return { categories: categories[0]?.count ?? 0, equipment: equipment[0]?.count ?? 0 };
}

/**
 * Seeds the shared data every athlete reads (the default equipment catalogue). Idempotent: run at every boot after
 * the migrations, and by initializeDefaultEquipment on Node. Returns the stored counts.
 */
export function seedDefaultData(db: Db): Promise<{ categories: number; equipment: number }> {
  return seedCatalogue(db, DEFAULT_EQUIPMENT_DATA);
}
