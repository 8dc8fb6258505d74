import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type EdgeStack, startEdgeStack } from './edge-stack.ts';
import { EdgeAthlete } from './test-support.ts';

/**
 * Many requests at once in one isolate, as a Worker gets them under load. libSQL's HTTP client queues statements
 * beyond its `concurrency` (20 by default) and runs a queued one when another request's statement ends, i.e. from
 * that other request: workerd then cancels the waiting request as hung (a 500, "Worker's code had hung"). Found by
 * `pnpm bench:edge`: 65-80 % of the Worker's answers at 64 connections.
 */

// 50 reads and 50 writes: well above the client's old queue of 20 (40 at once lost 70 % before the fix), and below
// sqld's own limit of requests in flight (128), past which it answers 429 (503 'unavailable' here, by design).
const AT_ONCE = 50;

const dataDir = mkdtempSync(join(tmpdir(), 'liftwise-edge-concurrency-'));
let stack: EdgeStack;
let athlete: EdgeAthlete;

beforeAll(async () => {
  // A hundred calls at once from one session is above the production limit: this stack's bindings allow it.
  stack = await startEdgeStack({ dataDir, port: 0, rateLimits: { trpc: 100_000, auth: 1000, coach: 6 } });
  athlete = new EdgeAthlete(stack.url);
  await athlete.signIn({ email: 'busy@example.com', name: 'Busy Reader' });
  await athlete.mutate('saveProfile', { profileData: { birthYear: 1980 } });
}, 90_000);
afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it(`answers ${AT_ONCE} reads and ${AT_ONCE} writes sent at once, every one a success`, async () => {
  const reads = Array.from({ length: AT_ONCE }, () => athlete.query('getProfile'));
  const writes = Array.from({ length: AT_ONCE }, (_, i) =>
    athlete.mutate('updateProfile', { updates: { birthYear: 1950 + (i % 50) } }),
  );
  const statuses = (await Promise.all([...reads, ...writes])).map((answer) => answer.status);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  expect(stack.workerOutput()).not.toContain('had hung');
});
