/**
 * The arithmetic of the progress charts, apart from drawing them: an axis with round steps, how many week labels
 * fit, a bar with rounded top corners. Plain SVG in place of a chart library (recharts was ~100 KB
 * gzip of /progress).
 */

export interface Scale {
  min: number;
  max: number;
  /** From min to max, one round step apart. */
  ticks: number[];
}

/** Steps an axis may take, per power of ten; whole-number axes (sessions) skip 2.5. */
const STEPS = [1, 2, 2.5, 5, 10];
const WHOLE_STEPS = [1, 2, 5, 10];
/** About this many steps between the lowest and highest value. */
const STEP_COUNT = 5;

/** Float noise off (0.1 + 0.2 → 0.3): ticks are written on the axis. */
const tidy = (value: number) => Number.parseFloat(value.toPrecision(12));

/**
 * An axis from `low` to `high` in round steps (1, 2, 2.5 or 5 times a power of ten), starting at or below `low`
 * and ending at or above `high`. A single value gets room around it (zero gets 0 to 1).
 */
export function niceScale(low: number, high: number, { integer = false } = {}): Scale {
  if (high <= low) {
    const pad = low === 0 ? 1 : Math.abs(low) * 0.05;
    high = low + pad;
    if (low !== 0) low -= pad;
  }
  const rough = (high - low) / STEP_COUNT;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const candidates = (integer ? WHOLE_STEPS : STEPS).map((step) => step * magnitude);
  let step = candidates.find((candidate) => candidate >= rough) ?? rough;
  if (integer) step = Math.max(1, Math.round(step));
  const min = tidy(Math.floor(low / step) * step);
  const max = tidy(Math.ceil(high / step) * step);
  const ticks: number[] = [];
  for (let index = 0; tidy(min + index * step) <= max; index++) ticks.push(tidy(min + index * step));
  return { min, max, ticks };
}

/** Room a week label ('Nov 25') takes on the axis, with the gap to the next, in pixels at 12 px type. */
const LABEL_ROOM = 52;

/** Label every n-th of `count` points across `width` pixels, so that labels never overlap. */
export function labelStride(count: number, width: number): number {
  return Math.max(1, Math.ceil((count * LABEL_ROOM) / Math.max(width, 1)));
}

const at = (value: number) => String(Math.round(value * 100) / 100);

/** A bar's outline: square at the base, its top corners rounded by `radius` (less when the bar is small). */
export function barPath(x: number, y: number, width: number, height: number, radius: number): string {
  const r = Math.min(radius, width / 2, height);
  const [left, right, top, base] = [x, x + width, y, y + height];
  return (
    `M${at(left)},${at(base)}V${at(top + r)}Q${at(left)},${at(top)} ${at(left + r)},${at(top)}` +
    `H${at(right - r)}Q${at(right)},${at(top)} ${at(right)},${at(top + r)}V${at(base)}Z`
  );
}
