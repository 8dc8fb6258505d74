import { DEFAULT_EQUIPMENT_DATA } from '@liftwise/domain';
import type { Db } from './client.ts';
import { createEquipmentQueries } from './queries/equipment.ts';

/**
 * Seeds the shared data every athlete reads (the default equipment catalogue). Idempotent: run at every boot after
 * the migrations, and by initializeDefaultEquipment. Returns the stored counts.
 */
export function seedDefaultData(db: Db): Promise<{ categories: number; equipment: number }> {
  return createEquipmentQueries(db).catalogue.seed(DEFAULT_EQUIPMENT_DATA);
}
