import type { InStatement } from '@libsql/client';
import type { WorkoutInputParsed } from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb, createTestUser } from '../testing.ts';
import { createCalendarFeedQueries } from './calendar-feeds.ts';
import { createProfileQueries } from './profile.ts';
import { createPushSubscriptionQueries } from './push-subscriptions.ts';
import { createReminderQueries } from './reminders.ts';
import { createWorkoutQueries } from './workouts.ts';

let testDb: Awaited<ReturnType<typeof createTestDb>>;
let reminders: ReturnType<typeof createReminderQueries>;
let workouts: ReturnType<typeof createWorkoutQueries>;
let profiles: ReturnType<typeof createProfileQueries>;
beforeAll(async () => {
  testDb = await createTestDb();
  reminders = createReminderQueries(testDb.db);
  workouts = createWorkoutQueries(testDb.db);
  profiles = createProfileQueries(testDb.db);
});
afterAll(() => testDb.dispose());

const now = new Date('2027-03-27T12:00:00Z');
const plan = (
  name: string,
  date: string,
  overrides: Partial<WorkoutInputParsed> = {},
): WorkoutInputParsed => ({
  name,
  date,
  time: '07:00',
  duration: 60,
  exercises: [{ name: 'Squat', sets: 3, reps: '5' }],
  status: 'scheduled',
  difficulty: 'Intermediate',
  ...overrides,
});

/** An athlete with a lead, a zone and (unless told) a device. */
async function athlete(name: string, { lead = '1h', device = true } = {}) {
  const id = (await createTestUser(testDb.db, name, now)).id;
  await profiles.upsert(id, { reminderLead: lead as '1h' }, now);
  await profiles.setTimeZone(id, 'Europe/Berlin', now);
  if (device)
    await createPushSubscriptionQueries(testDb.db).save(
      id,
      {
        endpoint: `https://push.example.com/${id}`,
        p256dh: `B${'p'.repeat(86)}`,
        auth: 'a'.repeat(22),
        label: 'Phone',
      },
      now,
    );
  return id;
}

describe('reminder queries', () => {
  it('reads the planned workouts in the window of the athletes with a lead and a device, with their zone', async () => {
    const ada = await athlete('rem-ada');
    const bea = await athlete('rem-bea', { device: false });
    const cyd = await athlete('rem-cyd', { lead: 'none' });
    const legs = await workouts.create(ada, plan('Legs', '2027-03-28'), now);
    await workouts.create(ada, plan('Too far', '2027-04-10'), now);
    await workouts.create(ada, plan('Done', '2027-03-28', { status: 'completed' }), now);
    const daily = await workouts.create(ada, plan('Daily', '2027-03-01', { recurrence: 'FREQ=DAILY' }), now);
    await workouts.create(ada, plan('Ended', '2027-03-01', { recurrence: 'FREQ=DAILY;COUNT=3' }), now);
    await workouts.create(bea, plan('No device', '2027-03-28'), now);
    await workouts.create(cyd, plan('No lead', '2027-03-28'), now);

    const rows = await reminders.plannedBetween('2027-03-26', '2027-03-30', 100);
    expect(rows.map((row) => row.name).sort()).toEqual(['Daily', 'Legs']);
    expect(rows.find((row) => row.id === legs.id)).toMatchObject({
      userId: ada,
      reminderLead: '1h',
      timeZone: 'Europe/Berlin',
      recurrence: null,
    });
    expect(rows.find((row) => row.id === daily.id)?.recurrence).toBe('FREQ=DAILY');
  });

  it('falls back on the calendar feed’s zone when the profile has none', async () => {
    const id = (await createTestUser(testDb.db, 'rem-dee', now)).id;
    await profiles.upsert(id, { reminderLead: '15m' }, now);
    await createCalendarFeedQueries(testDb.db).put(
      id,
      { tokenHash: 'h'.repeat(43), timeZone: 'Asia/Tokyo' },
      now,
    );
    await createPushSubscriptionQueries(testDb.db).save(
      id,
      {
        endpoint: 'https://push.example.com/dee',
        p256dh: `B${'p'.repeat(86)}`,
        auth: 'a'.repeat(22),
        label: 'Phone',
      },
      now,
    );
    const tokyo = await workouts.create(id, plan('Tokyo', '2027-03-29'), now);
    const rows = await reminders.plannedBetween('2027-03-26', '2027-03-30', 100);
    expect(rows.find((row) => row.id === tokyo.id)?.timeZone).toBe('Asia/Tokyo');
  });

  it('claims a reminder once: a second claim of the same workout and start gets nothing', async () => {
    const ada = await athlete('rem-eve');
    const claim = { workoutId: 'w-claim', startsAt: '2027-03-28T05:00:00.000Z', userId: ada };
    const moved = { ...claim, startsAt: '2027-03-28T06:00:00.000Z' };
    expect(await reminders.claim([claim], now)).toEqual([claim]);
    expect(await reminders.claim([claim, moved], now)).toEqual([moved]);
    expect(await reminders.claimedAfter('2027-03-28T05:30:00.000Z')).toEqual([
      { workoutId: 'w-claim', startsAt: moved.startsAt },
    ]);
    await reminders.forgetBefore('2027-03-28T05:30:00.000Z');
    expect(await reminders.claim([claim], now)).toEqual([claim]);
    expect((await reminders.targets([ada])).map((target) => target.userId)).toEqual([ada]);
  });

  it('reads the window from indexes: the devices’ athletes, then each one’s workouts by day or by series end', async () => {
    // The statements the queries send, explained by the engine as they are.
    const client = testDb.db.$client;
    const sent: InStatement[] = [];
    const execute = client.execute.bind(client);
    const spy = vi.spyOn(client, 'execute').mockImplementation(((statement: InStatement) => {
      sent.push(statement);
      return execute(statement);
    }) as typeof client.execute);
    try {
      await reminders.plannedBetween('2027-03-26', '2027-03-30', 100);
      await reminders.claimedAfter(now.toISOString());
    } finally {
      spy.mockRestore();
    }
    const plans = await Promise.all(
      sent.map(async (statement) => {
        const { sql: text, args } = typeof statement === 'string' ? { sql: statement, args: [] } : statement;
        const plan = await execute({ sql: `explain query plan ${text}`, args });
        return plan.rows.map((row) => String(row.detail)).join('\n');
      }),
    );
    expect(plans).toHaveLength(3);
    const [oneDay = '', series = '', claims = ''] = plans;
    expect(oneDay).toMatch(/SEARCH workouts USING INDEX workouts_user_id_status_date/);
    expect(series).toMatch(/SEARCH workouts USING INDEX workouts_user_id_recurrence_ends/);
    for (const plan of [oneDay, series]) {
      expect(plan).toMatch(/push_subscriptions USING COVERING INDEX push_subscriptions_user_id/);
      expect(plan).not.toMatch(/SCAN (workouts|profiles)\b/);
    }
    expect(claims).toMatch(/SEARCH reminder_deliveries USING INDEX reminder_deliveries_starts_at/);
  });
});
