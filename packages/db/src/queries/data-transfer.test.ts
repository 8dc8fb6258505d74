import { ROW_IDENTITY } from '@liftwise/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, createTestUser } from '../testing.ts';
import { createDataTransferQueries, IDENTITY_PAGE_ROWS } from './data-transfer.ts';

let testDb: Awaited<ReturnType<typeof createTestDb>>;
let queries: ReturnType<typeof createDataTransferQueries>;
beforeAll(async () => {
  testDb = await createTestDb();
  queries = createDataTransferQueries(testDb.db);
});
afterAll(() => testDb.dispose());

/** `count` sessions named "Session n" on one day, written in one statement (a large account, quickly). */
async function seedSessions(userId: string, count: number) {
  await testDb.db.run(sql`
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
    INSERT INTO completed_workouts (id, user_id, name, date, original_workout_id, actual_exercises, duration, updated_at)
    SELECT ${userId} || '-' || i, ${userId}, 'Session ' || i, '2026-01-01T10:00:00.000Z', 'w', '[]', 60,
      '2026-01-01T10:00:00.000Z'
    FROM n`);
}

describe('existing (the rows an import is compared with)', () => {
  it("reads a large account's rows in pages, pausing between them, and misses none", async () => {
    const ada = (await createTestUser(testDb.db, 'ada')).id;
    const bob = (await createTestUser(testDb.db, 'bob')).id;
    const sessions = 2 * IDENTITY_PAGE_ROWS + 7;
    await seedSessions(ada, sessions);
    await seedSessions(bob, 3);
    let pauses = 0;
    const existing = await queries.existing(ada, async () => {
      pauses++;
    });
    // Two full pages of sessions, then a short one: a pause after each full page, none within a statement.
    expect(pauses).toBe(2);
    expect(existing.completedWorkouts.size).toBe(sessions);
    const last = ROW_IDENTITY.completedWorkouts({
      date: '2026-01-01T10:00:00.000Z',
      name: `Session ${sessions}`,
    });
    expect(existing.completedWorkouts.get(last)).toBe(`${ada}-${sessions}`);
    // Another athlete's rows are never among them.
    expect([...existing.completedWorkouts.values()].every((id) => id.startsWith(`${ada}-`))).toBe(true);
  });
});
