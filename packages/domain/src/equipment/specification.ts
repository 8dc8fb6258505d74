import * as z from 'zod';
import { LIMITS } from '../constants/limits.ts';
import { requiredText, text } from '../schemas/free-text.ts';

export interface SpecificationRange {
  min: number;
  max: number;
  unit: string;
}
/** A specification value (spec §3): text, number, boolean, list, a min/max/unit range or a nested map. */
export type SpecificationValue =
  | string
  | number
  | boolean
  | SpecificationValue[]
  | SpecificationRange
  | { [key: string]: SpecificationValue };
export type Specifications = Record<string, SpecificationValue>;

export const specificationRangeSchema = z.strictObject({
  min: z.number(),
  max: z.number(),
  unit: text(LIMITS.unit),
});

const keySchema = requiredText(LIMITS.shortText);

export const specificationValueSchema: z.ZodType<SpecificationValue> = z.lazy(() =>
  z.union([
    text(LIMITS.text),
    z.number(),
    z.boolean(),
    z.array(specificationValueSchema).max(LIMITS.listItems),
    specificationRangeSchema,
    z.record(keySchema, specificationValueSchema),
  ]),
);

function depth(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depth));
  if (value !== null && typeof value === 'object') return 1 + Math.max(0, ...Object.values(value).map(depth));
  return 0;
}

function countEntries(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + 1 + countEntries(item), 0);
  if (value !== null && typeof value === 'object') {
    return Object.values(value).reduce((sum: number, item) => sum + 1 + countEntries(item), 0);
  }
  return 0;
}

/**
 * The whole specifications map. Recursion is bounded in depth and total entries so a nested map cannot grow
 * without limit.
 */
export const specificationsSchema = z
  .record(keySchema, specificationValueSchema)
  .refine((specs) => depth(specs) <= LIMITS.specificationDepth, {
    error: `Specifications may nest at most ${LIMITS.specificationDepth} levels`,
  })
  .refine((specs) => countEntries(specs) <= LIMITS.specifications * 4, { error: 'Too many specifications' })
  .refine((specs) => Object.keys(specs).length <= LIMITS.specifications, {
    error: 'Too many specifications',
  });
