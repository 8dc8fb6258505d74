import { GOAL_PROGRESS_CAP } from './limits.ts';

type MaybeNumber = number | string | null | undefined;

function toNumber(value: MaybeNumber): number {
  if (value === null || value === undefined) return Number.NaN;
  if (typeof value === 'string') return value.trim() === '' ? Number.NaN : Number(value);
  return value;
}

/**
 * Spec §5: progress = current ÷ target × 100, capped at 100, 0 when current is empty. A target that is not a
 * positive number also gives 0 (nothing meaningful to divide by), and a negative current is floored at 0, so the
 * result is always within 0..100.
 */
export function goalProgress(currentValue: MaybeNumber, targetValue: MaybeNumber): number {
  const current = toNumber(currentValue);
  const target = toNumber(targetValue);
  if (!Number.isFinite(current) || !Number.isFinite(target) || target <= 0) return 0;
  return Math.min(GOAL_PROGRESS_CAP, Math.max(0, (current / target) * 100));
}
