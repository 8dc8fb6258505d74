import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createNamespace, namespaceFetch } from './test-support/sqld.ts';
import { createTestDb, createTestUser, TEST_SQLD_ENV, useTestSqld } from './testing.ts';

describe('createTestDb', () => {
  it('is an embedded libSQL file unless a test run gives it a libSQL server', async () => {
    const { db, dispose } = await createTestDb();
    expect(db.$client.protocol).toBe('file');
    dispose();
  });

  describe(`with ${TEST_SQLD_ENV} set (the trpc suite's sqld run)`, () => {
    let stop: () => Promise<void>;
    const previous = process.env[TEST_SQLD_ENV];
    beforeAll(async () => {
      stop = await useTestSqld();
    });
    afterAll(async () => {
      await stop?.();
      if (previous === undefined) delete process.env[TEST_SQLD_ENV];
      else process.env[TEST_SQLD_ENV] = previous;
    });
    const opened: Array<() => void> = [];
    afterEach(() => {
      for (const dispose of opened.splice(0)) dispose();
    });

    it('opens a fresh, migrated database on the server, over HTTP as the Worker does, with a token', async () => {
      const first = await createTestDb();
      const second = await createTestDb();
      opened.push(first.dispose, second.dispose);
      expect(first.db.$client.protocol).toBe('http');
      await createTestUser(first.db, 'Only In The First');
      const count = async (test: typeof first) =>
        Number((await test.db.$client.execute('select count(*) as n from users')).rows[0]?.n);
      expect(await count(first)).toBe(1);
      expect(await count(second)).toBe(0);
    });

    it('refuses requests without the run’s token (the server checks JWTs, as Turso does)', async () => {
      const settings = JSON.parse(process.env[TEST_SQLD_ENV] ?? '{}') as { url: string; adminUrl: string };
      await createNamespace(settings.adminUrl, 'no-token');
      const response = await namespaceFetch('no-token')(`${settings.url}/v2/pipeline`, {
        method: 'POST',
        body: JSON.stringify({ requests: [{ type: 'execute', stmt: { sql: 'select 1' } }] }),
      });
      expect(response.status).toBe(401);
    });
  });
});
