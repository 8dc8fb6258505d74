import { DEFAULT_EQUIPMENT_STATUS, type DefaultEquipmentItem } from '@liftwise/domain';

/** The catalogue items matching the search (name, subcategory or description) within one category or all. */
export function filterCatalogue(
  items: readonly DefaultEquipmentItem[],
  { search, category }: { search: string; category: string | undefined },
): DefaultEquipmentItem[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (category && item.category !== category) return false;
    const haystack = `${item.name} ${item.subcategory} ${item.description ?? ''}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** The shown items grouped by category, in the order they come. */
export function groupByCategory(items: readonly DefaultEquipmentItem[]): [string, DefaultEquipmentItem[]][] {
  const groups = new Map<string, DefaultEquipmentItem[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups];
}

/** A catalogue item as one addUserEquipment item: new (Excellent), always available, its specifications kept. */
export function equipmentInputFromCatalogue(item: DefaultEquipmentItem, locationIds: string[]) {
  return {
    name: item.name,
    category: item.category,
    subcategory: item.subcategory,
    status: DEFAULT_EQUIPMENT_STATUS,
    availability: { always: true, timeRestrictions: [] as string[], notes: '' },
    specifications: item.specifications ?? {},
    imageUrl: '',
    description: item.description ?? '',
    ...(locationIds.length > 0 && { locationIds }),
  };
}
