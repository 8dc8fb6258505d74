import { describe, expect, it } from 'vitest';
import { availableEquipment } from './available.ts';
import type { UserEquipment } from './schema.ts';

function item(name: string, locationIds: string[], notes = ''): UserEquipment {
  return {
    id: name,
    name,
    category: 'Free Weights',
    subcategory: 'Dumbbells',
    status: 'Good',
    availability: { always: notes === '', timeRestrictions: [], notes },
    specifications: {},
    imageUrl: '',
    description: '',
    locationIds,
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

describe('the equipment a coach may plan with', () => {
  const items = [
    item('Barbell', ['gym']),
    item('Dumbbells', ['home', 'gym']),
    item('Bands', ['home']),
    item('Broken Bench', ['home'], 'Out of Service'),
    item('Reserved Rack', ['home'], 'Reserved'),
  ];

  it('is the active location’s items, without those out of service', () => {
    expect(availableEquipment(items, 'home').map((i) => i.name)).toEqual([
      'Dumbbells',
      'Bands',
      'Reserved Rack',
    ]);
    expect(availableEquipment(items, 'gym').map((i) => i.name)).toEqual(['Barbell', 'Dumbbells']);
  });

  it('is every usable item when there is no active location', () => {
    expect(availableEquipment(items, undefined)).toHaveLength(4);
  });
});
