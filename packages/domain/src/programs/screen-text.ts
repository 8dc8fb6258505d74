import { GOAL_LIMIT_HINT } from './answers.ts';
import { stepLabel, WIZARD_TEXT } from './steps.ts';

/** The program wizard and plan review (spec §2). */
export const PROGRAM_SCREEN_TEXT = {
  wizard: {
    ...WIZARD_TEXT,
    /** 'Step n of 8' */
    stepOf: stepLabel,
    goalLimitHint: GOAL_LIMIT_HINT,
  },
  planReview: {
    loading: WIZARD_TEXT.loadingPlan,
    overviewTitle: 'Plan Overview',
    scheduleTitle: 'Workout Schedule',
    backToProgramCreation: 'Back to Program Creation',
    startPlan: 'Start Plan',
    save: 'Save',
    cancel: 'Cancel',
    /** 'Week n' */
    week: (week: number) => `Week ${week}`,
  },
} as const;
