import { describe, expect, it } from 'vitest';
import {
  createNewPlan,
  goalLimitHint,
  limitPrimaryGoals,
  loadPlanAnswers,
  showsTimeOffQuestion,
  togglePrimaryGoal,
  withExperienceLevel,
} from './answers.ts';
import { experienceLabel, planCard, planStatusBadgeVariant, primaryGoalLabel } from './chooser.ts';
import { defaultProgramData, type ProgramData } from './schema.ts';
import { clampSlider, SLIDERS } from './sliders.ts';
import {
  forwardButtonLabel,
  isStepValid,
  isWizardComplete,
  nextStep,
  previousStep,
  stepLabel,
  stepPercent,
  stepTitle,
  WIZARD_STEPS,
  WIZARD_TEXT,
} from './steps.ts';
import { GOAL_LIMIT_HINT } from './text.ts';

function complete(): ProgramData {
  const data = defaultProgramData();
  data.primaryGoals = ['strength'];
  data.experienceLevel = 'novice';
  data.physicalConsiderations.ageRange = '26-35';
  data.trainingPreferences.trainingStyle = 'full-body';
  data.progression = {
    maxTestingFrequency: 'monthly',
    progressionStyle: 'gradual',
    complexityComfort: 'simple',
  };
  return data;
}

describe('wizard steps (spec §2, §9)', () => {
  it('has 8 steps with their chips and titles', () => {
    expect(WIZARD_STEPS).toHaveLength(8);
    expect(WIZARD_STEPS.map((s) => s.chip)).toEqual([
      'Goals',
      'Experience',
      'Schedule',
      'Strength',
      'Physical',
      'Preferences',
      'Recovery',
      'Progression',
    ]);
    expect(WIZARD_STEPS.map((s) => s.title)).toEqual([
      'Primary Training Goals',
      'Experience Level',
      'Training Schedule',
      'Current Strength Levels',
      'Physical Considerations',
      'Training Preferences',
      'Recovery & Lifestyle',
      'Progression Preferences',
    ]);
    expect(stepTitle(7)).toBe('Recovery & Lifestyle');
    expect(stepTitle(9)).toBeNull();
  });
  it("'Step n of 8' and percent complete", () => {
    expect(stepLabel(3)).toBe('Step 3 of 8');
    expect(stepPercent(4)).toBe(50);
    expect(stepPercent(8)).toBe(100);
    expect(stepPercent(12)).toBe(100);
  });
  it("step 8 reads 'Generate My Program' ('Generating Program...' while busy)", () => {
    expect(forwardButtonLabel(1, false)).toBe('Next');
    expect(forwardButtonLabel(8, false)).toBe('Generate My Program');
    expect(forwardButtonLabel(8, true)).toBe('Generating Program...');
  });
  it('quotes the chooser texts', () => {
    expect(WIZARD_TEXT).toMatchObject({
      untitledPlan: 'Untitled Plan',
      noDescription: 'No description available',
      noPreviousPlans: 'No Previous Plans',
      existingPlanLoaded: 'Existing Plan Loaded',
      loadingPlan: 'Loading Plan...',
      planSelectedToast: 'Plan Selected',
    });
  });
});

describe('wizard gates (spec §5)', () => {
  it('with default answers only steps 3, 4 and 7 pass', () => {
    const data = defaultProgramData();
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((s) => isStepValid(s, data))).toEqual([
      false,
      false,
      true,
      true,
      false,
      false,
      true,
      false,
    ]);
    expect(isStepValid(0, data)).toBe(false);
  });
  it('step 1 needs at least one goal and at most 2', () => {
    const data = complete();
    expect(isStepValid(1, data)).toBe(true);
    expect(isStepValid(1, { ...data, primaryGoals: ['strength', 'hypertrophy', 'fat-loss'] })).toBe(false);
  });
  it('step 8 needs max testing frequency, progression style and complexity comfort', () => {
    const data = complete();
    expect(isStepValid(8, data)).toBe(true);
    expect(
      isStepValid(8, { ...data, progression: { ...data.progression, complexityComfort: undefined } }),
    ).toBe(false);
    expect(isWizardComplete(data)).toBe(true);
    expect(isWizardComplete(defaultProgramData())).toBe(false);
  });
  it('Next only when the step is valid; Previous from step 1 returns to the chooser', () => {
    expect(nextStep(1, defaultProgramData())).toBe(1);
    expect(nextStep(1, complete())).toBe(2);
    expect(nextStep(8, complete())).toBe(8);
    expect(nextStep(0, complete())).toBe(0);
    expect(previousStep(1)).toBe(0);
    expect(previousStep(5)).toBe(4);
    expect(previousStep(0)).toBe(0);
  });
});

describe('goal selection (spec §4, §9)', () => {
  it('a third goal is ignored: the selection is cut to the first two', () => {
    expect(limitPrimaryGoals(['strength', 'hypertrophy', 'fat-loss'])).toEqual(['strength', 'hypertrophy']);
    expect(togglePrimaryGoal(['strength', 'hypertrophy'], 'fat-loss')).toEqual(['strength', 'hypertrophy']);
    expect(togglePrimaryGoal(['strength'], 'fat-loss')).toEqual(['strength', 'fat-loss']);
    expect(togglePrimaryGoal(['strength', 'fat-loss'], 'strength')).toEqual(['fat-loss']);
  });
  it('shows the hint at 2 goals', () => {
    expect(GOAL_LIMIT_HINT).toBe('Maximum of 2 goals selected. Uncheck a goal to select another.');
    expect(goalLimitHint(['strength', 'hypertrophy'])).toBe(GOAL_LIMIT_HINT);
    expect(goalLimitHint(['strength'])).toBeNull();
  });
});

describe("the 'returning' question (spec §2)", () => {
  it('appears only when experience is returning, and leaving it drops the time off', () => {
    const returning = withExperienceLevel(defaultProgramData(), 'returning');
    expect(showsTimeOffQuestion(returning)).toBe(true);
    expect(returning.returnFromBreak.isReturning).toBe(true);
    const withTimeOff = {
      ...returning,
      returnFromBreak: { isReturning: true, timeOff: '3-6 months' as const },
    };
    const back = withExperienceLevel(withTimeOff, 'advanced');
    expect(showsTimeOffQuestion(back)).toBe(false);
    expect(back.returnFromBreak).toEqual({ isReturning: false });
  });
});

describe('sliders (spec §5, §9)', () => {
  it('training days 1-7, sleep and stress 1-10, step 1', () => {
    expect(SLIDERS.trainingDays).toEqual({ min: 1, max: 7, step: 1 });
    expect(SLIDERS.sleepQuality).toEqual({ min: 1, max: 10, step: 1 });
    expect(SLIDERS.stressLevel).toEqual({ min: 1, max: 10, step: 1 });
    expect(clampSlider(9, SLIDERS.trainingDays)).toBe(7);
    expect(clampSlider(0, SLIDERS.sleepQuality)).toBe(1);
    expect(clampSlider(4.6, SLIDERS.stressLevel)).toBe(5);
    expect(clampSlider(Number.NaN, SLIDERS.stressLevel)).toBe(1);
  });
});

describe("'Create New' and loading a plan (spec §2, §4)", () => {
  it("'Create New' resets to defaults and moves to step 1", () => {
    const { step, data } = createNewPlan();
    expect(step).toBe(1);
    expect(data).toEqual(defaultProgramData());
  });
  it("'Edit & Regenerate' loads into step 1; a planId in the query jumps to step 8", () => {
    expect(loadPlanAnswers(complete(), 'edit-and-regenerate').step).toBe(1);
    expect(loadPlanAnswers(complete(), 'query').step).toBe(8);
  });
  it("plan cards fall back to 'Untitled Plan' and 'No description available'; View Plan needs a generated plan", () => {
    const base = {
      planId: 'p1',
      programData: complete(),
      status: 'draft' as const,
      createdAt: '2024-06-01T00:00:00Z',
    };
    expect(planCard(base)).toMatchObject({
      name: 'Untitled Plan',
      description: 'No description available',
      goals: ['Increase strength (powerlifting/general strength)'],
      experience: 'Novice (6 months - 2 years)',
      daysPerWeek: 3,
      canView: false,
      badgeVariant: 'secondary',
    });
    const generated = {
      programName: 'Base',
      description: 'Four weeks',
      duration: 4,
      totalWorkouts: 0,
      progressionGuidelines: '',
      notes: [],
      workoutSchedule: [],
    };
    const card = planCard({ ...base, status: 'active', generatedPlan: generated });
    expect(card).toMatchObject({
      name: 'Base',
      description: 'Four weeks',
      canView: true,
      badgeVariant: 'default',
    });
    expect(planCard({ ...base, programData: defaultProgramData() }).experience).toBeNull();
  });
  it("'active' is highlighted, others secondary (spec §4)", () => {
    expect(planStatusBadgeVariant('active')).toBe('default');
    expect(planStatusBadgeVariant('generated')).toBe('secondary');
    expect(primaryGoalLabel('unknown')).toBe('unknown');
    expect(experienceLabel('returning')).toBe('Returning after break');
    expect(experienceLabel('x')).toBe('x');
  });
});
