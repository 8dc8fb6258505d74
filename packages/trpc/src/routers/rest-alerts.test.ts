import { PUSH_MESSAGES, REST_ALERT_MAX_AHEAD_MS } from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness } from '../testing.ts';

const NOW = new Date('2026-11-29T09:00:00.000Z');
const at = (ms: number) => NOW.getTime() + ms;
const next = {
  setNumber: 3,
  setCount: 4,
  exerciseName: 'Squat',
  reps: '5',
  weight: '100 kg',
  unit: 'kg' as const,
};

let harness: Awaited<ReturnType<typeof createTestHarness>>;
beforeAll(async () => {
  harness = await createTestHarness(() => NOW);
});
afterAll(() => harness.dispose());

const pendingOf = async (userId: string) =>
  (await harness.queries.restAlerts.pending()).filter((row) => row.userId === userId);

describe('rest alert procedures', () => {
  it("keeps the athlete's one alert with the body built on the server, and sets its timer", async () => {
    const ada = await harness.signUp();
    const caller = harness.callerFor(ada);
    expect(await caller.scheduleRestAlert({ endsAt: at(90_000), workoutId: 'w1', next })).toEqual({
      endsAt: at(90_000),
    });
    await caller.scheduleRestAlert({ endsAt: at(105_000), workoutId: 'w1', next });
    expect(await pendingOf(ada.id)).toEqual([{ userId: ada.id, dueAt: at(105_000) }]);
    expect(harness.restAlertTimers.filter((timer) => timer.userId === ada.id)).toEqual([
      { userId: ada.id, dueAt: at(90_000) },
      { userId: ada.id, dueAt: at(105_000) },
    ]);
    const claimed = await harness.queries.restAlerts.claim(ada.id, at(105_000));
    expect(claimed?.payload).toEqual({
      kind: 'rest',
      title: 'Rest Complete',
      body: 'Set 3 of 4 · Squat · 100 kg × 5',
      url: '/workouts/start/w1',
      tag: 'rest',
    });
  });

  it('cancels it and clears the timer', async () => {
    const ada = await harness.signUp();
    const caller = harness.callerFor(ada);
    await caller.scheduleRestAlert({ endsAt: at(60_000), workoutId: 'w1', next: null });
    expect(await caller.cancelRestAlert()).toEqual({ cancelled: true });
    expect(await caller.cancelRestAlert()).toEqual({ cancelled: false });
    expect(await pendingOf(ada.id)).toEqual([]);
    expect(harness.restAlertTimers.at(-1)).toEqual({ userId: ada.id, dueAt: null });
  });

  it('refuses an end further than 15 minutes ahead or long past, and bad parts, keeping nothing', async () => {
    const caller = harness.callerFor(await harness.signUp());
    for (const endsAt of [at(REST_ALERT_MAX_AHEAD_MS + 1), at(-31_000)]) {
      await expect(caller.scheduleRestAlert({ endsAt, workoutId: 'w1', next })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: PUSH_MESSAGES.invalidRestEnd,
      });
    }
    await expect(
      caller.scheduleRestAlert({ endsAt: at(1_000), workoutId: 'w1', next: { ...next, exerciseName: '' } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.scheduleRestAlert({
        endsAt: at(1_000),
        workoutId: 'w1',
        next: { ...next, reps: 'x'.repeat(31) },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('is refused on a server without VAPID keys', async () => {
    const bare = await createTestHarness(() => NOW, false, { pushPublicKey: null });
    try {
      const caller = bare.callerFor(await bare.signUp());
      await expect(
        caller.scheduleRestAlert({ endsAt: at(1_000), workoutId: 'w1', next }),
      ).rejects.toMatchObject({
        code: 'PRECONDITION_FAILED',
        message: PUSH_MESSAGES.unconfigured,
      });
    } finally {
      bare.dispose();
    }
  });
});
