import type { SpecificationRow } from './form.ts';
import { type Specifications, type SpecificationValue, specificationValueSchema } from './specification.ts';

// How a specification typed into one text box becomes a stored value, and back for the edit form. The stored shape
// (spec §3) knows text, numbers, booleans, lists, {min, max, unit} ranges and nested maps; one box per row keeps the
// form simple on a phone, so the value's shape is read from what was typed.

const NUMBER = String.raw`-?\d+(?:\.\d+)?`;
const NUMBER_ONLY = new RegExp(`^${NUMBER}$`);
/** '5-50 lbs', '5 – 50 lbs', '5 to 50': a range; the unit is whatever follows the second number. */
const RANGE = new RegExp(`^(${NUMBER})\\s*(?:-|–|—|to)\\s*(${NUMBER})\\s*(.*)$`, 'i');
const YES = /^(?:yes|true)$/i;
const NO = /^(?:no|false)$/i;

function scalarFromText(text: string): SpecificationValue {
  if (YES.test(text)) return true;
  if (NO.test(text)) return false;
  if (NUMBER_ONLY.test(text)) return Number(text);
  const range = RANGE.exec(text);
  if (range) {
    const min = Number(range[1]);
    const max = Number(range[2]);
    // '10-5' is not a range a person means; it stays as typed.
    if (min <= max) return { min, max, unit: (range[3] ?? '').trim() };
  }
  return text;
}

/**
 * JSON the edit form shows for what plain typing cannot say: a nested map, a list of maps, or a text in quotes
 * ('"medium, centre knurl"' stays one text, not a list). Read back only if it is a valid value.
 */
function structuredFromText(text: string): SpecificationValue | undefined {
  if (!/^[[{"]/.test(text)) return undefined;
  try {
    const parsed = specificationValueSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The value a typed text stands for: 'yes'/'no' → boolean, '45' → number, '5-50 lbs' → range, 'a, b' → list (of
 * such values), JSON of a map → the map, '"a, b"' in quotes → that text; anything else is the text itself.
 */
export function parseSpecificationValue(typed: string): SpecificationValue {
  const text = typed.trim();
  const structured = structuredFromText(text);
  if (structured !== undefined) return structured;
  if (text.includes(',')) {
    const items = text
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    if (items.length > 1) return items.map(scalarFromText);
  }
  return scalarFromText(text);
}

export function isSpecificationRange(
  value: SpecificationValue,
): value is { min: number; max: number; unit: string } {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === 3 &&
    typeof value.min === 'number' &&
    typeof value.max === 'number' &&
    typeof value.unit === 'string'
  );
}

function isScalarLike(value: SpecificationValue): boolean {
  return typeof value !== 'object' || isSpecificationRange(value);
}

function scalarToText(value: SpecificationValue): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (isSpecificationRange(value)) return `${value.min}-${value.max}${value.unit ? ` ${value.unit}` : ''}`;
  return String(value);
}

function sameValue(a: SpecificationValue, b: SpecificationValue): boolean {
  if (typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameValue(item, b[index] as SpecificationValue))
    );
  }
  // A range is a map with three entries; compared entry by entry like any other.
  const left = a as Record<string, SpecificationValue>;
  const right = b as Record<string, SpecificationValue>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => {
      const other = right[key];
      return other !== undefined && sameValue(left[key] as SpecificationValue, other);
    })
  );
}

function plainText(value: SpecificationValue): string | undefined {
  if (Array.isArray(value)) return value.every(isScalarLike) ? value.map(scalarToText).join(', ') : undefined;
  return isScalarLike(value) ? scalarToText(value) : undefined;
}

/**
 * What the edit form's box shows for a stored value: the way a person would type it ('5-50 lbs', 'rope, bar'),
 * unless that would read back as something else ('medium, centre knurl' as a list, a list of one as a text); then
 * JSON, which reads back exactly.
 */
export function specificationValueToText(value: SpecificationValue): string {
  const plain = plainText(value);
  return plain !== undefined && sameValue(parseSpecificationValue(plain), value)
    ? plain
    : JSON.stringify(value);
}

/** Spec §5: only rows with both key and value are sent; each value in its typed shape. */
export function specificationsFromRows(rows: readonly SpecificationRow[]): Specifications {
  const specs: Specifications = {};
  for (const row of rows) {
    const key = row.key.trim();
    const value = row.value.trim();
    if (key && value) specs[key] = parseSpecificationValue(value);
  }
  return specs;
}

/** The edit form's rows for stored specifications; at least one row, blank when there are none (spec §5). */
export function rowsFromSpecifications(specs: Specifications): SpecificationRow[] {
  const rows = Object.entries(specs).map(([key, value]) => ({ key, value: specificationValueToText(value) }));
  return rows.length > 0 ? rows : [{ key: '', value: '' }];
}
