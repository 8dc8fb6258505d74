import type { WeightUnit } from '../units/weight.ts';
import type { GoalType } from './options.ts';

/** The goal type whose current value follows the body-weight log. */
export const BODY_WEIGHT_GOAL_TYPE = 'weight_loss' satisfies GoalType;

/** The words a goal's unit may be written in that name a weight (as readWeight reads them), lower case. */
export const GOAL_WEIGHT_UNIT_WORDS: Readonly<Record<WeightUnit, readonly string[]>> = {
  kg: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms'],
  lb: ['lb', 'lbs', 'pound', 'pounds'],
};

/** The weight unit a goal's unit names ('lbs', ' Kg '), or undefined for any other ('minutes', ''). */
export function goalWeightUnit(unit: string): WeightUnit | undefined {
  const word = unit.trim().toLowerCase();
  if (GOAL_WEIGHT_UNIT_WORDS.kg.includes(word)) return 'kg';
  if (GOAL_WEIGHT_UNIT_WORDS.lb.includes(word)) return 'lb';
  return undefined;
}

/**
 * Whether logging body weight moves this goal: an active weight-loss goal measured in a weight. Its current value
 * then follows the latest logged weight, in the goal's unit; the progress rule itself is unchanged.
 */
export function tracksBodyWeight(goal: { type: string; unit: string; status: string }): boolean {
  return (
    goal.type === BODY_WEIGHT_GOAL_TYPE && goal.status === 'active' && goalWeightUnit(goal.unit) !== undefined
  );
}
