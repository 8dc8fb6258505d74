import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Client, createClient } from '@libsql/client/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateVapidKeys } from '../src/push/vapid-keys.ts';
import { type EdgeStack, startEdgeStack } from './edge-stack.ts';
import { EdgeAthlete } from './test-support.ts';

/**
 * The rest alert on the Worker: the procedure keeps the row in sqld and sets the alarm of the athlete's Durable
 * Object, which `wrangler dev` rings at the instant; the alarm claims (deletes) the row and sends to the athlete's
 * devices. This athlete has none (a push service is out of reach from workerd here, and the Node tests read the
 * pushes): what is seen is the alarm ringing at the instant, not before, and a moved or cancelled alert's row.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'liftwise-edge-rest-'));
let stack: EdgeStack;
let sqld: Client;

beforeAll(async () => {
  const keys = await generateVapidKeys();
  stack = await startEdgeStack({
    dataDir,
    port: 0,
    workerVars: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey },
  });
  sqld = createClient({ url: stack.primaryUrl, authToken: stack.token });
}, 120_000);
afterAll(async () => {
  sqld?.close();
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function athlete(email: string) {
  const who = new EdgeAthlete(stack.url);
  await who.signIn({ email, name: email.split('@')[0] ?? email });
  return who;
}

/** The instants of the athletes' rest alerts kept in the database now. */
async function kept(): Promise<number[]> {
  const { rows } = await sqld.execute('select due_at from rest_alerts order by due_at');
  return rows.map((row) => Number(row.due_at));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const next = { setNumber: 2, setCount: 3, exerciseName: 'Squat', reps: '5', unit: 'kg' };

describe("rest alerts in the athlete's Durable Object (wrangler dev)", () => {
  it('rings the alarm at the rest’s end, which claims the row; a moved one rings at its new instant', async () => {
    const ada = await athlete('ada-rest@example.com');
    const endsAt = Date.now() + 3_000;
    const scheduled = await ada.mutate('scheduleRestAlert', { endsAt, workoutId: 'w1', next });
    expect(scheduled.status, `${scheduled.text}\n${stack.workerOutput()}`).toBe(200);
    expect(await kept()).toEqual([endsAt]);
    await sleep(1_000);
    expect(await kept()).toEqual([endsAt]);
    for (let waited = 0; waited < 10_000 && (await kept()).length > 0; waited += 200) await sleep(200);
    expect(await kept(), stack.workerOutput()).toEqual([]);
    expect(Date.now()).toBeGreaterThanOrEqual(endsAt);

    const first = Date.now() + 2_000;
    const moved = Date.now() + 5_000;
    await ada.mutate('scheduleRestAlert', { endsAt: first, workoutId: 'w1', next });
    await ada.mutate('scheduleRestAlert', { endsAt: moved, workoutId: 'w1', next });
    await sleep(3_500);
    // The first instant passed: the alarm was moved with the row, and the row waits for its own.
    expect(await kept()).toEqual([moved]);
    for (let waited = 0; waited < 10_000 && (await kept()).length > 0; waited += 200) await sleep(200);
    expect(await kept()).toEqual([]);
  });

  it('takes a cancelled alert’s row and alarm away', async () => {
    const bea = await athlete('bea-rest@example.com');
    await bea.mutate('scheduleRestAlert', { endsAt: Date.now() + 2_000, workoutId: 'w1', next });
    expect((await bea.mutate('cancelRestAlert')).data).toEqual({ cancelled: true });
    expect(await kept()).toEqual([]);
  });
});
