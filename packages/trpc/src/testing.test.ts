import { expect, it } from 'vitest';
import { createTestHarness } from './testing.ts';

it('calls the procedures on the database this run is for: sqld over HTTP in the sqld run, else a file', async () => {
  const harness = await createTestHarness();
  expect(harness.db.$client.protocol).toBe(process.env.LIFTWISE_TEST_RUN === 'sqld' ? 'http' : 'file');
  const user = await harness.signUp();
  await expect(harness.callerFor(user).getProfile()).resolves.toBeNull();
  harness.dispose();
});
