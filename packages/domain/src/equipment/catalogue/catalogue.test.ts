import { describe, expect, it } from 'vitest';
import { DEFAULT_EQUIPMENT_DATA } from '../default-data.ts';
import { MAX_CATALOGUE_CATEGORIES, MAX_CATALOGUE_ITEMS } from '../limits.ts';
import { catalogueProblems, defaultEquipmentDataSchema } from '../schema.ts';
import { specificationRangeSchema } from '../specification.ts';
import { CATALOGUE_SPECIFICATIONS } from './specifications.ts';

const { categories, equipment } = DEFAULT_EQUIPMENT_DATA;

describe('the default equipment catalogue', () => {
  it('passes its schema: unique ids and names, every item in a listed category and subcategory', () => {
    expect(catalogueProblems(DEFAULT_EQUIPMENT_DATA)).toEqual([]);
    expect(defaultEquipmentDataSchema.parse(DEFAULT_EQUIPMENT_DATA)).toEqual(DEFAULT_EQUIPMENT_DATA);
  });
  it('covers at least 12 categories and 80 items, within the bounds', () => {
    expect(categories.length).toBeGreaterThanOrEqual(12);
    expect(equipment.length).toBeGreaterThanOrEqual(80);
    expect(categories.length).toBeLessThanOrEqual(MAX_CATALOGUE_CATEGORIES);
    expect(equipment.length).toBeLessThanOrEqual(MAX_CATALOGUE_ITEMS);
    // Sent whole to the add form: keep it a small download.
    expect(JSON.stringify(DEFAULT_EQUIPMENT_DATA).length).toBeLessThan(64 * 1024);
  });
  it('names the groups a lifter looks for', () => {
    const names = categories.map((category) => category.name);
    for (const name of [
      'Free Weights',
      'Benches',
      'Racks & Rigs',
      'Cable Machines',
      'Cardio',
      'Bodyweight',
    ]) {
      expect(names).toContain(name);
    }
    expect(names.some((name) => name.includes('Plate-Loaded'))).toBe(true);
    expect(names.some((name) => name.includes('Selectorized'))).toBe(true);
  });
  it('every subcategory offers at least one item, so no choice in the add form is empty', () => {
    for (const category of categories) {
      for (const subcategory of category.subcategories) {
        const found = equipment.some(
          (item) => item.category === category.name && item.subcategory === subcategory,
        );
        expect(found, `${category.name} • ${subcategory}`).toBe(true);
      }
    }
  });
  it('every item has specifications, and ranges read min ≤ max with a unit', () => {
    let ranges = 0;
    for (const item of equipment) {
      expect(Object.keys(item.specifications ?? {}).length, item.id).toBeGreaterThan(0);
      for (const value of Object.values(item.specifications ?? {})) {
        const range = specificationRangeSchema.safeParse(value);
        if (!range.success) continue;
        ranges += 1;
        expect(range.data.min, item.id).toBeLessThanOrEqual(range.data.max);
        expect(range.data.unit, item.id).not.toBe('');
      }
    }
    expect(ranges).toBeGreaterThan(20);
  });
  it('keeps specifications only for items it has (they are joined by id)', () => {
    const ids = new Set(equipment.map((item) => item.id));
    expect(Object.keys(CATALOGUE_SPECIFICATIONS).filter((id) => !ids.has(id))).toEqual([]);
  });
  it('uses every specification shape: text, number, boolean, list, range and nested map', () => {
    const values = equipment.flatMap((item) => Object.values(item.specifications ?? {}));
    expect(values.some((value) => typeof value === 'string')).toBe(true);
    expect(values.some((value) => typeof value === 'number')).toBe(true);
    expect(values.some((value) => typeof value === 'boolean')).toBe(true);
    expect(values.some(Array.isArray)).toBe(true);
    const maps = values.filter((value) => typeof value === 'object' && !Array.isArray(value));
    expect(maps.some((value) => !specificationRangeSchema.safeParse(value).success)).toBe(true);
  });
});
