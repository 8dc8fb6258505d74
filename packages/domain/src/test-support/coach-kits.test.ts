import { describe, expect, it } from 'vitest';
import { DEFAULT_EQUIPMENT_DATA } from '../equipment/default-data.ts';
import { COACH_KITS } from './coach-kits.ts';

describe('the coach kits', () => {
  it('are at least 21 distinct equipment lists with distinct names', () => {
    expect(COACH_KITS.length).toBeGreaterThanOrEqual(21);
    expect(new Set(COACH_KITS.map((kit) => kit.name)).size).toBe(COACH_KITS.length);
    const lists = COACH_KITS.map((kit) =>
      kit.equipment
        .map((item) => item.name)
        .sort()
        .join('|'),
    );
    expect(new Set(lists).size).toBe(COACH_KITS.length);
  });
  it('name only default-catalogue items, each with its category and subcategory, none twice in a kit', () => {
    const catalogue = new Map(DEFAULT_EQUIPMENT_DATA.equipment.map((item) => [item.name, item]));
    const problems = COACH_KITS.flatMap((kit) => {
      const names = kit.equipment.map((item) => item.name);
      const twice = names
        .filter((name, i) => names.indexOf(name) !== i)
        .map((name) => `${kit.name}: ${name} twice`);
      const wrong = kit.equipment.flatMap(({ name, category, subcategory }) => {
        const found = catalogue.get(name);
        if (!found) return [`${kit.name}: no item named '${name}'`];
        return found.category === category && found.subcategory === subcategory
          ? []
          : [`${kit.name}: '${name}' is ${found.category} / ${found.subcategory}`];
      });
      return [...twice, ...wrong];
    });
    expect(problems).toEqual([]);
  });
  it('include the lists the coach review named', () => {
    const names = COACH_KITS.map((kit) => kit.name);
    for (const name of [
      'bodyweight only',
      'bands only',
      'dumbbells only',
      'cable machine only',
      'a full gym',
    ]) {
      expect(names).toContain(name);
    }
    expect(COACH_KITS.find((kit) => kit.name === 'bodyweight only')?.equipment).toEqual([]);
    expect(COACH_KITS.find((kit) => kit.name === 'a full gym')?.equipment).toHaveLength(
      DEFAULT_EQUIPMENT_DATA.equipment.length,
    );
  });
});
