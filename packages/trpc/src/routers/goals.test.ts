import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness } from '../testing.ts';

let harness: Awaited<ReturnType<typeof createTestHarness>>;
beforeAll(async () => {
  harness = await createTestHarness(() => new Date('2026-03-01T12:00:00Z'));
});
afterAll(() => harness.dispose());

const goalData = {
  title: 'Squat 300',
  type: 'strength' as const,
  description: 'Three plates',
  targetValue: 300,
  currentValue: 150,
  unit: 'lbs',
  targetDate: '2026-12-31',
};

async function newCaller() {
  const user = await harness.signUp();
  return { user, caller: harness.callerFor(user) };
}

describe('goal procedures', () => {
  it('round-trip: save, list, read one, update, delete', async () => {
    const { user, caller } = await newCaller();
    expect(await caller.getGoals()).toEqual({ goals: [] });

    const { goal } = await caller.saveGoal({ goalData });
    expect(goal).toMatchObject({
      ...goalData,
      userId: user.id,
      progress: 50,
      status: 'active',
      _metadata: { updatedAt: '2026-03-01T12:00:00.000Z' },
    });
    expect(await caller.getGoals()).toEqual({ goals: [goal] });
    expect(await caller.getGoal({ goalId: goal.id })).toEqual(goal);

    const { goal: updated } = await caller.updateGoal({
      goalId: goal.id,
      goalData: { ...goalData, currentValue: 225, status: 'paused' },
    });
    expect(updated).toMatchObject({ id: goal.id, currentValue: 225, progress: 75, status: 'paused' });
    expect(await caller.getGoal({ goalId: goal.id })).toEqual(updated);

    expect(await caller.deleteGoal({ goalId: goal.id })).toEqual({ goalId: goal.id });
    expect(await caller.getGoals()).toEqual({ goals: [] });
    expect(await caller.getGoal({ goalId: goal.id })).toBeNull();
  });

  it('progress is computed on the server: the browser’s progress is ignored, capped at 100, 0 when empty', async () => {
    const { caller } = await newCaller();
    const { goal: over } = await caller.saveGoal({
      goalData: { ...goalData, currentValue: 400, progress: 3 },
    });
    expect(over.progress).toBe(100);
    const { currentValue: _, ...empty } = goalData;
    const { goal: none } = await caller.saveGoal({ goalData: { ...empty, progress: 99 } });
    expect(none.progress).toBe(0);
    expect(none).not.toHaveProperty('currentValue');
    const { goal: cleared } = await caller.updateGoal({ goalId: over.id, goalData: empty });
    expect(cleared.progress).toBe(0);
    expect(cleared).not.toHaveProperty('currentValue');
  });

  it('a new goal is active whatever status is sent, and a userId sent along is not the owner', async () => {
    const { user, caller } = await newCaller();
    const { user: other } = await newCaller();
    const { goal } = await caller.saveGoal({
      // The spec's saveGoal sends userId inside goalData; the session decides.
      goalData: { ...goalData, status: 'completed', userId: other.id } as typeof goalData,
    });
    expect(goal).toMatchObject({ status: 'active', userId: user.id });
    expect((await harness.callerFor(other).getGoals()).goals).toEqual([]);
  });

  it('updateGoal can mark a goal completed', async () => {
    const { caller } = await newCaller();
    const { goal } = await caller.saveGoal({ goalData: { ...goalData, currentValue: 300 } });
    const { goal: done } = await caller.updateGoal({
      goalId: goal.id,
      goalData: { ...goalData, status: 'completed' },
    });
    expect(done.status).toBe('completed');
  });

  it("a second athlete gets not found for every read, update and delete of the first one's goal", async () => {
    const { caller: owner } = await newCaller();
    const { caller: other } = await newCaller();
    const { goal } = await owner.saveGoal({ goalData });

    expect(await other.getGoals()).toEqual({ goals: [] });
    expect(await other.getGoal({ goalId: goal.id })).toBeNull();
    await expect(
      other.updateGoal({ goalId: goal.id, goalData: { ...goalData, title: 'Mine now' } }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Goal not found' });
    await expect(other.deleteGoal({ goalId: goal.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Goal not found',
    });
    expect(await owner.getGoal({ goalId: goal.id })).toEqual(goal);
  });

  it('an unknown id is not found for update and delete', async () => {
    const { caller } = await newCaller();
    await expect(caller.updateGoal({ goalId: 'nope', goalData })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(caller.deleteGoal({ goalId: 'nope' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each([
    [{ title: '  ' }, 'Please fill in all required fields'],
    [{ targetDate: '' }, 'Please fill in all required fields'],
    [{ targetDate: '12/31/2026' }, 'Target Date must be a date (YYYY-MM-DD)'],
    [{ targetValue: 0 }, 'Target Value must be greater than 0 and at most 1,000,000'],
    [{ targetValue: 1_000_001 }, 'Target Value must be greater than 0 and at most 1,000,000'],
    [{ currentValue: -1 }, 'Current Value must be between 0 and 1,000,000'],
    [{ currentValue: 2_000_000 }, 'Current Value must be between 0 and 1,000,000'],
    [{ title: 'x'.repeat(121) }, undefined],
    [{ unit: 'u'.repeat(31) }, undefined],
    [{ type: 'yoga' }, undefined],
  ])('refuses goalData %j with a clear message', async (change, message) => {
    const { caller } = await newCaller();
    const { goal } = await caller.saveGoal({ goalData });
    const bad = { ...goalData, ...change } as typeof goalData;
    const refusal = { code: 'BAD_REQUEST', ...(message && { message: expect.stringContaining(message) }) };
    await expect(caller.saveGoal({ goalData: bad })).rejects.toMatchObject(refusal);
    await expect(caller.updateGoal({ goalId: goal.id, goalData: bad })).rejects.toMatchObject(refusal);
    expect(await caller.getGoals()).toEqual({ goals: [goal] });
  });

  it('refuses an empty or oversized goal id', async () => {
    const { caller } = await newCaller();
    await expect(caller.getGoal({ goalId: '' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.deleteGoal({ goalId: 'x'.repeat(65) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
