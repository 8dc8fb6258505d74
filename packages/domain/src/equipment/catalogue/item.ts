import type { DefaultEquipmentItem } from '../schema.ts';
import type { SpecificationRange, Specifications } from '../specification.ts';

/** A range specification, e.g. `range(5, 50, 'lb')` for dumbbells that adjust from 5 to 50 lb. */
export function range(min: number, max: number, unit: string): SpecificationRange {
  return { min, max, unit };
}

/** Items of one catalogue category, written as `[subcategory, id, name, specifications]` rows to keep the data dense. */
export function itemsOf(
  category: string,
  rows: readonly (readonly [subcategory: string, id: string, name: string, specifications: Specifications])[],
): DefaultEquipmentItem[] {
  return rows.map(([subcategory, id, name, specifications]) => ({
    id,
    name,
    category,
    subcategory,
    specifications,
  }));
}
