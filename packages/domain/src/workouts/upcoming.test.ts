import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  effectiveStatus,
  isMissed,
  isUpcoming,
  nextScheduledWorkout,
  recentCompleted,
  upcomingWorkouts,
} from './upcoming.ts';

const today = '2024-06-05';

describe('upcoming and missed workouts (spec §4)', () => {
  it('upcoming = scheduled with date today or later', () => {
    expect(isUpcoming({ date: today, status: 'scheduled' }, today)).toBe(true);
    expect(isUpcoming({ date: '2024-06-06', status: 'scheduled' }, today)).toBe(true);
    expect(isUpcoming({ date: '2024-06-04', status: 'scheduled' }, today)).toBe(false);
    expect(isUpcoming({ date: '2024-06-06', status: 'completed' }, today)).toBe(false);
  });
  it('lists upcoming soonest first, untimed before timed on the same day', () => {
    const list = [
      { id: 'c', date: '2024-06-07', status: 'scheduled' as const },
      { id: 'b', date: today, time: '18:00', status: 'scheduled' as const },
      { id: 'a', date: today, status: 'scheduled' as const },
      { id: 'x', date: '2024-06-01', status: 'scheduled' as const },
    ];
    expect(upcomingWorkouts(list, today).map((w) => w.id)).toEqual(['a', 'b', 'c']);
    expect(nextScheduledWorkout(list, today)?.id).toBe('a');
    expect(nextScheduledWorkout([], today)).toBeNull();
  });
  it('orders one day by time, then name (numbers as numbers, case aside), then id, whatever came first', () => {
    const day = [
      { id: '4', date: today, time: '18:00', name: 'Pull' },
      { id: '3', date: today, time: '07:00', name: 'week 10' },
      { id: '2', date: today, time: '07:00', name: 'Week 2' },
      { id: '6', date: today, name: 'Mobility' },
      { id: '5', date: today, time: '07:00', name: 'Week 2' },
      { id: '1', date: today, time: '07:00', name: 'Arms' },
    ].map((w) => ({ ...w, status: 'scheduled' as const }));
    const order = ['6', '1', '2', '5', '3', '4'];
    expect(upcomingWorkouts(day, today).map((w) => w.id)).toEqual(order);
    expect(upcomingWorkouts([...day].reverse(), today).map((w) => w.id)).toEqual(order);
  });
  it('missed = scheduled and the date has passed', () => {
    expect(isMissed({ date: '2024-06-04', status: 'scheduled' }, today)).toBe(true);
    expect(isMissed({ date: today, status: 'scheduled' }, today)).toBe(false);
    expect(isMissed({ date: '2024-06-04', status: 'completed' }, today)).toBe(false);
    expect(effectiveStatus({ date: '2024-06-04', status: 'scheduled' }, today)).toBe('missed');
    expect(effectiveStatus({ date: '2024-06-04', status: 'completed' }, today)).toBe('completed');
    expect(effectiveStatus({ date: '2024-06-09', status: 'missed' }, today)).toBe('missed');
  });
  it('cards label Today and Tomorrow, across a month end too (spec §2)', () => {
    expect(dayLabel(today, today)).toBe('Today');
    expect(dayLabel('2024-06-06', today)).toBe('Tomorrow');
    expect(dayLabel('2024-06-07', today)).toBeNull();
    expect(dayLabel('2024-03-01', '2024-02-29')).toBe('Tomorrow');
  });
  it('recently completed shows the newest 10 (spec §2, §9)', () => {
    const completed = Array.from({ length: 12 }, (_, i) => ({
      date: `2024-06-${String(i + 1).padStart(2, '0')}T10:00:00Z`,
    }));
    const recent = recentCompleted(completed);
    expect(recent).toHaveLength(10);
    expect(recent[0]?.date).toBe('2024-06-12T10:00:00Z');
    expect(recent[9]?.date).toBe('2024-06-03T10:00:00Z');
    expect(recentCompleted([{ date: 'a' }, { date: 'a' }], 1)).toHaveLength(1);
  });
});
