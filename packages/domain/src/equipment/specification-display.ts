import type { SpecificationValue } from './specification.ts';
import { isSpecificationRange } from './specification-entry.ts';

// How a stored specification reads on a card (spec §2 "specifications list"): every shape as words a person reads,
// never as JSON. Nested maps are left to the component, which lists them under their key.

/** 'maxLoad', 'max_load' or 'max load' → 'Max load'; a key typed with spaces keeps its own capitals after the first. */
export function specificationLabel(key: string): string {
  if (/\s/.test(key)) return key.charAt(0).toUpperCase() + key.slice(1);
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function formatNumber(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** One value in words: Yes/No, '5–50 lbs', 'a, b'; undefined for a nested map (the caller lists its entries). */
export function formatSpecificationValue(value: SpecificationValue): string | undefined {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const parts = value.map(formatSpecificationValue);
    return parts.every((part) => part !== undefined) ? parts.join(', ') : undefined;
  }
  if (isSpecificationRange(value)) {
    const span = `${formatNumber(value.min)}–${formatNumber(value.max)}`;
    if (!value.unit) return span;
    // '0–15%' and '-20–85°' read as written; other units stand apart: '5–50 lbs'.
    return /^[%°]/.test(value.unit) ? `${span}${value.unit}` : `${span} ${value.unit}`;
  }
  return undefined;
}
