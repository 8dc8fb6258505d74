import { defaultProgramData, GOAL_LIMIT_HINT, goalLimitHint, type ProgramData } from '@liftwise/domain';
import { describe, expect, it } from 'vitest';
import {
  canGoForward,
  initialWizardState,
  type WizardAction,
  type WizardState,
  wizardReducer,
} from './wizard-state.ts';

const run = (actions: WizardAction[], from: WizardState = initialWizardState()) =>
  actions.reduce(wizardReducer, from);

const answered = (update: (data: ProgramData) => ProgramData): WizardAction => ({ type: 'update', update });

describe('wizard state', () => {
  it('starts at the chooser; Create New gives the default answers at step 1', () => {
    const state = initialWizardState();
    expect(state.step).toBe(0);
    const created = run([answered((d) => ({ ...d, trainingDays: 6 })), { type: 'createNew' }]);
    expect(created.step).toBe(1);
    expect(created.data).toEqual(defaultProgramData());
    expect(created.data.trainingDays).toBe(3);
    expect(created.data.recovery).toMatchObject({ sleepQuality: 7, stressLevel: 5 });
    expect(created.planId).toBeUndefined();
  });

  it('Next is refused until the step is valid: step 1 needs a goal', () => {
    const start = run([{ type: 'createNew' }]);
    expect(canGoForward(start)).toBe(false);
    expect(run([{ type: 'next' }], start).step).toBe(1);
    const withGoal = run([{ type: 'toggleGoal', goal: 'strength' }, { type: 'next' }], start);
    expect(withGoal.step).toBe(2);
    expect(canGoForward(withGoal)).toBe(false);
    expect(run([{ type: 'setExperience', level: 'novice' }, { type: 'next' }], withGoal).step).toBe(3);
  });

  it('ignores a third goal; the hint shows while two are chosen', () => {
    const two = run([
      { type: 'createNew' },
      { type: 'toggleGoal', goal: 'strength' },
      { type: 'toggleGoal', goal: 'hypertrophy' },
    ]);
    expect(goalLimitHint(two.data.primaryGoals)).toBe(GOAL_LIMIT_HINT);
    const third = run([{ type: 'toggleGoal', goal: 'fat-loss' }], two);
    expect(third.data.primaryGoals).toEqual(['strength', 'hypertrophy']);
    expect(goalLimitHint(third.data.primaryGoals)).toBe(GOAL_LIMIT_HINT);
    const unchecked = run([{ type: 'toggleGoal', goal: 'strength' }], third);
    expect(unchecked.data.primaryGoals).toEqual(['hypertrophy']);
    expect(goalLimitHint(unchecked.data.primaryGoals)).toBeNull();
  });

  it('keeps returnFromBreak in step with the experience level', () => {
    const returning = run([
      { type: 'createNew' },
      { type: 'setExperience', level: 'returning' },
      answered((d) => ({ ...d, returnFromBreak: { ...d.returnFromBreak, timeOff: '3-6 months' } })),
    ]);
    expect(returning.data.returnFromBreak).toEqual({ isReturning: true, timeOff: '3-6 months' });
    const advanced = run([{ type: 'setExperience', level: 'advanced' }], returning);
    expect(advanced.data.returnFromBreak).toEqual({ isReturning: false });
  });

  it('Previous from step 1 returns to the chooser', () => {
    expect(run([{ type: 'createNew' }, { type: 'previous' }]).step).toBe(0);
  });

  it('a plan loads into step 1 from Edit & Regenerate and into step 8 from the address, keeping its id', () => {
    const programData = { ...defaultProgramData(), primaryGoals: ['strength' as const], trainingDays: 5 };
    const edit = run([{ type: 'loadPlan', planId: 'p1', programData, from: 'edit-and-regenerate' }]);
    expect(edit).toMatchObject({ step: 1, planId: 'p1', data: programData });
    const query = run([{ type: 'loadPlan', planId: 'p2', programData, from: 'query' }]);
    expect(query).toMatchObject({ step: 8, planId: 'p2' });
    // A new plan forgets the loaded one's id, so Generate saves a new plan instead of overwriting it.
    expect(run([{ type: 'createNew' }], query).planId).toBeUndefined();
  });

  it('step 8 can generate only when the three progression choices are made', () => {
    const programData: ProgramData = {
      ...defaultProgramData(),
      primaryGoals: ['strength'],
      experienceLevel: 'novice',
    };
    const step8 = run([{ type: 'loadPlan', planId: 'p', programData, from: 'query' }]);
    expect(canGoForward(step8)).toBe(false);
    const ready = run(
      [
        answered((d) => ({
          ...d,
          progression: {
            maxTestingFrequency: 'monthly',
            progressionStyle: 'gradual',
            complexityComfort: 'simple',
          },
        })),
      ],
      step8,
    );
    expect(canGoForward(ready)).toBe(true);
    expect(run([{ type: 'next' }], ready).step).toBe(8);
  });
});
