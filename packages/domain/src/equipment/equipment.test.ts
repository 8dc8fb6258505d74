import { describe, expect, it } from 'vitest';
import {
  addSpecificationRow,
  equipmentPayloadFromForm,
  isAvailabilityOption,
  newEquipmentDefaults,
  removeSpecificationRow,
  validateEquipmentForm,
} from './form.ts';
import { equipmentInputSchema } from './schema.ts';
import { specificationsFromRows } from './specification-entry.ts';
import { availabilityBadge, categoryLine, equipmentSummary } from './summary.ts';

describe('equipment validation (spec §5)', () => {
  it("names each missing field with the spec's message", () => {
    expect(validateEquipmentForm({ name: '', category: ' ', subcategory: '' })).toEqual({
      name: 'Equipment name is required',
      category: 'Category is required',
      subcategory: 'Subcategory is required',
    });
    expect(validateEquipmentForm({ name: 'Bar', category: 'Free Weights', subcategory: 'Barbells' })).toEqual(
      {},
    );
  });
  it('the form starts Excellent, Always Available, with one blank row (spec §4, §5)', () => {
    expect(newEquipmentDefaults()).toMatchObject({
      status: 'Excellent',
      availability: 'Always Available',
      specifications: [{ key: '', value: '' }],
    });
  });
});

describe('specification rows (spec §5)', () => {
  it('only rows with both key and value are sent', () => {
    const rows = [
      { key: 'weight', value: '45 lbs' },
      { key: 'colour', value: '' },
      { key: '', value: 'orphan' },
      { key: ' length ', value: ' 7 ft ' },
    ];
    expect(specificationsFromRows(rows)).toEqual({ weight: '45 lbs', length: '7 ft' });
  });
  it('at least one row always remains', () => {
    const one = [{ key: 'a', value: '1' }];
    expect(removeSpecificationRow(one, 0)).toEqual([{ key: '', value: '' }]);
    const two = addSpecificationRow(one);
    expect(two).toHaveLength(2);
    expect(removeSpecificationRow(two, 1)).toEqual(one);
  });
});

describe('equipment payload (spec §3, §7)', () => {
  it('sends image, description and time restrictions empty', () => {
    const payload = equipmentPayloadFromForm({
      ...newEquipmentDefaults(),
      name: ' Bar ',
      category: 'Free Weights',
      subcategory: 'Barbells',
      specifications: [{ key: 'weight', value: '45' }],
    });
    expect(payload).toEqual({
      name: 'Bar',
      category: 'Free Weights',
      subcategory: 'Barbells',
      status: 'Excellent',
      availability: { always: true, timeRestrictions: [], notes: '' },
      specifications: { weight: 45 },
      imageUrl: '',
      description: '',
    });
    expect(equipmentInputSchema.safeParse(payload).success).toBe(true);
  });
  it('a limited availability keeps the choice in notes', () => {
    const payload = equipmentPayloadFromForm({
      ...newEquipmentDefaults(),
      name: 'Bar',
      category: 'c',
      subcategory: 's',
      availability: 'Reserved',
    });
    expect(payload.availability).toEqual({ always: false, timeRestrictions: [], notes: 'Reserved' });
    expect(isAvailabilityOption('Reserved')).toBe(true);
    expect(isAvailabilityOption('Sometimes')).toBe(false);
  });
});

describe('equipment list (spec §2)', () => {
  it('summary tiles: total, Excellent, Good, distinct categories', () => {
    const items = [
      { status: 'Excellent', category: 'Free Weights' },
      { status: 'Good', category: 'Free Weights' },
      { status: 'Poor', category: 'Cardio' },
    ];
    expect(equipmentSummary(items)).toEqual({ total: 3, excellent: 1, good: 1, categories: 2 });
  });
  it("badges 'Always Available' vs 'Limited' and the 'category • subcategory' line", () => {
    expect(availabilityBadge({ always: true })).toBe('Always Available');
    expect(availabilityBadge({ always: false })).toBe('Limited');
    expect(categoryLine({ category: 'Free Weights', subcategory: 'Barbells' })).toBe(
      'Free Weights • Barbells',
    );
  });
});
