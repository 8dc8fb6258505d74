import { describe, expect, it } from 'vitest';
import {
  actionCards,
  dashboardSummary,
  greeting,
  nextWorkoutCard,
  profileBanner,
  streakCard,
  thisWeekCard,
  todaysWorkouts,
} from './dashboard.ts';

describe('dashboard (spec §2)', () => {
  it("greets 'Welcome back, {displayName or Athlete}!'", () => {
    expect(greeting('Ada')).toBe('Welcome back, Ada!');
    expect(greeting('  ')).toBe('Welcome back, Athlete!');
    expect(greeting(null)).toBe('Welcome back, Athlete!');
  });
  it('the profile banner shows when the profile is absent or lacks sex or birth year', () => {
    expect(profileBanner(null)).toEqual({
      show: true,
      title: 'Complete Your Profile',
      text: 'Add your sex and birth year to personalize your experience',
      badge: 'Incomplete',
      missing: ['Sex', 'Birth Year'],
      to: '/profile',
    });
    expect(profileBanner({ sex: 'Female' })).toMatchObject({ show: true, missing: ['Birth Year'] });
    expect(profileBanner({ sex: 'Female', birthYear: 1990 })).toEqual({ show: false });
  });
  it("Next Workout: 'MMM d' and name, or 'None scheduled'", () => {
    const workouts = [{ name: 'Legs', date: '2024-06-07', status: 'scheduled' as const }];
    expect(nextWorkoutCard(workouts, '2024-06-05')).toMatchObject({ dateLabel: 'Jun 7', name: 'Legs' });
    expect(nextWorkoutCard([], '2024-06-05')).toEqual({ workout: null, text: 'None scheduled' });
  });
  it("today's workouts: still scheduled today, by time; not tomorrow's, not done ones", () => {
    const workouts = [
      { name: 'Evening', date: '2024-06-05', time: '18:00', status: 'scheduled' as const },
      { name: 'Morning', date: '2024-06-05', time: '07:00', status: 'scheduled' as const },
      { name: 'Done', date: '2024-06-05', status: 'completed' as const },
      { name: 'Tomorrow', date: '2024-06-06', status: 'scheduled' as const },
      { name: 'Yesterday', date: '2024-06-04', status: 'scheduled' as const },
    ];
    expect(todaysWorkouts(workouts, '2024-06-05').map((w) => w.name)).toEqual(['Morning', 'Evening']);
    expect(todaysWorkouts(workouts, '2024-06-07')).toEqual([]);
  });
  it("This Week: completed this week 'n of 5' (spec §2, §9; the issue's wording)", () => {
    expect(thisWeekCard({ completed: 2, target: 5 })).toEqual({
      title: 'This Week',
      completed: 2,
      target: 5,
      text: '2 of 5',
    });
  });
  it("Current Streak: 'N days' with 'Keep it going!' or 'Start your streak today!'", () => {
    expect(streakCard(3)).toEqual({ value: '3 days', message: 'Keep it going!' });
    expect(streakCard(0)).toEqual({ value: '0 days', message: 'Start your streak today!' });
    expect(streakCard(1)).toEqual({ value: '1 day', message: 'Keep it going!' });
  });
  it("action cards: 'Get Started' without equipment; disabled 'No Scheduled Workouts' without upcoming", () => {
    const empty = actionCards({ equipmentCount: 0, upcomingCount: 0 });
    expect(empty.map((c) => c.to)).toEqual([
      '/equipment',
      '/schedule',
      '/goals',
      '/workouts',
      '/create-program',
      '/equipment-image-processor',
    ]);
    expect(empty.map((c) => c.title)).toEqual([
      'Manage Equipment',
      'View Scheduled Workouts',
      'Manage Goals',
      'View Workouts',
      'AI Program Generator',
      'AI Equipment Image Scan',
    ]);
    expect(empty[0]?.label).toBe('Get Started');
    expect(empty[1]).toMatchObject({ label: 'No Scheduled Workouts', disabled: true });
    const busy = actionCards({ equipmentCount: 2, upcomingCount: 1 });
    expect(busy[0]?.label).toBe('Manage Equipment');
    expect(busy[1]).toMatchObject({ label: 'View Schedule', disabled: false });
  });
  it('summarises this week out of 5, next workout, streak and actions in one call', () => {
    const summary = dashboardSummary({
      displayName: 'Ada',
      profile: null,
      workouts: [{ name: 'Legs', date: '2024-06-06', status: 'scheduled' }],
      completed: [{ date: '2024-06-04T12:00:00Z' }, { date: '2024-06-03T12:00:00Z' }],
      equipmentCount: 0,
      clock: { today: '2024-06-05', timeZone: 'UTC' },
    });
    expect(summary.greeting).toBe('Welcome back, Ada!');
    expect(summary.banner.show).toBe(true);
    expect(summary.thisWeek).toEqual({ completed: 2, target: 5 });
    expect(summary.thisWeekCard.text).toBe('2 of 5');
    expect(summary.streak).toEqual({ days: 2, value: '2 days', message: 'Keep it going!' });
    expect(summary.nextWorkout).toMatchObject({ dateLabel: 'Jun 6' });
    expect(summary.actions[1]?.disabled).toBe(false);
  });
});
