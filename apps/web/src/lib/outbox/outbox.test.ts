// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { TRPCClientError } from '@trpc/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { createOutbox, isNotFound, type QueuedCallRules } from './outbox.ts';
import { outboxSnapshot, readOutbox } from './outbox-store.ts';

/*
 * The outbox against a stand-in for the network: `online` decides whether a request gets an answer (fetch's
 * TypeError, as tRPC's client wraps it, when it does not), and the answers are the server's shapes: a stored
 * row for a create (the same one for a key already seen, as the server does), a 4xx TRPCClientError for a refusal.
 */

let online = true;
let user = 'athlete-1';
let keys = 0;
const sent: { call: string; input: Record<string, unknown> }[] = [];
const storedByKey = new Map<string, { id: string }>();
let refuse: ((input: Record<string, unknown>) => number | undefined) | undefined;

function noAnswer(): Error {
  return new TRPCClientError('Failed to fetch', { cause: new TypeError('Failed to fetch') });
}

function answered(status: number, message: string): Error {
  return new TRPCClientError(message, {
    result: { error: { code: -32600, message, data: { httpStatus: status } } },
  });
}

async function send(call: string, input: Record<string, unknown>): Promise<unknown> {
  if (!online) throw noAnswer();
  sent.push({ call, input });
  const status = refuse?.(input);
  if (status) throw answered(status, status === 409 ? 'Changed on another device' : 'Workout not found');
  const key = String(input.clientKey);
  const row = storedByKey.get(key) ?? { id: `row-${storedByKey.size + 1}` };
  storedByKey.set(key, row);
  if (call === 'addUserEquipment')
    return {
      equipment: (input.equipment as unknown[]).map((_item, place) => ({ id: `${row.id}-${place}` })),
    };
  return { workout: { ...row, ...input } };
}

const RULES: Record<string, QueuedCallRules> = {
  saveWorkout: {
    takesKey: true,
    created: (answer, entry) => ({ [entry.key]: (answer as { workout: { id: string } }).workout.id }),
  },
  addUserEquipment: {
    takesKey: true,
    created: (answer, entry) =>
      Object.fromEntries(
        (answer as { equipment: { id: string }[] }).equipment.map((item, place) => [
          `${entry.key}:${place}`,
          item.id,
        ]),
      ),
  },
  deleteUserEquipment: { takesKey: false, alreadyDone: isNotFound },
  saveCompletedWorkout: { takesKey: true },
  updateWorkout: {
    takesKey: false,
    foldInto: (waiting, input) =>
      waiting.call === 'saveWorkout' && waiting.key === input.workoutId
        ? { ...waiting.input, workout: input.workout }
        : undefined,
  },
};

function outbox(events: string[] = []) {
  return createOutbox({
    athlete: async () => user,
    send,
    rules: (call) => RULES[call] ?? { takesKey: false },
    newKey: () => `key-${++keys}`,
    onSaved: (entry) => events.push(`saved ${entry.key}`),
    onRefused: (entry) => events.push(`refused ${entry.key}`),
  });
}

beforeEach(() => {
  online = true;
  user = `athlete-${Math.random()}`;
  sent.length = 0;
  storedByKey.clear();
  refuse = undefined;
});

describe('the outbox', () => {
  it('online, a change is sent at once with its key, and nothing is kept', async () => {
    const result = await outbox().save('saveWorkout', { workout: { name: 'Push' } });
    expect(result).toMatchObject({ sent: true, answer: { workout: { id: 'row-1' } } });
    expect(sent).toEqual([
      { call: 'saveWorkout', input: { workout: { name: 'Push' }, clientKey: `key-${keys}` } },
    ]);
    expect(await readOutbox(user)).toEqual([]);
  });

  it('offline, changes are kept in order and replayed in that order, each with the key of its first attempt', async () => {
    const box = outbox();
    online = false;
    const first = await box.save('saveWorkout', { workout: { name: 'Push' } });
    const second = await box.save('saveCompletedWorkout', { completedWorkout: { name: 'Pull' } });
    expect(first.sent).toBe(false);
    expect(second.sent).toBe(false);
    expect((await readOutbox(user)).map((entry) => entry.call)).toEqual([
      'saveWorkout',
      'saveCompletedWorkout',
    ]);
    expect(outboxSnapshot()).toHaveLength(2);

    await box.replay(); // still offline: nothing leaves, nothing is lost
    expect(sent).toEqual([]);
    expect(await readOutbox(user)).toHaveLength(2);

    online = true;
    await box.replay();
    expect(sent.map((request) => [request.call, request.input.clientKey])).toEqual([
      ['saveWorkout', first.sent ? undefined : first.entry.key],
      ['saveCompletedWorkout', second.sent ? undefined : second.entry.key],
    ]);
    expect(await readOutbox(user)).toEqual([]);
  });

  it('a change whose answer never came is sent again with the same key, so the server stores it once', async () => {
    const box = outbox();
    // The request reaches the server, but the answer is lost on the way back.
    online = true;
    const lostAnswer = async (call: string, input: Record<string, unknown>) => {
      await send(call, input);
      throw noAnswer();
    };
    const lossy = createOutbox({
      athlete: async () => user,
      send: lostAnswer,
      rules: (call) => RULES[call] ?? { takesKey: false },
    });
    const result = await lossy.save('saveWorkout', { workout: { name: 'Push' } });
    expect(result.sent).toBe(false);
    await box.replay();
    expect(sent).toHaveLength(2);
    expect(sent[0]?.input.clientKey).toBe(sent[1]?.input.clientKey);
    expect(storedByKey.size).toBe(1);
    expect(await readOutbox(user)).toEqual([]);
  });

  it('a replay stopped by a lost connection keeps the rest, in order, for the next one', async () => {
    const box = outbox();
    online = false;
    await box.save('saveWorkout', { workout: { name: 'A' } });
    await box.save('saveWorkout', { workout: { name: 'B' } });
    await box.replay(); // the one the second save started, offline
    online = true;
    let calls = 0;
    const flaky = createOutbox({
      athlete: async () => user,
      send: (call, input) => (++calls === 1 ? send(call, input) : Promise.reject(noAnswer())),
      rules: (call) => RULES[call] ?? { takesKey: false },
    });
    await flaky.replay();
    expect((await readOutbox(user)).map((entry) => (entry.input.workout as { name: string }).name)).toEqual([
      'B',
    ]);
    await box.replay();
    expect(sent.map((request) => (request.input.workout as { name: string }).name)).toEqual(['A', 'B']);
    expect(await readOutbox(user)).toEqual([]);
  });

  it('a refusal on replay is kept and marked, never dropped; the changes after it are still sent', async () => {
    const events: string[] = [];
    const box = outbox(events);
    online = false;
    const refused = await box.save('saveCompletedWorkout', {
      completedWorkout: { originalWorkoutId: 'gone' },
    });
    await box.save('saveWorkout', { workout: { name: 'Push' } });
    refuse = (input) =>
      (input.completedWorkout as { originalWorkoutId?: string } | undefined)?.originalWorkoutId === 'gone'
        ? 404
        : undefined;
    online = true;
    await box.replay();
    if (refused.sent) throw new Error('kept expected');
    expect(events).toEqual([`refused ${refused.entry.key}`, `saved key-${keys}`]);
    expect(await readOutbox(user)).toEqual([{ ...refused.entry, refused: { message: 'Workout not found' } }]);

    // Not retried by itself: a replay leaves it alone until the athlete retries or discards it.
    await box.replay();
    expect(sent).toHaveLength(2);
    refuse = undefined;
    await box.retry(refused.entry.key);
    expect(await readOutbox(user)).toEqual([]);
    expect(sent).toHaveLength(3);

    online = false;
    const again = await box.save('saveCompletedWorkout', { completedWorkout: { originalWorkoutId: 'gone' } });
    if (again.sent) throw new Error('kept expected');
    await box.discard(again.entry.key);
    expect(await readOutbox(user)).toEqual([]);
  });

  it('an answer from the server that is not a refusal (5xx) is the caller’s, and nothing is kept', async () => {
    refuse = () => 500;
    await expect(outbox().save('saveWorkout', { workout: { name: 'Push' } })).rejects.toThrow();
    expect(await readOutbox(user)).toEqual([]);
  });

  it('a workout created offline and then edited is sent as one create; a session of it names its saved id', async () => {
    const box = outbox();
    online = false;
    const created = await box.save('saveWorkout', { workout: { name: 'Push' } });
    if (created.sent) throw new Error('kept expected');
    await box.save('updateWorkout', { workoutId: created.entry.key, workout: { name: 'Push (edited)' } });
    await box.save('saveCompletedWorkout', { completedWorkout: { originalWorkoutId: created.entry.key } });
    expect((await readOutbox(user)).map((entry) => entry.call)).toEqual([
      'saveWorkout',
      'saveCompletedWorkout',
    ]);

    online = true;
    await box.replay();
    expect(sent.map((request) => request.call)).toEqual(['saveWorkout', 'saveCompletedWorkout']);
    expect(sent[0]?.input.workout).toEqual({ name: 'Push (edited)' });
    expect(sent[1]?.input.completedWorkout).toEqual({ originalWorkoutId: 'row-1' });
  });

  it('an item added offline among several and then deleted is deleted by its saved id, not its neighbour', async () => {
    const box = outbox();
    online = false;
    const items = Array.from({ length: 11 }, (_item, place) => ({ name: `Item ${place}` }));
    const added = await box.save('addUserEquipment', { equipment: items });
    if (added.sent) throw new Error('kept expected');
    await box.save('deleteUserEquipment', { equipmentId: `${added.entry.key}:1` });

    online = true;
    await box.replay();
    expect(sent.map((request) => request.call)).toEqual(['addUserEquipment', 'deleteUserEquipment']);
    // `<key>:1` is not the start of `<key>:10`'s saved id either: each placeholder is replaced whole.
    expect(sent[1]?.input).toEqual({ equipmentId: 'row-1-1' });
    expect(await readOutbox(user)).toEqual([]);
  });

  it('a delete replayed after the row went elsewhere is done, not refused; the changes after it are sent', async () => {
    const events: string[] = [];
    const box = outbox(events);
    online = false;
    await box.save('deleteUserEquipment', { equipmentId: 'gone' });
    await box.save('saveWorkout', { workout: { name: 'After' } });
    refuse = (input) => (input.equipmentId === 'gone' ? 404 : undefined);

    online = true;
    await box.replay();
    expect(sent.map((request) => request.call)).toEqual(['deleteUserEquipment', 'saveWorkout']);
    expect(events).toEqual([`saved key-${keys - 1}`, `saved key-${keys}`]);
    expect(await readOutbox(user)).toEqual([]);
  });

  it('a 404 for a change that is not a delete is still a refusal, kept for the athlete', async () => {
    const box = outbox();
    online = false;
    await box.save('updateWorkout', { workoutId: 'gone', workout: { name: 'Edit' } });
    refuse = () => 404;
    online = true;
    await box.replay();
    expect(await readOutbox(user)).toMatchObject([
      { call: 'updateWorkout', refused: { message: 'Workout not found' } },
    ]);
  });

  it('while older changes wait, a new one online waits behind them, so the order is kept', async () => {
    const box = outbox();
    online = false;
    await box.save('saveWorkout', { workout: { name: 'A' } });
    online = true;
    const later = await box.save('saveWorkout', { workout: { name: 'B' } });
    expect(later.sent).toBe(false);
    await box.replay();
    expect(sent.map((request) => (request.input.workout as { name: string }).name)).toEqual(['A', 'B']);
  });

  it('each athlete has an outbox of their own', async () => {
    const box = outbox();
    online = false;
    await box.save('saveWorkout', { workout: { name: 'Mine' } });
    const first = user;
    user = 'someone-else';
    expect(await readOutbox(user)).toEqual([]);
    online = true;
    await box.replay();
    expect(sent).toEqual([]);
    expect(await readOutbox(first)).toHaveLength(1);
  });
});
