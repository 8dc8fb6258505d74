import { MAX_PRIMARY_GOALS } from './limits.ts';
import type { ExperienceLevel, PrimaryGoal } from './options.ts';
import { defaultProgramData, type ProgramData } from './schema.ts';
import type { WizardStep } from './steps.ts';
import { GOAL_LIMIT_HINT } from './text.ts';

/** Spec §4: a third goal is ignored; the selection is cut to the first two. */
export function limitPrimaryGoals(goals: readonly PrimaryGoal[]): PrimaryGoal[] {
  return [...new Set(goals)].slice(0, MAX_PRIMARY_GOALS);
}

/** A checkbox click: unchecking removes, checking adds unless two are already chosen. */
export function togglePrimaryGoal(goals: readonly PrimaryGoal[], goal: PrimaryGoal): PrimaryGoal[] {
  if (goals.includes(goal)) return goals.filter((g) => g !== goal);
  return limitPrimaryGoals([...goals, goal]);
}

/** The hint shows once the maximum is reached. */
export function goalLimitHint(goals: readonly PrimaryGoal[]): string | null {
  return goals.length >= MAX_PRIMARY_GOALS ? GOAL_LIMIT_HINT : null;
}

/** Spec §2: the 'how long away' question appears only for 'returning'. */
export function showsTimeOffQuestion(data: Pick<ProgramData, 'experienceLevel'>): boolean {
  return data.experienceLevel === 'returning';
}

/** Choosing an experience level keeps returnFromBreak in step; leaving 'returning' drops the time-off answer. */
export function withExperienceLevel(data: ProgramData, level: ExperienceLevel): ProgramData {
  const isReturning = level === 'returning';
  return {
    ...data,
    experienceLevel: level,
    returnFromBreak: isReturning ? { ...data.returnFromBreak, isReturning } : { isReturning },
  };
}

/** 'Create New': default answers, step 1 (spec §4). */
export function createNewPlan(): { step: WizardStep; data: ProgramData } {
  return { step: 1, data: defaultProgramData() };
}

/** 'Edit & Regenerate': the plan's answers into step 1. A planId in the query jumps to step 8 instead (spec §2). */
export function loadPlanAnswers(
  programData: ProgramData,
  from: 'edit-and-regenerate' | 'query',
): { step: WizardStep; data: ProgramData } {
  return { step: from === 'query' ? 8 : 1, data: programData };
}
