import {
  CHOOSER_STEP,
  createNewPlan,
  type ExperienceLevel,
  isStepValid,
  loadPlanAnswers,
  nextStep,
  type PrimaryGoal,
  type ProgramData,
  previousStep,
  togglePrimaryGoal,
  type WizardStep,
  withExperienceLevel,
} from '@liftwise/domain';

/**
 * The wizard's state: where the athlete is, their answers, and which stored plan they belong to (absent: a new
 * plan, saved at Generate). The rules are the domain's; this only strings them into one reducer so the screen
 * holds no logic of its own.
 */
export interface WizardState {
  step: WizardStep;
  data: ProgramData;
  planId?: string;
}

export type WizardAction =
  | { type: 'createNew' }
  | { type: 'loadPlan'; planId: string; programData: ProgramData; from: 'edit-and-regenerate' | 'query' }
  | { type: 'toggleGoal'; goal: PrimaryGoal }
  | { type: 'setExperience'; level: ExperienceLevel }
  | { type: 'update'; update: (data: ProgramData) => ProgramData }
  | { type: 'planSaved'; planId: string }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'toChooser' };

export function initialWizardState(): WizardState {
  return { ...createNewPlan(), step: CHOOSER_STEP };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'createNew':
      return createNewPlan();
    case 'loadPlan':
      return { ...loadPlanAnswers(action.programData, action.from), planId: action.planId };
    case 'toggleGoal':
      return {
        ...state,
        data: { ...state.data, primaryGoals: togglePrimaryGoal(state.data.primaryGoals, action.goal) },
      };
    case 'setExperience':
      return { ...state, data: withExperienceLevel(state.data, action.level) };
    case 'update':
      return { ...state, data: action.update(state.data) };
    case 'planSaved':
      return { ...state, planId: action.planId };
    case 'next':
      return { ...state, step: nextStep(state.step, state.data) };
    case 'previous':
      return { ...state, step: previousStep(state.step) };
    case 'toChooser':
      return { ...state, step: CHOOSER_STEP };
  }
}

/** Next (or Generate on step 8) is enabled only when the step's gate passes (spec §5). */
export function canGoForward(state: WizardState): boolean {
  return isStepValid(state.step, state.data);
}
