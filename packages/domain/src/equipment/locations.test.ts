import { describe, expect, it } from 'vitest';
import { issueMessages as messages } from '../test-support/fixtures.ts';
import {
  activeLocation,
  addEquipmentLocationInputSchema,
  DEFAULT_EQUIPMENT_LOCATIONS,
  equipmentLocationSchema,
  renameEquipmentLocationInputSchema,
} from './locations.ts';
import { equipmentInputSchema, updateUserEquipmentInputSchema, userEquipmentSchema } from './schema.ts';
import { EQUIPMENT_SERVER_MESSAGES } from './text.ts';

const item = { name: 'Bar', category: 'Free Weights', subcategory: 'Barbells' };

describe('equipment locations (landing: profiles for home, gym and travel)', () => {
  it('starts with Home, Gym and Travel', () => {
    expect(DEFAULT_EQUIPMENT_LOCATIONS).toEqual(['Home', 'Gym', 'Travel']);
  });
  it('a location needs a name; it is trimmed', () => {
    expect(messages(addEquipmentLocationInputSchema.safeParse({ name: '  ' }))).toEqual([
      EQUIPMENT_SERVER_MESSAGES.locationNameRequired,
    ]);
    expect(renameEquipmentLocationInputSchema.parse({ locationId: 'l1', name: ' Garage ' }).name).toBe(
      'Garage',
    );
    expect(equipmentLocationSchema.safeParse({ id: 'l1', name: 'x'.repeat(61), active: true }).success).toBe(
      false,
    );
  });
  it('the active location is the one marked active, else the first', () => {
    const home = { id: 'h', active: false };
    const gym = { id: 'g', active: true };
    expect(activeLocation([home, gym])).toBe(gym);
    expect(activeLocation([home])).toBe(home);
    expect(activeLocation([])).toBeUndefined();
  });
});

describe('an item and its locations', () => {
  it('locationIds are optional, at least one when given, each once', () => {
    expect(equipmentInputSchema.parse(item).locationIds).toBeUndefined();
    expect(equipmentInputSchema.parse({ ...item, locationIds: ['a', 'b', 'a'] }).locationIds).toEqual([
      'a',
      'b',
    ]);
    expect(messages(equipmentInputSchema.safeParse({ ...item, locationIds: [] }))).toEqual([
      EQUIPMENT_SERVER_MESSAGES.locationRequired,
    ]);
    const tooMany = Array.from({ length: 21 }, (_, i) => `l${i}`);
    expect(equipmentInputSchema.safeParse({ ...item, locationIds: tooMany }).success).toBe(false);
  });
  it('a stored item carries its location ids', () => {
    const stored = {
      id: 'q1',
      ...item,
      status: 'Good',
      availability: { always: true, timeRestrictions: [], notes: '' },
      specifications: {},
      imageUrl: '',
      description: '',
      locationIds: ['l1'],
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(userEquipmentSchema.parse(stored)).toEqual(stored);
    expect(userEquipmentSchema.safeParse({ ...stored, locationIds: undefined }).success).toBe(false);
  });
  it('an update names the item and carries the whole form', () => {
    expect(updateUserEquipmentInputSchema.safeParse({ equipmentId: '', equipment: item }).success).toBe(
      false,
    );
    expect(
      updateUserEquipmentInputSchema.parse({ equipmentId: 'q1', equipment: item }).equipment.status,
    ).toBe('Excellent');
  });
});
