import type { EquipmentAvailability } from './schema.ts';

/** The list's summary tiles (spec §2): total, Excellent, Good and distinct categories. */
export function equipmentSummary(items: readonly { status: string; category: string }[]) {
  return {
    total: items.length,
    excellent: items.filter((item) => item.status === 'Excellent').length,
    good: items.filter((item) => item.status === 'Good').length,
    categories: new Set(items.map((item) => item.category)).size,
  };
}

/** The card's availability badge (spec §2). */
export function availabilityBadge(
  availability: Pick<EquipmentAvailability, 'always'>,
): 'Always Available' | 'Limited' {
  return availability.always ? 'Always Available' : 'Limited';
}

/** The card's 'category • subcategory' line (spec §2). */
export function categoryLine(item: { category: string; subcategory: string }): string {
  return `${item.category} • ${item.subcategory}`;
}
