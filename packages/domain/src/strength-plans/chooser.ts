import { EXPERIENCE_LEVELS, type PlanStatus, PRIMARY_GOALS } from './options.ts';
import type { StrengthPlan } from './schema.ts';
import { WIZARD_TEXT } from './steps.ts';

/** A previous plan's card on the chooser (spec §2). */
export function planCard(
  plan: Pick<StrengthPlan, 'planId' | 'programData' | 'generatedPlan' | 'status' | 'createdAt'>,
) {
  const programName = plan.generatedPlan?.programName?.trim();
  const description = plan.generatedPlan?.description?.trim();
  return {
    planId: plan.planId,
    name: programName || WIZARD_TEXT.untitledPlan,
    description: description || WIZARD_TEXT.noDescription,
    status: plan.status,
    badgeVariant: planStatusBadgeVariant(plan.status),
    goals: plan.programData.primaryGoals.map(primaryGoalLabel),
    experience: plan.programData.experienceLevel ? experienceLabel(plan.programData.experienceLevel) : null,
    daysPerWeek: plan.programData.trainingDays,
    createdAt: plan.createdAt,
    canView: Boolean(plan.generatedPlan),
  };
}

/** Spec §4: 'active' is highlighted, the other statuses are secondary. */
export function planStatusBadgeVariant(status: PlanStatus): 'default' | 'secondary' {
  return status === 'active' ? 'default' : 'secondary';
}

export function primaryGoalLabel(value: string): string {
  return PRIMARY_GOALS.find((goal) => goal.value === value)?.label ?? value;
}

export function experienceLabel(value: string): string {
  return EXPERIENCE_LEVELS.find((level) => level.value === value)?.label ?? value;
}
