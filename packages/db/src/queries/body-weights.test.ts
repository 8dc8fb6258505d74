import { BODY_WEIGHT_MESSAGES, KeptAtMostError, MAX_BODY_WEIGHTS } from '@liftwise/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, createTestUser } from '../testing.ts';
import { createBodyWeightQueries } from './body-weights.ts';
import { createGoalQueries, type GoalWrite } from './goals.ts';

let testDb: Awaited<ReturnType<typeof createTestDb>>;
let bodyWeights: ReturnType<typeof createBodyWeightQueries>;
beforeAll(async () => {
  testDb = await createTestDb();
  bodyWeights = createBodyWeightQueries(testDb.db);
});
afterAll(() => testDb.dispose());

async function newUser(name: string): Promise<string> {
  return (await createTestUser(testDb.db, name)).id;
}

const now = new Date('2026-11-29T08:00:00Z');

describe('body-weight queries', () => {
  it('keeps one entry per day: a second log that day replaces it', async () => {
    const userId = await newUser('ada');
    const first = await bodyWeights.save(
      userId,
      { date: '2026-11-28', weight: 81, unit: 'kg', note: 'fasted' },
      now,
    );
    const again = await bodyWeights.save(userId, { date: '2026-11-28', weight: 180, unit: 'lb' }, now);
    expect(again).toMatchObject({ id: first.id, date: '2026-11-28', weight: 180, unit: 'lb' });
    expect(again.note).toBeUndefined();
    const { entries } = await bodyWeights.list(userId, { from: '2026-11-01', to: '2026-11-30' });
    expect(entries).toEqual([again]);
  });

  it('reads a range newest first with the latest entry before it, and only the athlete’s own', async () => {
    const userId = await newUser('bea');
    const other = await newUser('cy');
    for (const [date, weight] of [
      ['2026-10-20', 90],
      ['2026-11-02', 89],
      ['2026-11-05', 88],
      ['2026-12-01', 87],
    ] as const)
      await bodyWeights.save(userId, { date, weight, unit: 'kg' }, now);
    await bodyWeights.save(other, { date: '2026-11-03', weight: 60, unit: 'kg' }, now);
    const read = await bodyWeights.list(userId, { from: '2026-11-01', to: '2026-11-30' });
    expect(read.entries.map((entry) => entry.date)).toEqual(['2026-11-05', '2026-11-02']);
    expect(read.before?.date).toBe('2026-10-20');
    expect(await bodyWeights.list(other, { from: '2026-10-01', to: '2026-10-31' })).toEqual({
      entries: [],
      before: null,
    });
  });

  it('deletes only the athlete’s own entry', async () => {
    const userId = await newUser('dee');
    const other = await newUser('eve');
    const entry = await bodyWeights.save(userId, { date: '2026-11-28', weight: 70, unit: 'kg' }, now);
    expect(await bodyWeights.delete(other, entry.id, now)).toBe(false);
    expect(await bodyWeights.delete(userId, entry.id, now)).toBe(true);
    expect(await bodyWeights.delete(userId, entry.id, now)).toBe(false);
  });

  it('refuses a new day past the bound, nothing kept, while the same day can still be replaced', async () => {
    const userId = await newUser('fay');
    // The athlete's days up to the bound, written at once: from 2000-01-01, one a day.
    await testDb.db.run(sql`
      with recursive n(i) as (select 0 union all select i + 1 from n where i < ${MAX_BODY_WEIGHTS - 1})
      insert into body_weights (id, user_id, date, weight, unit, created_at, updated_at)
      select 'fill-' || i, ${userId}, date('2000-01-01', '+' || i || ' days'), 80, 'kg', ${now.toISOString()}, ${now.toISOString()} from n`);
    const refused = bodyWeights.save(userId, { date: '2026-11-29', weight: 80, unit: 'kg' }, now);
    await expect(refused).rejects.toThrow(KeptAtMostError);
    await expect(refused).rejects.toThrow(BODY_WEIGHT_MESSAGES.tooManyEntries);
    expect((await bodyWeights.list(userId, { from: '2026-11-01', to: '2026-11-30' })).entries).toEqual([]);
    const replaced = await bodyWeights.save(userId, { date: '2000-01-01', weight: 79, unit: 'kg' }, now);
    expect(replaced.weight).toBe(79);
  });

  it('moves the active weight-loss goals in a weight unit to the latest logged weight', async () => {
    const userId = await newUser('gus');
    const goals = createGoalQueries(testDb.db);
    const goal: GoalWrite = {
      title: 'Cut',
      type: 'weight_loss',
      description: '',
      targetValue: 176,
      currentValue: 200,
      unit: 'lbs',
      targetDate: '2027-06-01',
      progress: 100,
      status: 'active',
    };
    const inPounds = await goals.create(userId, goal, now);
    const inKilos = await goals.create(userId, { ...goal, unit: 'kg', targetValue: 80 }, now);
    const paused = await goals.create(userId, { ...goal, status: 'paused' }, now);
    const minutes = await goals.create(userId, { ...goal, unit: 'minutes' }, now);
    await bodyWeights.save(userId, { date: '2026-11-20', weight: 84, unit: 'kg' }, now);
    // An older day logged later leaves the goals on the latest day's weight.
    await bodyWeights.save(userId, { date: '2026-11-10', weight: 90, unit: 'kg' }, now);
    expect(await goals.get(userId, inKilos.id)).toMatchObject({ currentValue: 84, progress: 100 });
    expect(await goals.get(userId, inPounds.id)).toMatchObject({ currentValue: 185.2 });
    expect((await goals.get(userId, inPounds.id))?.progress).toBeCloseTo(100, 6);
    await bodyWeights.save(userId, { date: '2026-11-21', weight: 70, unit: 'kg' }, now);
    expect(await goals.get(userId, inKilos.id)).toMatchObject({ currentValue: 70, progress: 87.5 });
    expect(await goals.get(userId, paused.id)).toMatchObject({ currentValue: 200 });
    expect(await goals.get(userId, minutes.id)).toMatchObject({ currentValue: 200 });
  });

  it('moves those goals back to the entry before when the newest is deleted, and not for an older one', async () => {
    const userId = await newUser('hal');
    const goals = createGoalQueries(testDb.db);
    const write: GoalWrite = {
      title: 'Cut',
      type: 'weight_loss',
      description: '',
      targetValue: 200,
      currentValue: 210,
      unit: 'Pounds',
      targetDate: '2027-06-01',
      progress: 100,
      status: 'active',
    };
    const goal = await goals.create(userId, write, now);
    const oldest = await bodyWeights.save(userId, { date: '2026-11-01', weight: 190, unit: 'lb' }, now);
    const middle = await bodyWeights.save(userId, { date: '2026-11-10', weight: 85, unit: 'kg' }, now);
    const newest = await bodyWeights.save(userId, { date: '2026-11-20', weight: 180, unit: 'lb' }, now);
    expect(await goals.get(userId, goal.id)).toMatchObject({ currentValue: 180, progress: 90 });
    // An older day deleted leaves the goal as it is (here as the athlete last edited it).
    await goals.update(userId, goal.id, { ...write, currentValue: 179, progress: 89.5 }, now);
    expect(await bodyWeights.delete(userId, oldest.id, now)).toBe(true);
    expect(await goals.get(userId, goal.id)).toMatchObject({ currentValue: 179 });
    // The newest deleted: the goal reads the day before it, in its unit as weightIn rounds (85 kg = 187.4 lbs).
    expect(await bodyWeights.delete(userId, newest.id, now)).toBe(true);
    const moved = await goals.get(userId, goal.id);
    expect(moved).toMatchObject({ currentValue: 187.4 });
    expect(moved?.progress).toBeCloseTo(93.7, 6);
    // The last entry deleted: nothing to follow, the goal keeps its value.
    expect(await bodyWeights.delete(userId, middle.id, now)).toBe(true);
    expect(await goals.get(userId, goal.id)).toMatchObject({ currentValue: 187.4 });
  });
});
