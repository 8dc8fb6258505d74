import { describe, expect, it } from 'vitest';
import { planGenerationFailed, planStartConflict, planStartedToast, shortDayLabel } from './text.ts';

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

describe('Start Plan toast', () => {
  it('says where the first workout lands and how many went on the calendar', () => {
    // 2026-11-23 is a Monday.
    expect(shortDayLabel('2026-11-23')).toBe('Mon, Nov 23');
    expect(planStartedToast({ firstWorkoutDate: '2026-11-23', scheduledCount: 12, removedCount: 0 })).toEqual(
      {
        title: 'Plan Started',
        description: 'First workout Mon, Nov 23. 12 workouts scheduled.',
      },
    );
  });
  it('counts the previous plan’s removed workouts, and a plan with nothing to schedule', () => {
    expect(
      planStartedToast({ firstWorkoutDate: '2026-11-29', scheduledCount: 1, removedCount: 1 }).description,
    ).toBe('First workout Sun, Nov 29. 1 workout scheduled. 1 workout of the previous plan removed.');
    expect(planStartedToast({ firstWorkoutDate: null, scheduledCount: 0, removedCount: 0 }).description).toBe(
      'No workouts to schedule.',
    );
  });
});
