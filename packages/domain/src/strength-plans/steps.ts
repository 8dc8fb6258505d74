import { WIZARD_STEP_COUNT } from './limits.ts';
import type { ProgramData } from './schema.ts';

/** The eight steps with their chips and titles, in order (spec §2). */
export const WIZARD_STEPS = [
  { step: 1, chip: 'Goals', title: 'Primary Training Goals' },
  { step: 2, chip: 'Experience', title: 'Experience Level' },
  { step: 3, chip: 'Schedule', title: 'Training Schedule' },
  { step: 4, chip: 'Strength', title: 'Current Strength Levels' },
  { step: 5, chip: 'Physical', title: 'Physical Considerations' },
  { step: 6, chip: 'Preferences', title: 'Training Preferences' },
  { step: 7, chip: 'Recovery', title: 'Recovery & Lifestyle' },
  { step: 8, chip: 'Progression', title: 'Progression Preferences' },
] as const;

/** 0 is the plan chooser; 1..8 are the questions (spec §4). */
export type WizardStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
export const CHOOSER_STEP = 0;

export const WIZARD_TEXT = {
  startNewPlan: 'Start New Plan',
  createNew: 'Create New',
  untitledPlan: 'Untitled Plan',
  noDescription: 'No description available',
  noPreviousPlans: 'No Previous Plans',
  editAndRegenerate: 'Edit & Regenerate',
  viewPlan: 'View Plan',
  existingPlanLoaded: 'Existing Plan Loaded',
  loadingPlan: 'Loading Plan...',
  previous: 'Previous',
  next: 'Next',
  generate: 'Generate My Program',
  generating: 'Generating Program...',
  planSelectedToast: 'Plan Selected',
} as const;

/** Spec §5 gates, one per step. */
export function isStepValid(step: number, data: ProgramData): boolean {
  switch (step) {
    case 1:
      return data.primaryGoals.length >= 1 && data.primaryGoals.length <= 2;
    case 2:
      return data.experienceLevel !== undefined;
    case 5:
      return data.physicalConsiderations.ageRange !== undefined;
    case 6:
      return data.trainingPreferences.trainingStyle !== undefined;
    case 8: {
      const { maxTestingFrequency, progressionStyle, complexityComfort } = data.progression;
      return (
        maxTestingFrequency !== undefined && progressionStyle !== undefined && complexityComfort !== undefined
      );
    }
    case 3:
    case 4:
    case 7:
      return true;
    default:
      return false;
  }
}

/** Every gate passes: the answers can be generated. */
export function isWizardComplete(data: ProgramData): boolean {
  return WIZARD_STEPS.every(({ step }) => isStepValid(step, data));
}

/** Next only when the step is valid; step 8 has no next, it generates (spec §4). */
export function nextStep(step: WizardStep, data: ProgramData): WizardStep {
  if (step < 1 || step >= WIZARD_STEP_COUNT || !isStepValid(step, data)) return step;
  return (step + 1) as WizardStep;
}

/** From step 1, Previous returns to the chooser (spec §2). */
export function previousStep(step: WizardStep): WizardStep {
  return step <= CHOOSER_STEP ? CHOOSER_STEP : ((step - 1) as WizardStep);
}

export function stepLabel(step: number): string {
  return `Step ${step} of ${WIZARD_STEP_COUNT}`;
}

/** Percent complete for the progress bar: step n of 8 is n/8. */
export function stepPercent(step: number): number {
  const clamped = Math.min(WIZARD_STEP_COUNT, Math.max(0, step));
  return Math.round((clamped / WIZARD_STEP_COUNT) * 100);
}

export function stepTitle(step: number): string | null {
  return WIZARD_STEPS.find((s) => s.step === step)?.title ?? null;
}

/** The forward button: 'Next' on steps 1-7, 'Generate My Program' on step 8 ('Generating Program...' while busy). */
export function forwardButtonLabel(step: number, generating: boolean): string {
  if (step < WIZARD_STEP_COUNT) return WIZARD_TEXT.next;
  return generating ? WIZARD_TEXT.generating : WIZARD_TEXT.generate;
}
