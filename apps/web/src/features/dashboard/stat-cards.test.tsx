// @vitest-environment jsdom
import { type Workout, workoutSchema, zonedInstant } from '@liftwise/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { StatCards } from './stat-cards.tsx';

afterEach(cleanup);

function workout(name: string, date: string): Workout {
  return workoutSchema.parse({
    id: name,
    name,
    date,
    duration: 60,
    exercises: [{ id: 'e1', name: 'Squat', sets: 3, reps: '5' }],
    status: 'scheduled',
    difficulty: 'Intermediate',
    updatedAt: '2024-06-01T00:00:00.000Z',
  });
}

function card(title: string): string {
  return screen.getByRole('group', { name: title }).textContent ?? '';
}

it("an athlete with nothing planned or done: '0 of 5', 'None scheduled', 'Start your streak today!'", () => {
  render(
    <StatCards
      data={{
        today: '2024-06-05',
        upcoming: [],
        stats: { thisWeek: { completed: 0, target: 5 }, streakDays: 0 },
      }}
    />,
  );
  expect(card('This Week')).toContain('0 of 5');
  expect(card('Next Workout')).toContain('None scheduled');
  expect(card('Current Streak')).toBe('Current Streak0 daysStart your streak today!');
});

it("the soonest upcoming workout as 'MMM d' and name; a 1-day streak keeps going", () => {
  render(
    <StatCards
      data={{
        today: '2024-06-05',
        upcoming: [workout('Leg Day', '2024-06-07'), workout('Push Day', '2024-06-09')],
        stats: { thisWeek: { completed: 3, target: 5 }, streakDays: 1 },
      }}
    />,
  );
  expect(card('This Week')).toContain('3 of 5');
  expect(card('Next Workout')).toBe('Next WorkoutJun 7Leg Day');
  expect(card('Current Streak')).toBe('Current Streak1 dayKeep it going!');
});

it("counts down to the next workout on its day ('in 2 h 15 min'), and not on another day", async () => {
  // 2 h 15 min before 07:00 in this browser's zone, whichever it is.
  const start = zonedInstant('2024-06-05', '07:00', Intl.DateTimeFormat().resolvedOptions().timeZone);
  vi.useFakeTimers({ now: start.getTime() - 135 * 60_000, toFake: ['Date', 'setInterval'] });
  try {
    const timed = workoutSchema.parse({ ...workout('Dawn Squats', '2024-06-05'), time: '07:00' });
    const { rerender } = render(
      <StatCards
        data={{
          today: '2024-06-05',
          upcoming: [timed],
          stats: { thisWeek: { completed: 0, target: 5 }, streakDays: 0 },
        }}
      />,
    );
    // The countdown's code loads on that day only (lazy).
    await screen.findByText('in 2 h 15 min');
    expect(card('Next Workout')).toContain('in 2 h 15 min');
    rerender(
      <StatCards
        data={{
          today: '2024-06-04',
          upcoming: [timed],
          stats: { thisWeek: { completed: 0, target: 5 }, streakDays: 0 },
        }}
      />,
    );
    expect(card('Next Workout')).not.toContain('in ');
  } finally {
    vi.useRealTimers();
  }
});
