import { DEFAULT_EQUIPMENT_DATA, type DefaultEquipmentItem, equipmentInputSchema } from '@liftwise/domain';
import { describe, expect, it } from 'vitest';
import { equipmentInputFromCatalogue, filterCatalogue, groupByCategory } from './catalogue.ts';

const items: DefaultEquipmentItem[] = [
  { id: 'a', name: 'Olympic Barbell', category: 'Free Weights', subcategory: 'Barbells' },
  { id: 'b', name: 'Adjustable Dumbbells', category: 'Free Weights', subcategory: 'Dumbbells' },
  {
    id: 'c',
    name: 'Rowing Machine',
    category: 'Cardio',
    subcategory: 'Rowers',
    description: 'Air resistance',
  },
];

describe('the catalogue picker', () => {
  it('searches name, subcategory and description, every word, within a category', () => {
    expect(filterCatalogue(items, { search: '', category: undefined })).toHaveLength(3);
    expect(filterCatalogue(items, { search: 'dumbbells adj', category: undefined }).map((i) => i.id)).toEqual(
      ['b'],
    );
    expect(filterCatalogue(items, { search: 'AIR', category: undefined }).map((i) => i.id)).toEqual(['c']);
    expect(filterCatalogue(items, { search: 'rowers', category: 'Free Weights' })).toEqual([]);
    expect(filterCatalogue(items, { search: '', category: 'Cardio' }).map((i) => i.id)).toEqual(['c']);
  });

  it('groups by category in catalogue order', () => {
    expect(groupByCategory(items).map(([name, group]) => [name, group.length])).toEqual([
      ['Free Weights', 2],
      ['Cardio', 1],
    ]);
  });

  it('every catalogue item becomes a valid addUserEquipment item at the chosen location', () => {
    for (const item of DEFAULT_EQUIPMENT_DATA.equipment) {
      const input = equipmentInputFromCatalogue(item, ['gym']);
      expect(equipmentInputSchema.safeParse(input).success).toBe(true);
      expect(input).toMatchObject({
        status: 'Excellent',
        availability: { always: true },
        locationIds: ['gym'],
      });
    }
    expect(equipmentInputFromCatalogue(items[0] as DefaultEquipmentItem, [])).not.toHaveProperty(
      'locationIds',
    );
  });
});
