import { DATA_KINDS } from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MUTATION_CHANGES } from './data-changes.ts';
import { appRouter } from './root.ts';
import { createTestHarness } from './testing.ts';

const mutations = Object.entries(appRouter._def.procedures)
  .filter(([, procedure]) => (procedure as { _def: { type: string } })._def.type === 'mutation')
  .map(([name]) => name)
  .sort();

let harness: Awaited<ReturnType<typeof createTestHarness>>;
beforeAll(async () => {
  harness = await createTestHarness();
});
afterAll(() => harness.dispose());

describe('the changes mutations publish', () => {
  it('names every mutation of the router, and only those, with known kinds', () => {
    expect(Object.keys(MUTATION_CHANGES).sort()).toEqual(mutations);
    for (const kinds of Object.values(MUTATION_CHANGES))
      for (const kind of kinds) expect(DATA_KINDS).toContain(kind);
  });

  it('publishes a successful write once, to the athlete who made it, naming what changed', async () => {
    const athlete = await harness.signUp();
    harness.published.length = 0;
    await harness.callerFor(athlete).saveGoal({
      goalData: {
        title: 'Squat 300',
        type: 'strength',
        targetValue: 300,
        unit: 'lbs',
        targetDate: '2030-12-31',
      },
    });
    expect(harness.published).toEqual([{ userId: athlete.id, kinds: ['goals'] }]);
  });

  it('publishes nothing for a read, a refused write or a write of nothing', async () => {
    const athlete = await harness.signUp();
    const caller = harness.callerFor(athlete);
    harness.published.length = 0;
    await caller.getGoals();
    await expect(caller.deleteGoal({ goalId: 'no-such-goal' })).rejects.toThrow();
    await caller.generateWorkout({ prompt: 'A short upper-body session' });
    expect(harness.published).toEqual([]);
  });
});
