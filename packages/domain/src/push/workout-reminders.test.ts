import { describe, expect, it } from 'vitest';
import { dueWorkoutReminders, type RemindedWorkout, workoutReminderPayload } from './workout-reminders.ts';

const at = (iso: string) => new Date(iso);
const minuteBefore = (instant: Date) => new Date(instant.getTime() - 60_000);
const oneDay: RemindedWorkout = { id: 'w1', name: 'Heavy legs', date: '2027-03-28', time: '07:00' };

describe('workout reminders due at an instant', () => {
  it('is due from the lead before the start until the start, then dropped', () => {
    // Berlin in winter is UTC+1 until 02:00 on 2027-03-28; 07:00 that morning is summer time (UTC+2): 05:00Z.
    const remindAt = at('2027-03-28T04:00:00Z');
    expect(dueWorkoutReminders(oneDay, '1h', 'Europe/Berlin', minuteBefore(remindAt))).toEqual([]);
    const [due] = dueWorkoutReminders(oneDay, '1h', 'Europe/Berlin', remindAt);
    expect(due).toMatchObject({ workoutId: 'w1', occurrence: null, date: '2027-03-28' });
    expect(due?.remindAt.toISOString()).toBe('2027-03-28T04:00:00.000Z');
    expect(due?.startsAt.toISOString()).toBe('2027-03-28T05:00:00.000Z');
    // Fell due while nothing sent: still due until the start, never after it.
    expect(dueWorkoutReminders(oneDay, '1h', 'Europe/Berlin', at('2027-03-28T04:59:00Z'))).toHaveLength(1);
    expect(dueWorkoutReminders(oneDay, '1h', 'Europe/Berlin', at('2027-03-28T05:00:00Z'))).toEqual([]);
    expect(dueWorkoutReminders(oneDay, 'none', 'Europe/Berlin', remindAt)).toEqual([]);
  });

  it('keeps the evening before at 18:00 local across spring-forward (Europe/Berlin)', () => {
    // 18:00 on the 27th is still winter time (UTC+1): 17:00Z, 13 h of wall clock but 12 h of real time before 07:00.
    const [due] = dueWorkoutReminders(oneDay, 'eveningBefore', 'Europe/Berlin', at('2027-03-27T17:00:00Z'));
    expect(due?.remindAt.toISOString()).toBe('2027-03-27T17:00:00.000Z');
    expect(dueWorkoutReminders(oneDay, 'eveningBefore', 'Europe/Berlin', at('2027-03-27T16:59:00Z'))).toEqual(
      [],
    );
  });

  it('reminds at the local time across fall-back (America/New_York)', () => {
    // New York falls back at 02:00 on 2027-11-07: 18:00 on the 6th is EDT (22:00Z), 07:00 on the 7th EST (12:00Z).
    const workout = { ...oneDay, date: '2027-11-07' };
    const [evening] = dueWorkoutReminders(
      workout,
      'eveningBefore',
      'America/New_York',
      at('2027-11-06T22:00:00Z'),
    );
    expect(evening?.remindAt.toISOString()).toBe('2027-11-06T22:00:00.000Z');
    expect(evening?.startsAt.toISOString()).toBe('2027-11-07T12:00:00.000Z');
    const [quarter] = dueWorkoutReminders(workout, '15m', 'America/New_York', at('2027-11-07T11:45:00Z'));
    expect(quarter?.remindAt.toISOString()).toBe('2027-11-07T11:45:00.000Z');
  });

  it('reminds of a 02:30 workout on spring-forward day in New York at the hour calendars read it as', () => {
    // 02:30 does not exist on 2027-03-14 in New York: read as 03:30 EDT (07:30Z), as zonedInstant says.
    const workout = { ...oneDay, date: '2027-03-14', time: '02:30' };
    const [due] = dueWorkoutReminders(workout, '15m', 'America/New_York', at('2027-03-14T07:20:00Z'));
    expect(due?.startsAt.toISOString()).toBe('2027-03-14T07:30:00.000Z');
  });

  it('reminds of every occurrence of a repeating workout, in local time on both sides of a DST change', () => {
    const series: RemindedWorkout = {
      id: 's1',
      name: 'Morning lift',
      date: '2027-03-20',
      time: '07:00',
      recurrence: 'FREQ=DAILY',
      exceptions: ['2027-03-29'],
    };
    // Before the change 07:00 Berlin is 06:00Z, after it 05:00Z: each occurrence is reminded 15 minutes before.
    const before = dueWorkoutReminders(series, '15m', 'Europe/Berlin', at('2027-03-26T05:45:00Z'));
    expect(before.map((r) => [r.occurrence, r.startsAt.toISOString()])).toEqual([
      ['2027-03-26', '2027-03-26T06:00:00.000Z'],
    ]);
    const after = dueWorkoutReminders(series, '15m', 'Europe/Berlin', at('2027-03-30T04:45:00Z'));
    expect(after.map((r) => r.occurrence)).toEqual(['2027-03-30']);
    expect(dueWorkoutReminders(series, '15m', 'Europe/Berlin', at('2027-03-30T04:44:00Z'))).toEqual([]);
    // A day taken out of the series has no reminder.
    expect(dueWorkoutReminders(series, '15m', 'Europe/Berlin', at('2027-03-29T04:45:00Z'))).toEqual([]);
  });

  it('reminds of a workout without a time the evening before, whatever the lead', () => {
    const workout = { id: 'w2', name: 'Mobility', date: '2027-03-28' };
    const [due] = dueWorkoutReminders(workout, '15m', 'Europe/Berlin', at('2027-03-27T17:00:00Z'));
    expect(due?.startsAt.toISOString()).toBe('2027-03-27T23:00:00.000Z');
  });
});

describe('a workout reminder’s push', () => {
  it('names the workout, says when it starts in the athlete’s zone and opens its start page', () => {
    const [due] = dueWorkoutReminders(oneDay, 'eveningBefore', 'Europe/Berlin', at('2027-03-27T17:00:00Z'));
    if (!due) throw new Error('no reminder');
    const payload = workoutReminderPayload(due, 'Europe/Berlin', at('2027-03-27T17:00:00Z'));
    expect(payload).toEqual({
      kind: 'reminder',
      title: 'Heavy legs',
      body: 'Tomorrow at 07:00',
      url: '/workouts/start/w1',
      tag: 'workout-reminder-w1',
      startsAt: '2027-03-28T05:00:00.000Z',
    });
    expect(workoutReminderPayload(due, 'Europe/Berlin', at('2027-03-28T04:00:00Z')).body).toBe(
      'Today at 07:00',
    );
  });

  it('opens a repeating workout’s start page for its occurrence', () => {
    const series = {
      id: 's1',
      name: 'Morning lift',
      date: '2027-03-20',
      time: '18:00',
      recurrence: 'FREQ=DAILY',
    };
    const now = at('2027-03-22T16:45:00Z');
    const [due] = dueWorkoutReminders(series, '15m', 'Europe/Berlin', now);
    if (!due) throw new Error('no reminder');
    expect(workoutReminderPayload(due, 'Europe/Berlin', now)).toMatchObject({
      body: 'Today at 18:00',
      url: '/workouts/start/s1?occurrence=2027-03-22',
    });
  });
});
