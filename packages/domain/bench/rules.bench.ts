/**
 * How the built-in coach and the dashboard and schedule rules scale with a long history: five years of daily completed workouts and a
 * year of planned ones, the heaviest athlete we expect. Run with `pnpm bench`; figures, not pass/fail.
 */
import { test } from 'vitest';
import { buildGeneratedPlan } from '../src/coach/generated-plan.ts';
import { seededRandom } from '../src/coach/prng.ts';
import { buildWorkout } from '../src/coach/workout.ts';
import { addDays } from '../src/dates/calendar-date.ts';
import { DEFAULT_EQUIPMENT_DATA } from '../src/equipment/default-data.ts';
import { calendarMonth, scheduleEntries } from '../src/schedule/schedule.ts';
import { programDataSchema } from '../src/strength-plans/schema.ts';
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

// The whole default catalogue as the athlete's equipment: the most candidates the coach ever weighs.
const gym = DEFAULT_EQUIPMENT_DATA.equipment.map((item) => ({
  ...item,
  status: 'Good' as const,
  availability: { always: true, timeRestrictions: [], notes: '' },
  specifications: {},
  imageUrl: '',
  description: '',
  locationIds: ['gym'],
  updatedAt: '2026-01-01T00:00:00.000Z',
}));
const longPlan = programDataSchema.parse({
  primaryGoals: ['strength', 'hypertrophy'],
  experienceLevel: 'advanced',
  trainingDays: 6,
  sessionDuration: 90,
  strengthLevels: { squat: '225 x 5', benchPress: '100kg x 3', deadlift: '405' },
  progression: { maxTestingFrequency: 'monthly', progressionStyle: 'moderate' },
});

test('built-in coach (aims: plan ≤ 20 ms median, workout ≤ 2 ms)', async ({ bench }) => {
  await bench.compare(
    bench('16-week, 6-days-a-week plan', () => {
      buildGeneratedPlan(longPlan, gym, seededRandom(1));
    }),
    bench('workout from a prompt', () => {
      buildWorkout('45 min upper body strength with dumbbells', gym, seededRandom(1));
    }),
  );
});
