import { equipmentInputSchema, type UserEquipment } from '@liftwise/domain';
import { describe, expect, it } from 'vitest';
import {
  availabilityDetails,
  availabilityFromForm,
  availabilityToForm,
  equipmentInputFromForm,
  formStateFromEquipment,
  formStateFromImageItem,
  newEquipmentFormState,
} from './equipment-form-values.ts';

const item: UserEquipment = {
  id: 'e1',
  name: 'Adjustable Dumbbells',
  category: 'Free Weights',
  subcategory: 'Dumbbells',
  status: 'Good',
  availability: { always: false, timeRestrictions: ['Weekdays 6-9 am'], notes: 'Reserved — for the team' },
  specifications: { weight: { min: 5, max: 50, unit: 'lbs' }, pair: true },
  imageUrl: '/photos/0b6f3c52-8a1e-4f7b-9d2a-6c1e5f4a3b21',
  description: '',
  locationIds: ['home', 'gym'],
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('availability in the form and as stored', () => {
  it('Always Available is stored as always, with nothing else', () => {
    const state = {
      availability: 'Always Available' as const,
      timeRestrictions: 'ignored',
      notes: 'ignored',
    };
    expect(availabilityFromForm(state)).toEqual({ always: true, timeRestrictions: [], notes: '' });
  });

  it('a limited choice leads the notes and the restrictions become a list; it reads back the same', () => {
    const state = {
      availability: 'Out of Service' as const,
      timeRestrictions: 'Weekdays, \nWeekends ,',
      notes: ' cable snapped ',
    };
    const stored = availabilityFromForm(state);
    expect(stored).toEqual({
      always: false,
      timeRestrictions: ['Weekdays', 'Weekends'],
      notes: 'Out of Service — cable snapped',
    });
    expect(availabilityToForm(stored)).toEqual({
      availability: 'Out of Service',
      timeRestrictions: 'Weekdays, Weekends',
      notes: 'cable snapped',
    });
    expect(availabilityToForm({ always: false, timeRestrictions: [], notes: 'Reserved' })).toMatchObject({
      availability: 'Reserved',
      notes: '',
    });
  });

  it('notes written elsewhere, without a choice in front, read as Limited Availability', () => {
    expect(availabilityToForm({ always: false, timeRestrictions: [], notes: 'Mornings only' })).toEqual({
      availability: 'Limited Availability',
      timeRestrictions: '',
      notes: 'Mornings only',
    });
  });

  it('the card lists the notes and the restrictions only when limited', () => {
    expect(availabilityDetails(item.availability)).toEqual(['Reserved — for the team', 'Weekdays 6-9 am']);
    expect(availabilityDetails({ always: true, timeRestrictions: [], notes: '' })).toEqual([]);
  });
});

describe('the form for an item', () => {
  it('is filled in from the item and saves back the same item, its photo included', () => {
    const state = formStateFromEquipment(item);
    expect(state).toMatchObject({
      name: 'Adjustable Dumbbells',
      status: 'Good',
      availability: 'Reserved',
      notes: 'for the team',
      specifications: [
        { key: 'weight', value: '5-50 lbs' },
        { key: 'pair', value: 'Yes' },
      ],
    });
    const { id: _id, updatedAt: _version, ...stored } = item;
    expect(equipmentInputFromForm(state)).toEqual(stored);
    expect(equipmentInputSchema.safeParse(equipmentInputFromForm(state)).success).toBe(true);
  });

  it("a stored 'Poor' shows as Needs Repair, the nearest choice the form offers (spec §4)", () => {
    expect(formStateFromEquipment({ ...item, status: 'Poor' }).status).toBe('Needs Repair');
  });

  it('sends no locations when none are known, so the server uses the active one', () => {
    const input = equipmentInputFromForm({
      ...newEquipmentFormState([]),
      name: 'Bar',
      category: 'c',
      subcategory: 's',
    });
    expect(input).not.toHaveProperty('locationIds');
    expect(equipmentInputSchema.parse(input).status).toBe('Excellent');
  });
});

describe('the add form filled in from a scanned item', () => {
  it('carries name, category, status, availability and specifications, at the given locations', () => {
    const state = formStateFromImageItem(
      {
        id: 'scan-1',
        name: 'Power Rack',
        status: 'Poor',
        category: 'Racks',
        subcategory: 'Power Racks',
        description: 'A rack with safeties',
        specifications: { height: '90 in' },
        availability: { always: false, timeRestrictions: ['Weekdays 6-9 am'], notes: 'Reserved — team' },
      },
      ['home'],
    );
    expect(state).toEqual({
      name: 'Power Rack',
      category: 'Racks',
      subcategory: 'Power Racks',
      status: 'Needs Repair',
      availability: 'Reserved',
      timeRestrictions: 'Weekdays 6-9 am',
      notes: 'team',
      specifications: [{ key: 'height', value: '90 in' }],
      locationIds: ['home'],
      imageUrl: '',
    });
  });
});
