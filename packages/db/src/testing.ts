import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client/http';
import { eq, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { createDb, type Db } from './client.ts';
import { applyMigrations } from './migrate.ts';
import { createNodeClient } from './node-client.ts';
import { createAuthQueries, type UserRow } from './queries/auth.ts';
import { users } from './schema/auth.ts';
import { createNamespace, namespaceFetch, startSqld } from './test-support/sqld.ts';

/**
 * Set (by `useTestSqld`, in a test run's global setup) to a libSQL server that `createTestDb` then uses instead of
 * a file: JSON `{ url, adminUrl, authToken }`.
 */
export const TEST_SQLD_ENV = 'LIFTWISE_TEST_SQLD';

const testSqldSchema = z.object({ url: z.url(), adminUrl: z.url(), authToken: z.string() });

/**
 * Starts one sqld for a test run (JWT auth on, a namespace per test database) and points `createTestDb` at it
 * through TEST_SQLD_ENV, which test workers inherit. Returns the stop.
 */
export async function useTestSqld(): Promise<() => Promise<void>> {
  const server = await startSqld({ auth: true, namespaces: true });
  process.env[TEST_SQLD_ENV] = JSON.stringify({
    url: server.url,
    adminUrl: server.adminUrl,
    authToken: server.authToken,
  });
  return server.stop;
}

export interface TestDb {
  db: Db;
  /** The file's URL, which another client can open; with a libSQL server, its URL (the namespace is a header). */
  url: string;
  dispose: () => void;
}

/**
 * A fresh, migrated libSQL database, the real engine, never a mock: a file in a temp folder opened as the Node
 * server opens it; or, when the run set TEST_SQLD_ENV, a new database (namespace) on that sqld, reached as the
 * Worker reaches Turso (`@libsql/client/http`, Hrana over HTTP, with a JWT).
 */
export async function createTestDb(): Promise<TestDb> {
  const server = process.env[TEST_SQLD_ENV];
  return server ? createServerTestDb(testSqldSchema.parse(JSON.parse(server))) : createFileTestDb();
}

async function createServerTestDb(server: z.infer<typeof testSqldSchema>): Promise<TestDb> {
  const namespace = `test-${crypto.randomUUID()}`;
  await createNamespace(server.adminUrl, namespace);
  const client = createClient({
    url: server.url,
    authToken: server.authToken,
    fetch: namespaceFetch(namespace),
  });
  const db = createDb(client);
  await applyMigrations(db);
  // The namespace stays until the run's sqld stops and its temp folder goes.
  return { db, url: server.url, dispose: () => client.close() };
}

async function createFileTestDb(): Promise<TestDb> {
  const dir = mkdtempSync(join(tmpdir(), 'liftwise-db-'));
  const url = `file:${join(dir, 'test.db')}`;
  const client = createNodeClient({ url });
  const db = createDb(client);
  await applyMigrations(db);
  return {
    db,
    url,
    dispose: () => {
      client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * An athlete, created through the same query the sign-in callback uses (so every user-scoped test starts from a
 * real users row). Every call is a new athlete, even with a name used before.
 */
export function createTestUser(db: Db, name: string, now: Date = new Date()): Promise<UserRow> {
  return createAuthQueries(db).upsertUserForIdentity(
    {
      provider: 'test',
      providerAccountId: crypto.randomUUID(),
      email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.test`,
      displayName: name,
      photoUrl: null,
      emailVerified: true,
    },
    now,
  );
}

/** The athlete's row as it is now, as the session lookup reads it at the start of every request. */
export async function readTestUser(db: Db, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export { testGeneratedPlan } from './test-support/plans.ts';

/**
 * Makes the engine itself refuse to insert a workout named `name` (a trigger), so a test can prove a transaction
 * leaves nothing behind when its last write fails. Returns the undo.
 */
export async function failInsertsOfWorkoutNamed(db: Db, name: string): Promise<() => Promise<void>> {
  const trigger = `fail_insert_${crypto.randomUUID().replaceAll('-', '')}`;
  const quoted = name.replaceAll("'", "''");
  await db.run(
    sql.raw(
      `create trigger ${trigger} before insert on workouts when new.name = '${quoted}' begin select raise(abort, 'refused by test trigger'); end`,
    ),
  );
  return async () => {
    await db.run(sql.raw(`drop trigger ${trigger}`));
  };
}

/**
 * Adds `count` rows of one kind to the athlete's, in one statement: a bound of 20,000 is tested at its edge without
 * 20,000 saves. Each row is a plain past one (a one-day workout done, a session of it, a draft plan, an active
 * goal named `title` and its number); the
 * database's triggers count them as they count every insert.
 */
export async function addTestRows(
  db: Db,
  userId: string,
  kind: 'workouts' | 'completedWorkouts' | 'strengthPlans' | 'goals',
  count: number,
  title = 'Seeded',
): Promise<void> {
  const numbers = sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})`;
  const at = '2020-01-01T00:00:00.000Z';
  if (kind === 'workouts')
    await db.run(sql`insert into workouts
      (id, user_id, name, date, duration, exercises, exercise_count, status, difficulty, updated_at)
      ${numbers} select 'seeded-w-' || ${userId} || '-' || i, ${userId}, 'Seeded ' || i, '2020-01-01', 60,
        '[{"name":"Squat","sets":3,"reps":"5"}]', 1, 'completed', 'Intermediate', ${at} from n`);
  else if (kind === 'completedWorkouts')
    await db.run(sql`insert into completed_workouts
      (id, user_id, name, date, original_workout_id, actual_exercises, duration, day, updated_at)
      ${numbers} select 'seeded-c-' || ${userId} || '-' || i, ${userId}, 'Seeded ' || i, ${at}, 'gone', '[]', 60,
        '2020-01-01', ${at} from n`);
  else if (kind === 'goals')
    await db.run(sql`insert into goals
      (id, user_id, title, type, target_value, current_value, unit, target_date, progress, status, created_at,
        updated_at)
      ${numbers} select 'seeded-g-' || ${userId} || '-' || i, ${userId}, ${title} || ' ' || i, 'strength', 300, 150,
        'lbs', '2026-12-31', 50, 'active', ${at}, ${at} from n`);
  else
    await db.run(sql`insert into strength_plans (id, user_id, program_data, status, created_at, updated_at)
      ${numbers} select 'seeded-p-' || ${userId} || '-' || i, ${userId}, '{}', 'draft', ${at}, ${at} from n`);
}

/**
 * What the bounds on workouts read (the counts the triggers keep on the athlete's row, `kept` and `keptDone`) beside
 * the rows themselves (`rows`, `rowsDone`): a test holds them equal.
 */
export async function trainingCounts(
  db: Db,
  userId: string,
): Promise<{ kept: number; keptDone: number; rows: number; rowsDone: number } | undefined> {
  const [row] = await db.all<{ kept: number; keptDone: number; rows: number; rowsDone: number }>(sql`
    select workout_count as kept, completed_workout_count as keptDone,
      (select count(*) from workouts where user_id = ${userId}) as rows,
      (select count(*) from completed_workouts where user_id = ${userId}) as rowsDone
    from users where id = ${userId}`);
  return row;
}
