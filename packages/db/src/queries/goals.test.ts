import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, createTestUser } from '../testing.ts';
import { createGoalQueries, type GoalWrite } from './goals.ts';

let testDb: Awaited<ReturnType<typeof createTestDb>>;
let goals: ReturnType<typeof createGoalQueries>;
beforeAll(async () => {
  testDb = await createTestDb();
  goals = createGoalQueries(testDb.db);
});
afterAll(() => testDb.dispose());

async function newUser(name: string): Promise<string> {
  return (await createTestUser(testDb.db, name)).id;
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

describe('goal queries', () => {
  it('creates, lists newest first, reads, replaces and deletes one athlete goal', async () => {
    const userId = await newUser('ada');
    const first = await goals.create(userId, squat, new Date('2026-01-01T10:00:00Z'));
    const { currentValue: _, ...noCurrent } = squat;
    const second = await goals.create(
      userId,
      { ...noCurrent, title: 'Run 5k', type: 'cardio', progress: 0 },
      new Date('2026-01-02T10:00:00Z'),
    );
    expect(first).toMatchObject({ ...squat, userId, _metadata: { updatedAt: '2026-01-01T10:00:00.000Z' } });
    // An empty current value is absent, never null, outside the row.
    expect(second).not.toHaveProperty('currentValue');
    expect((await goals.list(userId)).map((goal) => goal.title)).toEqual(['Run 5k', 'Squat 300']);
    expect(await goals.get(userId, first.id)).toEqual(first);

    const updated = await goals.update(
      userId,
      first.id,
      { ...noCurrent, status: 'paused', progress: 0 },
      new Date('2026-01-03T10:00:00Z'),
    );
    expect(updated).toMatchObject({ ok: true });
    expect(updated.ok && updated.value).toMatchObject({
      id: first.id,
      status: 'paused',
      _metadata: { updatedAt: '2026-01-03T10:00:00.000Z' },
    });
    expect(updated).not.toHaveProperty('currentValue');

    expect(await goals.delete(userId, first.id)).toBe(true);
    expect(await goals.get(userId, first.id)).toBeNull();
    expect(await goals.delete(userId, first.id)).toBe(false);
    expect(await goals.list(userId)).toHaveLength(1);
  });

  it("another athlete's goal reads as not found, and cannot be changed or deleted", async () => {
    const owner = await newUser('owner');
    const other = await newUser('other');
    const goal = await goals.create(owner, squat, new Date());
    expect(await goals.get(other, goal.id)).toBeNull();
    expect(await goals.list(other)).toEqual([]);
    expect(await goals.update(other, goal.id, { ...squat, title: 'Hijacked' }, new Date())).toEqual({
      ok: false,
      reason: 'not-found',
    });
    expect(await goals.delete(other, goal.id)).toBe(false);
    expect(await goals.get(owner, goal.id)).toEqual(goal);
  });

  it('a bad stored row fails loudly instead of reaching a screen', async () => {
    const userId = await newUser('bad-row');
    await expect(goals.create(userId, { ...squat, progress: 150 }, new Date())).rejects.toThrow();
  });
});
