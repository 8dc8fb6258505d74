import { BODY_WEIGHT_MESSAGES } from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness } from '../testing.ts';

let harness: Awaited<ReturnType<typeof createTestHarness>>;
beforeAll(async () => {
  harness = await createTestHarness(() => new Date('2026-11-29T08:00:00Z'));
});
afterAll(() => harness.dispose());

async function newCaller() {
  return harness.callerFor(await harness.signUp());
}

const november = { from: '2026-11-01', to: '2026-11-30' };

/** An active weight-loss goal in kilograms, from 90 kg to 75, which follows the log. */
async function cutTo75Kilograms(caller: Awaited<ReturnType<typeof newCaller>>) {
  const { goal } = await caller.saveGoal({
    goalData: {
      title: 'Cut',
      type: 'weight_loss',
      targetValue: 75,
      currentValue: 90,
      unit: 'kg',
      targetDate: '2027-06-01',
    },
  });
  return goal;
}

describe('body-weight procedures', () => {
  it('logs a day, replaces it with a second log, reads the range and deletes', async () => {
    const caller = await newCaller();
    expect(await caller.getBodyWeights(november)).toEqual({ entries: [], before: null });
    const { entry } = await caller.saveBodyWeight({
      entry: { date: '2026-11-28', weight: 82.4, unit: 'kg', note: 'fasted' },
    });
    expect(entry).toMatchObject({ date: '2026-11-28', weight: 82.4, unit: 'kg', note: 'fasted' });
    expect(entry.updatedAt).toBe('2026-11-29T08:00:00.000Z');
    const { entry: replaced } = await caller.saveBodyWeight({
      entry: { date: '2026-11-28', weight: 82, unit: 'kg' },
    });
    expect(replaced.id).toBe(entry.id);
    expect(await caller.getBodyWeights(november)).toEqual({ entries: [replaced], before: null });
    expect(await caller.deleteBodyWeight({ entryId: entry.id })).toEqual({ entryId: entry.id });
    expect(await caller.getBodyWeights(november)).toEqual({ entries: [], before: null });
  });

  it('refuses a weight outside its bounds, a bad day and a range too long, with their messages', async () => {
    const caller = await newCaller();
    await expect(
      caller.saveBodyWeight({ entry: { date: '2026-11-28', weight: 824, unit: 'kg' } }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(BODY_WEIGHT_MESSAGES.weightRangeKg),
    });
    await expect(
      caller.saveBodyWeight({ entry: { date: '2026-13-01', weight: 80, unit: 'kg' } }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(BODY_WEIGHT_MESSAGES.invalidDate),
    });
    await expect(caller.getBodyWeights({ from: '2025-01-01', to: '2026-11-30' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(BODY_WEIGHT_MESSAGES.rangeTooLong),
    });
  });

  it('moves a weight-loss goal back to the entry before when the newest entry is deleted', async () => {
    const caller = await newCaller();
    const goal = await cutTo75Kilograms(caller);
    await caller.saveBodyWeight({ entry: { date: '2026-11-20', weight: 176, unit: 'lb' } });
    const { entry } = await caller.saveBodyWeight({ entry: { date: '2026-11-27', weight: 79, unit: 'kg' } });
    const current = async () => (await caller.getGoals()).goals.find((each) => each.id === goal.id);
    expect(await current()).toMatchObject({ currentValue: 79 });
    await caller.deleteBodyWeight({ entryId: entry.id });
    // 176 lbs = 79.8 kg, the goal's unit.
    expect(await current()).toMatchObject({ currentValue: 79.8, progress: 100 });
  });

  it('lets no other athlete read or delete an entry', async () => {
    const ada = await newCaller();
    const bea = await newCaller();
    const { entry } = await ada.saveBodyWeight({ entry: { date: '2026-11-28', weight: 61, unit: 'kg' } });
    expect(await bea.getBodyWeights(november)).toEqual({ entries: [], before: null });
    await expect(bea.deleteBodyWeight({ entryId: entry.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: BODY_WEIGHT_MESSAGES.notFound,
    });
    expect((await ada.getBodyWeights(november)).entries).toEqual([entry]);
  });

  it('moves an active weight-loss goal in kilograms to the latest weight', async () => {
    const caller = await newCaller();
    const goal = await cutTo75Kilograms(caller);
    await caller.saveBodyWeight({ entry: { date: '2026-11-29', weight: 82.5, unit: 'kg' } });
    expect(await caller.getGoal({ goalId: goal.id })).toMatchObject({ currentValue: 82.5, progress: 100 });
  });
});
