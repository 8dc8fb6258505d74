/**
 * How the dashboard and schedule rules scale with a long history: five years of daily completed workouts and a
 * year of planned ones, the heaviest athlete we expect. Run with `pnpm bench`; figures, not pass/fail.
 */
import { test } from 'vitest';
import { addDays } from '../src/dates/calendar-date.ts';
import { calendarMonth, scheduleEntries } from '../src/schedule/schedule.ts';
import { workoutListStats } from '../src/workouts/stats.ts';
import { currentStreak } from '../src/workouts/streak.ts';
import { completedThisWeek } from '../src/workouts/week.ts';

const clock = { today: '2026-11-22', timeZone: 'America/New_York' };
const DAYS = 5 * 365;

const completed = Array.from({ length: DAYS }, (_, i) => ({
  id: `c${i}`,
  name: 'Full Body',
  // Instants, so each record goes through the time-zone conversion as real records do.
  date: `${addDays(clock.today, -i)}T18:30:00.000Z`,
}));
const planned = Array.from({ length: 365 }, (_, i) => ({
  id: `w${i}`,
  name: 'Upper',
  date: addDays(clock.today, i - 60),
  status: 'scheduled' as const,
  duration: 60,
  exercises: [{}, {}, {}, {}],
}));

// Vitest 5: `bench` is a test-context fixture; the reporter prints each run's figures.
test(`dashboard rules over ${DAYS} completed workouts`, async ({ bench }) => {
  await bench.compare(
    bench('currentStreak', () => {
      currentStreak(completed, clock);
    }),
    bench('completedThisWeek', () => {
      completedThisWeek(completed, clock);
    }),
    bench('workoutListStats', () => {
      workoutListStats(planned, completed, clock.today);
    }),
  );
});

test('schedule month over a year of planned and five of completed workouts', async ({ bench }) => {
  await bench('scheduleEntries + calendarMonth', () => {
    calendarMonth(2026, 11, scheduleEntries(planned, completed, clock), clock.today);
  }).run();
});
