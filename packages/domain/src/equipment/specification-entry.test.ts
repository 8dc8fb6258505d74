import { describe, expect, it } from 'vitest';
import { DEFAULT_EQUIPMENT_DATA } from './default-data.ts';
import { type Specifications, specificationsSchema } from './specification.ts';
import {
  parseSpecificationValue,
  rowsFromSpecifications,
  specificationsFromRows,
  specificationValueToText,
} from './specification-entry.ts';

describe('a typed specification value', () => {
  it.each([
    ['45 lbs', '45 lbs'],
    ['45', 45],
    ['-2.5', -2.5],
    ['yes', true],
    ['No', false],
    ['5-50 lbs', { min: 5, max: 50, unit: 'lbs' }],
    ['5 – 50', { min: 5, max: 50, unit: '' }],
    ['0.5 to 12 mph', { min: 0.5, max: 12, unit: 'mph' }],
    ['rope, bar, handles', ['rope', 'bar', 'handles']],
    ['20, 24, 30', [20, 24, 30]],
    ['{"width": {"min": 1, "max": 2, "unit": "m"}}', { width: { min: 1, max: 2, unit: 'm' } }],
    ['"medium, centre knurl"', 'medium, centre knurl'],
    ['"45"', '45'],
  ])('%j is read as %j', (typed, value) => {
    expect(parseSpecificationValue(typed)).toEqual(value);
  });

  it.each([
    ['10-5 kg', 'a range that runs backwards'],
    ['1,', 'a list of one'],
    ['{not json', 'broken JSON'],
    ['{"a": null}', 'JSON that is no specification value'],
  ])('%j stays text (%s)', (typed) => {
    expect(parseSpecificationValue(typed)).toBe(typed);
  });
});

describe('specification rows', () => {
  it('only rows with both key and value are sent, each value in its shape (spec §5)', () => {
    const rows = [
      { key: ' Weight range ', value: ' 5-50 lbs ' },
      { key: 'Adjustable', value: 'yes' },
      { key: 'Colour', value: '' },
      { key: '', value: 'orphan' },
    ];
    expect(specificationsFromRows(rows)).toEqual({
      'Weight range': { min: 5, max: 50, unit: 'lbs' },
      Adjustable: true,
    });
  });

  it('the edit form shows every stored shape as text that reads back to the same value', () => {
    const stored: Specifications = {
      weight: '45 lbs',
      knurling: 'medium, centre knurl',
      code: '45',
      answer: 'yes',
      plates: 6,
      adjustable: false,
      attachments: ['rope', 'bar'],
      heights: [20, 24, 30],
      range: { min: 5, max: 50, unit: 'lbs' },
      dimensions: { width: { min: 1, max: 2, unit: 'm' }, colour: 'black' },
      mixed: [{ a: 1 }, 'b'],
    };
    const rows = rowsFromSpecifications(stored);
    expect(rows.find((row) => row.key === 'range')?.value).toBe('5-50 lbs');
    expect(rows.find((row) => row.key === 'adjustable')?.value).toBe('No');
    expect(rows.find((row) => row.key === 'attachments')?.value).toBe('rope, bar');
    expect(rows.find((row) => row.key === 'weight')?.value).toBe('45 lbs');
    expect(rows.find((row) => row.key === 'knurling')?.value).toBe('"medium, centre knurl"');
    expect(specificationsFromRows(rows)).toEqual(stored);
    expect(specificationsSchema.safeParse(specificationsFromRows(rows)).success).toBe(true);
  });

  it('every item of the default catalogue opens in the edit form and saves back unchanged', () => {
    for (const item of DEFAULT_EQUIPMENT_DATA.equipment) {
      const specs = item.specifications ?? {};
      expect(specificationsFromRows(rowsFromSpecifications(specs)), item.name).toEqual(specs);
    }
  });

  it('no stored specifications give one blank row (at least one row remains, spec §5)', () => {
    expect(rowsFromSpecifications({})).toEqual([{ key: '', value: '' }]);
  });

  it('a list item with a comma in it is shown as JSON so it is not split on the way back', () => {
    const text = specificationValueToText(['a, b', 'c']);
    expect(parseSpecificationValue(text)).toEqual(['a, b', 'c']);
  });
});
