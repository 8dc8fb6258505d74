import type { Client } from '@libsql/client';
import { createClient } from '@libsql/client/http';
import { type CompletedWorkoutInput, equipmentInputSchema, type WorkoutInputParsed } from '@liftwise/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../client.ts';
import { applyMigrations } from '../migrate.ts';
import { createNamespace, namespaceFetch, type SqldServer, startSqld } from '../test-support/sqld.ts';
import { createTestUser, readTestUser } from '../testing.ts';
import { createBodyWeightQueries } from './body-weights.ts';
import { createEquipmentQueries } from './equipment.ts';
import { createGoalQueries, type GoalWrite } from './goals.ts';
import { createWorkoutQueries } from './workouts.ts';

/*
 * On the edge the database is a network trip away: each write must be one request (one batch of statements the
 * server runs in one transaction), never an interactive transaction whose lock is held across trips. Proved on a
 * real sqld over HTTP, as the Worker reaches Turso, by counting the client's calls and the HTTP requests it sends.
 */

let server: SqldServer;
let db: Db;
const calls: string[] = [];
let requests = 0;

/** The client, with every call of a kind that reaches the database recorded by name. */
function counted(client: Client): Client {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (['execute', 'batch', 'transaction', 'executeMultiple', 'migrate'].includes(String(property)))
        return (...args: unknown[]) => {
          calls.push(String(property));
          return value.apply(target, args);
        };
      return value.bind(target);
    },
  });
}

beforeAll(async () => {
  server = await startSqld({ auth: true, namespaces: true });
  await createNamespace(server.adminUrl ?? '', 'writes');
  const toNamespace = namespaceFetch('writes');
  const client = createClient({
    url: server.url,
    authToken: server.authToken,
    fetch: (input: Request | string | URL, init?: RequestInit) => {
      requests++;
      return toNamespace(input, init);
    },
  });
  db = createDb(counted(client));
  await applyMigrations(db);
}, 60_000);
afterAll(async () => {
  db?.$client.close();
  await server?.stop();
});
beforeEach(() => {
  calls.length = 0;
  requests = 0;
});

const now = new Date('2026-03-02T10:00:00Z');
const later = new Date('2026-03-02T11:00:00Z');

function plan(overrides: Partial<WorkoutInputParsed> = {}): WorkoutInputParsed {
  return {
    name: 'Push',
    date: '2026-03-04',
    duration: 60,
    exercises: [{ name: 'Bench Press', sets: 3, reps: '8-10', weight: '135' }],
    status: 'scheduled',
    difficulty: 'Intermediate',
    ...overrides,
  };
}

function session(originalWorkoutId: string): CompletedWorkoutInput {
  return {
    name: 'Push',
    date: '2026-03-04T11:00:00.000Z',
    originalWorkoutId,
    actualExercises: [],
    duration: 55,
    notes: '',
  };
}

const squat: GoalWrite = {
  title: 'Squat 300',
  type: 'strength',
  description: '',
  targetValue: 300,
  currentValue: 150,
  unit: 'lbs',
  targetDate: '2026-12-31',
  progress: 50,
  status: 'active',
};

/** What the write made: the client's calls and the HTTP requests, the counts reset for the next one. */
function made(): { calls: string[]; requests: number } {
  const result = { calls: [...calls], requests };
  calls.length = 0;
  requests = 0;
  return result;
}

const ONE_REQUEST = { calls: ['batch'], requests: 1 };

async function newUser(name: string): Promise<string> {
  const id = (await createTestUser(db, name, now)).id;
  made();
  return id;
}

async function version(userId: string): Promise<number | undefined> {
  const row = await readTestUser(db, userId);
  made();
  return row?.trainingVersion;
}

describe('every write to the training is one request to sqld, never a transaction', () => {
  const workouts = () => createWorkoutQueries(db);

  it('saveWorkout: a new workout and its replay by key (which changes nothing)', async () => {
    const userId = await newUser('saver');
    const saved = await workouts().create(userId, plan(), now, 'key-1');
    expect(made()).toEqual(ONE_REQUEST);
    const before = await version(userId);
    expect(await workouts().create(userId, plan({ name: 'Other' }), later, 'key-1')).toEqual(saved);
    expect(made()).toEqual(ONE_REQUEST);
    expect(await version(userId)).toBe(before);
  });

  it('updateWorkout: an edit, an edit on an old version and one of a deleted workout', async () => {
    const userId = await newUser('editor');
    const saved = await workouts().create(userId, plan(), now);
    made();
    const edited = await workouts().update(userId, saved.id, plan({ name: 'Pull' }), later, saved.updatedAt);
    expect(edited).toMatchObject({ ok: true, value: { name: 'Pull' } });
    expect(made()).toEqual(ONE_REQUEST);
    const stale = await workouts().update(userId, saved.id, plan(), later, saved.updatedAt);
    expect(stale).toEqual({ ok: false, reason: 'changed' });
    expect(made()).toEqual(ONE_REQUEST);
    await workouts().delete(userId, saved.id);
    expect(made()).toEqual(ONE_REQUEST);
    expect(await workouts().update(userId, saved.id, plan(), later)).toEqual({
      ok: false,
      reason: 'not-found',
    });
    expect(made()).toEqual(ONE_REQUEST);
  });

  it('saveCompletedWorkout: one request; two for an occurrence of a repeating workout (the series is read first)', async () => {
    const userId = await newUser('finisher');
    const oneDay = await workouts().create(userId, plan(), now);
    made();
    expect(
      await workouts().saveCompletedWorkout(userId, session(oneDay.id), later, 'UTC', 'done-1'),
    ).not.toBeNull();
    expect(made()).toEqual(ONE_REQUEST);
    // The replay answers the session first saved, in one request as well.
    expect(
      await workouts().saveCompletedWorkout(userId, session(oneDay.id), later, 'UTC', 'done-1'),
    ).not.toBeNull();
    expect(made()).toEqual(ONE_REQUEST);

    const series = await workouts().create(userId, plan({ recurrence: 'FREQ=WEEKLY;BYDAY=WE;COUNT=4' }), now);
    made();
    const done = await workouts().saveCompletedWorkout(
      userId,
      session(series.id),
      later,
      'UTC',
      undefined,
      '2026-03-04',
    );
    expect(done).not.toBeNull();
    expect(made()).toEqual({ calls: ['batch', 'batch'], requests: 2 });
  });

  it('saveGoal: a new goal and its replay by key', async () => {
    const userId = await newUser('goal-setter');
    const goal = await createGoalQueries(db).create(userId, squat, now, 'goal-1');
    expect(made()).toEqual(ONE_REQUEST);
    expect(await createGoalQueries(db).create(userId, { ...squat, title: 'Other' }, later, 'goal-1')).toEqual(
      goal,
    );
    expect(made()).toEqual(ONE_REQUEST);
  });

  it('saveBodyWeight: a day logged, the same day replaced, and the range read back', async () => {
    const userId = await newUser('weigher');
    const bodyWeights = createBodyWeightQueries(db);
    await bodyWeights.save(userId, { date: '2026-03-01', weight: 80, unit: 'kg' }, now);
    expect(made()).toEqual(ONE_REQUEST);
    await bodyWeights.save(userId, { date: '2026-03-01', weight: 79.5, unit: 'kg' }, later);
    expect(made()).toEqual(ONE_REQUEST);
    const read = await bodyWeights.list(userId, { from: '2026-03-01', to: '2026-03-02' });
    expect(read.entries.map((entry) => entry.weight)).toEqual([79.5]);
    expect(made()).toEqual(ONE_REQUEST);
    // A delete moves the goals that follow the log and the training version in the same request.
    const before = await version(userId);
    expect(await bodyWeights.delete(userId, read.entries[0]?.id ?? '', later)).toBe(true);
    expect(made()).toEqual(ONE_REQUEST);
    expect(await version(userId)).toBe((before ?? 0) + 1);
  });

  it("a bodyweight lift's sessions, the Progress sessions and the records carry the day's body weight in their one statement", async () => {
    const userId = await newUser('hanger');
    await createBodyWeightQueries(db).save(userId, { date: '2026-03-01', weight: 180, unit: 'lb' }, now);
    const oneDay = await workouts().create(userId, plan(), now);
    const pullUps = {
      ...session(oneDay.id),
      actualExercises: [
        {
          id: 'e1',
          name: 'Pull-Up',
          plannedSets: 1,
          plannedReps: '5',
          plannedWeight: '',
          notes: '',
          actualSets: [
            {
              setNumber: 1,
              actualWeight: 10,
              weightUnit: 'kg' as const,
              actualReps: '5',
              completed: true,
              notes: '',
            },
          ],
        },
      ],
    };
    await workouts().saveCompletedWorkout(userId, pullUps, later, 'UTC');
    made();
    const rows = await workouts().exerciseSessions(userId, ['Pull-Up'], 10, true);
    expect(rows.map((row) => row.bodyWeight)).toEqual([{ value: 180, unit: 'lb' }]);
    expect(made()).toEqual({ calls: ['execute'], requests: 1 });
    // The exercise page's cold read: the names used and the sessions of those matched before, in one statement.
    const both = await workouts().namesAndSessions(userId, ['Pull-Up'], 10, true);
    expect(both.names).toEqual(['Pull-Up']);
    expect(both.sessions).toEqual(rows);
    expect(made()).toEqual({ calls: ['execute'], requests: 1 });
    const days = await workouts().sessionsInDays(userId, '2026-03-01', '2026-03-08', 10);
    expect(days.map((day) => day.bodyWeight)).toEqual([{ value: 180, unit: 'lb' }]);
    expect(made()).toEqual({ calls: ['execute'], requests: 1 });
    // The personal records read all their sessions, and the newest weight the live session counts, at once.
    const records = await workouts().recordSessions(userId, 2000);
    expect(records.sessions.map((one) => one.bodyWeight)).toEqual([{ value: 180, unit: 'lb' }]);
    expect(records.newestBodyWeight).toEqual({ value: 180, unit: 'lb' });
    expect(made()).toEqual({ calls: ['execute'], requests: 1 });
  });

  it('an equipment edit, with its locations replaced', async () => {
    const userId = await newUser('lifter');
    const equipment = createEquipmentQueries(db);
    const [home, gym] = await equipment.locations.listOrCreate(userId, ['Home', 'Gym'], now);
    const { locationIds: _, ...item } = equipmentInputSchema.parse({
      name: 'Olympic Barbell',
      category: 'Free Weights',
      subcategory: 'Barbells',
    });
    const [added] = await equipment.items.add(userId, [{ item, locationIds: [home?.id ?? ''] }], now);
    made();
    const edited = await equipment.items.update(
      userId,
      added?.id ?? '',
      { ...item, name: 'Bar' },
      [gym?.id ?? ''],
      later,
      added?.updatedAt,
    );
    expect(edited).toMatchObject({ ok: true, value: { equipment: { name: 'Bar', locationIds: [gym?.id] } } });
    expect(made()).toEqual(ONE_REQUEST);
  });
});
