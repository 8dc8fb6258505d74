import type { Specifications, SpecificationValue } from '../equipment/specification.ts';
import { convertWeight, WEIGHT_UNITS, type WeightUnit } from '../units/weight.ts';
import { type PlateInventory, STANDARD_PLATES } from './plate-solver.ts';

/**
 * The athlete's own bar and plates, from the specifications of their equipment: a plate set names its
 * plates and their unit (`plates: [2.5, 5, 10, 25, 35, 45], unit: 'lb'`, and optionally `pairs` of each), a bar its
 * weight (`weight: '20 kg / 45 lb'`, `'25 lb'` or a number in the athlete's unit). Without plates of their own,
 * a commercial gym's standard set.
 */
export interface AthletePlates extends PlateInventory {
  /** 'owned': from the athlete's equipment; 'standard': STANDARD_PLATES, since they list no plates. */
  source: 'owned' | 'standard';
}

/** What the calculator reads of an equipment item. */
export interface PlateEquipment {
  name: string;
  status?: string | undefined;
  specifications: Specifications;
}

/** A plate set that does not say how many of each it holds: two pairs, a home set's usual. */
export const DEFAULT_PAIRS = 2;

const WEIGHT_IN_TEXT = /(\d+(?:\.\d+)?)\s*(kg|lb)s?\b/gi;

function unitOf(value: SpecificationValue | undefined): WeightUnit | undefined {
  return typeof value === 'string' && (WEIGHT_UNITS as readonly string[]).includes(value)
    ? (value as WeightUnit)
    : undefined;
}

function platesOf(
  specifications: Specifications,
): { unit: WeightUnit; weights: number[]; pairs: number } | undefined {
  const { plates, unit, pairs } = specifications;
  const plateUnit = unitOf(unit);
  if (!Array.isArray(plates) || !plateUnit) return undefined;
  const weights = plates.filter((plate): plate is number => typeof plate === 'number' && plate > 0);
  if (weights.length === 0) return undefined;
  const count = typeof pairs === 'number' && pairs >= 1 ? Math.floor(pairs) : DEFAULT_PAIRS;
  return { unit: plateUnit, weights, pairs: count };
}

/** A bar's weight in `unit`: the figure written in it ('20 kg / 45 lb' → 20 in kg), else converted. */
function barWeightOf(item: PlateEquipment, unit: WeightUnit): number | undefined {
  if (!/\bbar\b|barbell/i.test(item.name)) return undefined;
  const weight = item.specifications.weight;
  if (typeof weight === 'number') return weight > 0 ? weight : undefined;
  if (typeof weight !== 'string') return undefined;
  const written = [...weight.matchAll(WEIGHT_IN_TEXT)].map((match) => ({
    value: Number(match[1]),
    unit: (match[2] ?? '').toLowerCase() as WeightUnit,
  }));
  const inUnit = written.find((found) => found.unit === unit) ?? written[0];
  return inUnit ? Math.round(convertWeight(inUnit, unit).value * 10) / 10 : undefined;
}

/**
 * The plates the athlete loads: their own plate sets in `unit` (or, when they own plates only in the other unit,
 * those: the calculator then works in the plates' unit, as the bar is loaded with them), on their barbell (the
 * first item named like a barbell with a weight), else the standard bar of that unit. Items marked 'Poor' are
 * still on the floor; every status counts.
 */
export function plateInventoryOf(equipment: readonly PlateEquipment[], unit: WeightUnit): AthletePlates {
  const sets = equipment.flatMap((item) => platesOf(item.specifications) ?? []);
  const plateUnit = sets.some((set) => set.unit === unit) ? unit : (sets[0]?.unit ?? unit);
  const owned = new Map<number, number>();
  for (const set of sets.filter((found) => found.unit === plateUnit)) {
    for (const weight of set.weights) owned.set(weight, (owned.get(weight) ?? 0) + set.pairs);
  }
  if (owned.size === 0) return { ...STANDARD_PLATES[unit], source: 'standard' };
  const barWeight =
    equipment.map((item) => barWeightOf(item, plateUnit)).find((weight) => weight !== undefined) ??
    STANDARD_PLATES[plateUnit].barWeight;
  return {
    unit: plateUnit,
    barWeight,
    plates: [...owned].sort(([a], [b]) => b - a).map(([weight, pairs]) => ({ weight, pairs })),
    source: 'owned',
  };
}
