import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { createDb, type Db } from './client.ts';
import { applyMigrations } from './migrate.ts';
import { createNodeClient } from './node-client.ts';
import { createAuthQueries, type UserRow } from './queries/auth.ts';
import { users } from './schema/auth.ts';

/** A fresh, migrated libSQL file in a temp folder, opened as the server opens it: the real engine, never a mock. */
export async function createTestDb(): Promise<{ db: Db; url: string; dispose: () => void }> {
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
