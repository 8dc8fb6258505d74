import type { DefaultEquipmentItem } from '../schema.ts';
import type { SpecificationRange } from '../specification.ts';

/** A range specification, e.g. `range(5, 50, 'lb')` for dumbbells that adjust from 5 to 50 lb. */
export function range(min: number, max: number, unit: string): SpecificationRange {
  return { min, max, unit };
}

/**
 * Items of one catalogue category, written as `[subcategory, id, name]` rows to keep the data dense. Their
 * specifications are in specifications.ts, by id.
 */
export function itemsOf(
  category: string,
  rows: readonly (readonly [subcategory: string, id: string, name: string])[],
): DefaultEquipmentItem[] {
  return rows.map(([subcategory, id, name]) => ({ id, name, category, subcategory }));
}
