import { formatWeightNumber, WEIGHT_UNIT_LABELS, type WeightUnit } from '../units/weight.ts';

/** The plate calculator, in the Complete Set dialog and the workout form. Ours: the spec has none. */
// A pure call: a bundle that reads none of these (the Worker) drops them (docs/adding-a-feature.md).
export const PLATES_TEXT = /* @__PURE__ */ (() =>
  ({
    /** The closed calculator's line: 'Plates for 102.5 kg'. */
    summary: (weight: number, unit: WeightUnit) => `Plates for ${formatWeightNumber(weight, unit)}`,
    /** '20 + 10 + 2.5 kg each side, on a 20 kg bar'. */
    eachSide: (plates: readonly number[], unit: WeightUnit, bar: number) =>
      `${plates.map((plate) => plate.toLocaleString('en-US')).join(' + ')} ${WEIGHT_UNIT_LABELS[unit]} each side, on a ${formatWeightNumber(bar, unit)} bar`,
    emptyBar: (bar: number, unit: WeightUnit) => `Just the bar (${formatWeightNumber(bar, unit)}).`,
    tooLight: (bar: number, unit: WeightUnit) =>
      `Lighter than the empty bar (${formatWeightNumber(bar, unit)}).`,
    notExact: (weight: number, unit: WeightUnit) =>
      `${formatWeightNumber(weight, unit)} cannot be loaded exactly with these plates. Nearest:`,
    use: (weight: number, unit: WeightUnit) => `Use ${formatWeightNumber(weight, unit)}`,
    owned: 'From the bar and plates in your equipment.',
    standard: 'A standard set of plates: list your own bar and plates in My Equipment to load from them.',
    /** Said instead of `standard` when the athlete's equipment could not be read: theirs may differ. */
    loadFailed: 'Your equipment could not be loaded, so these are a standard set of plates.',
    retry: 'Try again',
    loading: 'Loading your plates…',
  }) as const)();
