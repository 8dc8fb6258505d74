import { CALENDAR_FEED_MESSAGES, RECURRENCE_MESSAGES } from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeedDocument } from '../calendar-feed-document.ts';
import { createTestHarness } from '../testing.ts';

const NOW = new Date('2026-07-01T08:00:00.000Z');
const APP = 'https://liftwise.example';

let harness: Awaited<ReturnType<typeof createTestHarness>>;
beforeAll(async () => {
  harness = await createTestHarness(() => NOW);
});
afterAll(() => harness.dispose());

function workout(name: string, date: string, time?: string) {
  return {
    name,
    date,
    ...(time && { time }),
    exercises: [{ name: 'Back Squat', sets: 5, reps: '5', weight: '100 kg' }],
  };
}

/** The feed an URL path opens, as the HTTP route asks for it. */
async function documentAt(path: string) {
  const token = path.replace(/^\/calendar\//, '').replace(/\.ics$/, '');
  const document = await calendarFeedDocument({ queries: harness.queries, token, appUrl: APP, now: NOW });
  return document && new TextDecoder().decode(document.body);
}

async function athleteWithFeed(name: string, workoutName: string) {
  const user = await harness.signUp(name);
  const caller = harness.callerFor(user);
  await caller.saveWorkout({ workout: workout(workoutName, '2026-07-06', '07:00') });
  const created = await caller.createCalendarFeed({ timeZone: 'Europe/Paris' });
  return { user, caller, created };
}

describe('calendar feed procedures', () => {
  it('has no feed and no reminder at first; creating one returns its path once and reports it since then', async () => {
    const caller = harness.callerFor(await harness.signUp());
    expect(await caller.getCalendarFeed()).toEqual({ feed: null, reminderLead: 'none' });
    const { path, feed } = await caller.createCalendarFeed({ timeZone: 'Europe/Paris' });
    expect(path).toMatch(/^\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed).toEqual({ createdAt: NOW.toISOString(), timeZone: 'Europe/Paris' });
    const status = await caller.getCalendarFeed();
    expect(status).toEqual({ feed, reminderLead: 'none' });
    // The status never carries the secret: only its hash is stored.
    expect(JSON.stringify(status)).not.toContain(path.slice(10, 53));
  });

  it('serves a repeating workout once, with its rule and the day moved out of it, and the moved day as its own event', async () => {
    const user = await harness.signUp('Remy');
    const caller = harness.callerFor(user);
    const monWedFri = {
      ...workout('Mon/Wed/Fri squats', '2026-07-06', '07:00'),
      recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=24',
    };
    const { workout: series } = await caller.saveWorkout({ workout: monWedFri });
    await caller.updateWorkout({
      workoutId: series.id,
      workout: { ...monWedFri, date: '2026-07-09', recurrence: undefined },
      occurrence: { date: '2026-07-08', scope: 'this' },
    });
    const { path } = await caller.createCalendarFeed({ timeZone: 'Europe/Paris' });
    const ics = (await documentAt(path)) ?? '';
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    // 24 times Mon/Wed/Fri from Monday 6 July is eight weeks, to Friday 28 August: that day's end in Paris, in UTC.
    expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=20260828T215959Z');
    expect(ics).toContain('EXDATE;TZID=Europe/Paris:20260708T070000');
    expect(ics).toContain('DTSTART;TZID=Europe/Paris:20260709T070000');
  });

  it('stores a rule sent with its RRULE: name as the bare value, so the feed writes the name once; refuses it twice', async () => {
    const caller = harness.callerFor(await harness.signUp('Noor'));
    const { workout: series } = await caller.saveWorkout({
      workout: { ...workout('Daily mobility', '2026-07-06'), recurrence: 'RRULE:FREQ=DAILY;COUNT=3' },
    });
    expect(series.recurrence).toBe('FREQ=DAILY;COUNT=3');
    const { path } = await caller.createCalendarFeed({ timeZone: 'Europe/Paris' });
    const ics = (await documentAt(path)) ?? '';
    expect(ics).toContain('\r\nRRULE:FREQ=DAILY;UNTIL=20260708\r\n');
    expect(ics).not.toContain('RRULE:RRULE:');
    await expect(
      caller.saveWorkout({
        workout: { ...workout('Twice named', '2026-07-06'), recurrence: 'RRULE:RRULE:FREQ=DAILY;COUNT=3' },
      }),
    ).rejects.toThrow(RECURRENCE_MESSAGES.invalidRule);
  });

  it('serves the athlete’s scheduled workouts at the path, in their zone, with their lead time', async () => {
    const { caller, created } = await athleteWithFeed('Dana', 'Leg day');
    await caller.setReminderLeadTime({ leadTime: 'eveningBefore' });
    const ics = await documentAt(created.path);
    expect(ics).toContain('SUMMARY:Leg day');
    expect(ics).toContain('DTSTART;TZID=Europe/Paris:20260706T070000');
    expect(ics).toContain('TRIGGER:-PT13H');
    expect(ics).toContain('Back Squat: 5 × 5 @ 100 kg');
  });

  it('regenerating stops the old URL; revoking stops the new one (null: the route answers 404)', async () => {
    const { caller, created } = await athleteWithFeed('Eli', 'Push');
    const regenerated = await caller.createCalendarFeed({ timeZone: 'Europe/Paris' });
    expect(regenerated.path).not.toBe(created.path);
    expect(await documentAt(created.path)).toBeNull();
    expect(await documentAt(regenerated.path)).toContain('SUMMARY:Push');
    expect(await caller.revokeCalendarFeed()).toEqual({ revoked: true });
    expect(await documentAt(regenerated.path)).toBeNull();
    expect((await caller.getCalendarFeed()).feed).toBeNull();
    expect(await caller.revokeCalendarFeed()).toEqual({ revoked: false });
  });

  it('answers null for a malformed or unknown token', async () => {
    expect(await documentAt('/calendar/not-a-token.ics')).toBeNull();
    expect(await documentAt(`/calendar/${'A'.repeat(43)}.ics`)).toBeNull();
  });

  it('never shows another athlete’s data, and a second athlete cannot revoke or read the first one’s feed', async () => {
    const first = await athleteWithFeed('First', 'First athlete workout');
    const second = await athleteWithFeed('Second', 'Second athlete workout');
    const firstIcs = await documentAt(first.created.path);
    expect(firstIcs).toContain('First athlete workout');
    expect(firstIcs).not.toContain('Second athlete workout');
    expect(await documentAt(second.created.path)).not.toContain('First athlete workout');

    // The second athlete's calls touch only their own feed.
    await second.caller.revokeCalendarFeed();
    expect(await documentAt(first.created.path)).toContain('First athlete workout');
    expect((await first.caller.getCalendarFeed()).feed).not.toBeNull();
    await second.caller.setReminderLeadTime({ leadTime: '1h', timeZone: 'America/New_York' });
    expect(await first.caller.getCalendarFeed()).toMatchObject({
      feed: { timeZone: 'Europe/Paris' },
      reminderLead: 'none',
    });
  });

  it('keeps the lead time through a profile save, moves the feed to the zone sent with it, and says what is wrong', async () => {
    const { caller, created } = await athleteWithFeed('Fay', 'Pull');
    expect(await caller.setReminderLeadTime({ leadTime: '15m', timeZone: 'America/New_York' })).toEqual({
      reminderLead: '15m',
    });
    await caller.saveProfile({ profileData: { sex: 'Female' } });
    expect(await caller.getCalendarFeed()).toMatchObject({
      feed: { timeZone: 'America/New_York' },
      reminderLead: '15m',
    });
    expect(await documentAt(created.path)).toContain('DTSTART;TZID=America/New_York:20260706T070000');

    await expect(caller.setReminderLeadTime({ leadTime: '2h' as never })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(CALENDAR_FEED_MESSAGES.invalidLead),
    });
    await expect(caller.createCalendarFeed({ timeZone: 'Mars/Olympus' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Unknown time zone'),
    });
  });

  it('tells the athlete’s other devices that their profile settings changed', async () => {
    const { user, caller } = await athleteWithFeed('Gus', 'Core');
    harness.published.length = 0;
    await caller.setReminderLeadTime({ leadTime: '1h' });
    await caller.revokeCalendarFeed();
    expect(harness.published).toEqual([
      { userId: user.id, kinds: ['profile'] },
      { userId: user.id, kinds: ['profile'] },
    ]);
  });
});
