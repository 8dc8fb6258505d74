import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../client.ts';
import { createNodeClient } from '../node-client.ts';
import { createTestDb, createTestUser } from '../testing.ts';
import { createAiUsageQueries } from './ai-usage.ts';

let testDb: Awaited<ReturnType<typeof createTestDb>>;
let usage: ReturnType<typeof createAiUsageQueries>;
beforeAll(async () => {
  testDb = await createTestDb();
  usage = createAiUsageQueries(testDb.db);
});
afterAll(() => testDb.dispose());

const newUser = async (name: string) => (await createTestUser(testDb.db, name)).id;
const day = (date: number) => new Date(Date.UTC(2026, 2, date, 23, 59));

describe('AI usage queries', () => {
  it('spends up to the daily limit, then refuses without counting; a new UTC day starts afresh', async () => {
    const userId = await newUser('ada');
    const spent = [];
    for (let i = 0; i < 4; i++) spent.push(await usage.spend(userId, day(1), 3));
    expect(spent).toEqual([true, true, true, false]);
    expect(await usage.requestsOn(userId, day(1))).toBe(3);
    expect(await usage.spend(userId, day(2), 3)).toBe(true);
    expect(await usage.requestsOn(userId, day(2))).toBe(1);
  });

  it('counts each athlete apart, and a limit of 0 allows nothing', async () => {
    const ada = await newUser('ada');
    const bo = await newUser('bo');
    expect(await usage.spend(ada, day(1), 1)).toBe(true);
    expect(await usage.spend(ada, day(1), 1)).toBe(false);
    expect(await usage.spend(bo, day(1), 1)).toBe(true);
    expect(await usage.spend(bo, day(5), 0)).toBe(false);
    expect(await usage.requestsOn(bo, day(5))).toBe(0);
  });

  it('holds across connections spending at once, as two server processes would', async () => {
    const userId = await newUser('cy');
    const second = createNodeClient({ url: testDb.url });
    try {
      const other = createAiUsageQueries(createDb(second));
      const attempts = Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? usage : other).spend(userId, day(1), 7),
      );
      const results = await Promise.all(attempts);
      expect(results.filter(Boolean)).toHaveLength(7);
      expect(await other.requestsOn(userId, day(1))).toBe(7);
    } finally {
      second.close();
    }
  });
});
