import { createClient } from '@libsql/client';
import { expect, it } from 'vitest';
import { createDb } from './client.ts';
import { applyMigrations } from './migrate.ts';
import { createTestDb } from './testing.ts';

it('applying migrations twice is harmless (every boot applies them)', async () => {
  const { url, dispose } = await createTestDb();
  const client = createClient({ url });
  await expect(applyMigrations(createDb(client))).resolves.toBeUndefined();
  const tables = await client.execute("select name from sqlite_master where type = 'table' order by name");
  expect(tables.rows.map((row) => row.name)).toEqual(
    expect.arrayContaining([
      'accounts',
      'default_equipment',
      'equipment_categories',
      'equipment_locations',
      'profiles',
      'sessions',
      'user_equipment',
      'user_equipment_locations',
      'users',
    ]),
  );
  client.close();
  dispose();
});
