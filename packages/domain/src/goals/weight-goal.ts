import { readWeight, WEIGHT_UNIT_LABELS, type WeightUnit, weightIn } from '../units/weight.ts';

/** A goal's figures as the card shows them: its values and the unit they are in. */
export interface GoalFigures {
  current: number | undefined;
  target: number;
  unit: string;
}

/**
 * A goal measured in a weight ('lbs', 'kg', 'pounds') reads in the athlete's unit: a 300 lbs squat goal
 * shows as 136.1 kg for an athlete on kilograms. The goal keeps the values and unit typed (the edit form shows them
 * so), so switching units back shows the very numbers entered. Any other unit ('minutes', 'reps') is as typed.
 */
export function goalFiguresIn(
  goal: { currentValue?: number | undefined; targetValue: number; unit: string },
  athleteUnit: WeightUnit,
): GoalFigures {
  const goalUnit = readWeight(`1 ${goal.unit}`, athleteUnit)?.unit;
  if (!goalUnit || goalUnit === athleteUnit || goal.unit.trim() === '') {
    return { current: goal.currentValue, target: goal.targetValue, unit: goal.unit };
  }
  const inAthleteUnit = (value: number) => weightIn({ value, unit: goalUnit }, athleteUnit);
  return {
    current: goal.currentValue === undefined ? undefined : inAthleteUnit(goal.currentValue),
    target: inAthleteUnit(goal.targetValue),
    unit: WEIGHT_UNIT_LABELS[athleteUnit],
  };
}
