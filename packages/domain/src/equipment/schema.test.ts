import { describe, expect, it } from 'vitest';
import { issueMessages as messages } from '../test-support/fixtures.ts';
import {
  addUserEquipmentInputSchema,
  catalogueProblems,
  defaultEquipmentDataSchema,
  equipmentInputSchema,
  equipmentSchema,
} from './schema.ts';
import { specificationsSchema } from './specification.ts';
import { EQUIPMENT_MESSAGES } from './text.ts';

describe('equipment schemas (spec §3, §5)', () => {
  const specs = {
    weight: '45 lbs',
    plates: 6,
    adjustable: true,
    attachments: ['rope', 'bar'],
    range: { min: 5, max: 50, unit: 'lbs' },
    dimensions: { width: { min: 1, max: 2, unit: 'm' }, colour: 'black' },
  };
  it('specification values may be string, number, boolean, list, range or nested map', () => {
    expect(specificationsSchema.parse(specs)).toEqual(specs);
  });
  it('bounds the nesting of specifications', () => {
    expect(specificationsSchema.safeParse({ a: { b: { c: { d: { e: 'deep' } } } } }).success).toBe(false);
    const wide = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]));
    expect(specificationsSchema.safeParse(wide).success).toBe(false);
  });
  it('stored equipment may carry Poor; the add form may not', () => {
    const stored = {
      id: 'q1',
      name: 'Bar',
      category: 'Free Weights',
      subcategory: 'Barbells',
      status: 'Poor',
      availability: { always: true, timeRestrictions: [], notes: '' },
      specifications: specs,
      imageUrl: '',
      description: '',
    };
    expect(equipmentSchema.safeParse(stored).success).toBe(true);
    expect(equipmentInputSchema.safeParse({ ...stored, status: 'Poor' }).success).toBe(false);
  });
  it("requires name, category and subcategory with the spec's messages", () => {
    const result = equipmentInputSchema.safeParse({ name: ' ', category: '', subcategory: '' });
    expect(messages(result)).toEqual([
      EQUIPMENT_MESSAGES.nameRequired,
      EQUIPMENT_MESSAGES.categoryRequired,
      EQUIPMENT_MESSAGES.subcategoryRequired,
    ]);
    expect(EQUIPMENT_MESSAGES).toEqual({
      nameRequired: 'Equipment name is required',
      categoryRequired: 'Category is required',
      subcategoryRequired: 'Subcategory is required',
    });
  });
  it('add defaults: Excellent, always available, empty image, description and time restrictions (spec §3, §4)', () => {
    const parsed = equipmentInputSchema.parse({
      name: 'Bar',
      category: 'Free Weights',
      subcategory: 'Barbells',
    });
    expect(parsed).toMatchObject({
      status: 'Excellent',
      availability: { always: true, timeRestrictions: [], notes: '' },
      imageUrl: '',
      description: '',
      specifications: {},
    });
    expect(addUserEquipmentInputSchema.safeParse({ equipment: [] }).success).toBe(false);
  });
  it('a catalogue with duplicate or dangling entries is refused, naming each problem', () => {
    const bar = { id: 'bar', name: 'Bar', category: 'Free Weights', subcategory: 'Barbells' };
    const broken = {
      categories: [
        { name: 'Free Weights', subcategories: ['Barbells', 'Barbells'] },
        { name: 'Free Weights', subcategories: [] },
      ],
      equipment: [
        bar,
        bar,
        { ...bar, id: 'rower', name: 'Rower', category: 'Cardio' },
        { ...bar, id: 'bell', name: 'Bell', subcategory: 'Kettlebells' },
      ],
    };
    expect(catalogueProblems(broken)).toEqual([
      'Duplicate category: Free Weights',
      'Duplicate subcategory in Free Weights: Barbells',
      'Duplicate item id: bar',
      'Rower: unknown category Cardio',
      'Bell: Free Weights has no subcategory Kettlebells',
    ]);
    expect(defaultEquipmentDataSchema.safeParse(broken).success).toBe(false);
  });
});
