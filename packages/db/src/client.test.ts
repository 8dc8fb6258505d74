import { expect, it } from 'vitest';
import * as schema from './schema/index.ts';
import { createTestDb, createTestUser } from './testing.ts';

// The app's queries use drizzle's query builder; with no schema passed, the relational one (`db.query`) stays empty.
it("reads and writes with drizzle's query builder, with no relational one", async () => {
  const { db, dispose } = await createTestDb();
  try {
    expect(db.query).toEqual({});
    const user = await createTestUser(db, 'Ada');
    const rows = await db.select({ id: schema.users.id }).from(schema.users);
    expect(rows).toEqual([{ id: user.id }]);
  } finally {
    dispose();
  }
});
