import { describe, expect, it } from 'vitest';
import { DEFAULT_EQUIPMENT_DATA } from '../equipment/default-data.ts';
import { catalogueKey, matchToCatalogue } from './match.ts';
import type { EquipmentImageItem } from './schema.ts';

function item(name: string, category: string, subcategory: string): EquipmentImageItem {
  return {
    id: 'scan-1',
    name,
    status: 'Good',
    category,
    subcategory,
    description: 'seen by the rack',
    specifications: { weight: '20 kg' },
    availability: { always: true, timeRestrictions: [], notes: '' },
  };
}

function matched(...items: EquipmentImageItem[]) {
  return matchToCatalogue(
    { equipment: items, confidence: 0.8, summary: 'A garage gym.' },
    DEFAULT_EQUIPMENT_DATA,
  ).equipment;
}

describe('matching a scan to the equipment catalogue', () => {
  it('ignores case, spacing, punctuation and a plural s in names', () => {
    expect(catalogueKey('Pull-up Bars')).toBe(catalogueKey(' pull up  bar '));
    expect(catalogueKey('Olympic Barbell')).not.toBe(catalogueKey('Technique Bar'));
  });

  it("takes a catalogue item's name, category and subcategory when the name is one, keeping what the model saw", () => {
    const [found] = matched(item('olympic  BARBELL', 'Bars', 'bar'));
    expect(found).toEqual({
      ...item('Olympic Barbell', 'Free Weights', 'Barbells'),
    });
  });

  it('otherwise spells the category and subcategory as the catalogue does', () => {
    const [found] = matched(item('Garage-built squat rack', 'racks and rigs', 'power rack'));
    // 'racks and rigs' is not the catalogue's 'Racks & Rigs' key: the subcategory, which only one category has, decides.
    expect(found).toMatchObject({
      name: 'Garage-built squat rack',
      category: 'Racks & Rigs',
      subcategory: 'Power Racks',
    });
    const [cardio] = matched(item('Old rowing machine', 'CARDIO', 'rower'));
    expect(cardio).toMatchObject({ name: 'Old rowing machine', category: 'Cardio', subcategory: 'Rowers' });
  });

  it('keeps what fits nothing as the model said it, and leaves the summary and confidence alone', () => {
    const result = matchToCatalogue(
      { equipment: [item('Tyre', 'Outdoor', 'Garden')], confidence: 0.5, summary: 'A yard.' },
      DEFAULT_EQUIPMENT_DATA,
    );
    expect(result).toEqual({
      equipment: [item('Tyre', 'Outdoor', 'Garden')],
      confidence: 0.5,
      summary: 'A yard.',
    });
  });

  it('does not guess a category from a subcategory two categories share', () => {
    // 'Legs' is a subcategory of both plate-loaded and selectorized machines.
    const [found] = matched(item('Leg thing', 'Machines', 'legs'));
    expect(found).toMatchObject({ category: 'Machines', subcategory: 'legs' });
  });
});
