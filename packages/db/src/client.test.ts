import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql/http';
import { expect, it } from 'vitest';
import * as schema from './schema/index.ts';
import { createTestDb, createTestUser } from './testing.ts';

// Drizzle's relational query builder (`db.query`) is patched out so that the Worker does not carry it (decision 0033):
// the app's queries use the query builder, and a schema, which would ask for the relational one, is refused by name.
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

it('refuses a schema, which would ask for the relational query builder the patch removed', () => {
  expect(() => drizzle(createClient({ url: ':memory:' }), { schema })).toThrow(
    "drizzle's relational queries are patched out (decision 0033): pass no schema",
  );
});
