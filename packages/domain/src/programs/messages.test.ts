import { describe, expect, it } from 'vitest';
import { planGenerationFailed, planStartConflict } from './messages.ts';

describe('plan toasts (spec §8)', () => {
  it('a generation failure appends the reason', () => {
    expect(planGenerationFailed('timeout')).toEqual({
      title: 'Generation Failed',
      description: 'Failed to generate strength plan: timeout',
      variant: 'destructive',
    });
  });
});

describe('starting a plan over another one', () => {
  it('names each plan and its remaining workouts', () => {
    expect(planStartConflict([{ name: 'Base Block', remainingWorkouts: 1 }])).toBe(
      "'Base Block' (1 scheduled workout) is still on your calendar. Keep those workouts or remove them?",
    );
    expect(
      planStartConflict([
        { name: 'Base Block', remainingWorkouts: 5 },
        { name: 'Untitled Plan', remainingWorkouts: 2 },
      ]),
    ).toBe(
      "'Base Block' (5 scheduled workouts), 'Untitled Plan' (2 scheduled workouts) are still on your calendar. Keep those workouts or remove them?",
    );
  });
});
