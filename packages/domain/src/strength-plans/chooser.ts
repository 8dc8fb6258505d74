import { EXPERIENCE_LEVELS, type PlanStatus, PRIMARY_GOALS } from './options.ts';
import type { StrengthPlan } from './schema.ts';
import { WIZARD_TEXT } from './steps.ts';

/** A plan's name as the athlete sees it: its program's, or 'untitled' before one is generated. */
export function planName(plan: Pick<StrengthPlan, 'generatedPlan'>): string {
  return plan.generatedPlan?.programName?.trim() || WIZARD_TEXT.untitledPlan;
}

/** A previous plan's card on the chooser (spec §2). */
export function planCard(
  plan: Pick<StrengthPlan, 'planId' | 'programData' | 'generatedPlan' | 'status' | 'createdAt'>,
) {
  const description = plan.generatedPlan?.description?.trim();
  return {
    planId: plan.planId,
    name: planName(plan),
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
