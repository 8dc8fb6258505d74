import { describe, expect, it } from 'vitest';
import { initialSessionState, sessionReducer } from '../live-session/machine.ts';
import {
  isRestEndInBounds,
  REST_ALERT_MAX_AHEAD_MS,
  restAlertBody,
  restAlertOf,
  restAlertPayload,
  scheduleRestAlertInputSchema,
} from './rest-alert.ts';
import { PUSH_MESSAGES } from './text.ts';

const squat = {
  setNumber: 3,
  setCount: 4,
  exerciseName: 'Squat',
  reps: '5',
  weight: '100 kg',
  unit: 'kg' as const,
};

describe('the rest alert', () => {
  it("says the next set as the session shows it: 'Set 3 of 4 · Squat · 100 kg × 5'", () => {
    expect(restAlertBody(squat)).toBe('Set 3 of 4 · Squat · 100 kg × 5');
  });

  it("shows the planned weight in the athlete's unit, as the session's card does", () => {
    expect(restAlertBody({ ...squat, unit: 'lb' })).toBe('Set 3 of 4 · Squat · 220.5 lbs × 5');
  });

  it('leaves out a load that is not planned, and says only the next set when none is known', () => {
    const { weight: _, ...bodyweight } = { ...squat, exerciseName: 'Pull-up', reps: '8-10' };
    expect(restAlertBody(bodyweight)).toBe('Set 3 of 4 · Pull-up · 8-10');
    expect(restAlertBody(null)).toBe('Time for your next set.');
  });

  it('is a rest push whose tap opens the session and which replaces the one before it', () => {
    expect(restAlertPayload({ workoutId: 'w 1', next: squat })).toEqual({
      kind: 'rest',
      title: 'Rest Complete',
      body: 'Set 3 of 4 · Squat · 100 kg × 5',
      url: '/workouts/start/w%201',
      tag: 'rest',
    });
  });

  it('takes bounded parts and refuses the rest', () => {
    const input = { endsAt: 1_800_000_000_000, workoutId: 'w1', next: squat };
    expect(
      scheduleRestAlertInputSchema.parse({ ...input, next: { ...squat, exerciseName: ' Squat ' } }).next
        ?.exerciseName,
    ).toBe('Squat');
    expect(scheduleRestAlertInputSchema.safeParse({ ...input, endsAt: 1.5 }).error?.issues[0]?.message).toBe(
      PUSH_MESSAGES.invalidRestEnd,
    );
    expect(
      scheduleRestAlertInputSchema.safeParse({ ...input, next: { ...squat, setNumber: 101 } }).success,
    ).toBe(false);
    expect(
      scheduleRestAlertInputSchema.safeParse({ ...input, next: { ...squat, exerciseName: 'x'.repeat(121) } })
        .success,
    ).toBe(false);
    expect(scheduleRestAlertInputSchema.safeParse({ ...input, next: { ...squat, unit: 'st' } }).success).toBe(
      false,
    );
  });

  it('is scheduled at most 15 minutes ahead and at most 30 s late', () => {
    const now = 1_800_000_000_000;
    expect(isRestEndInBounds(now + REST_ALERT_MAX_AHEAD_MS, now)).toBe(true);
    expect(isRestEndInBounds(now + REST_ALERT_MAX_AHEAD_MS + 1, now)).toBe(false);
    expect(isRestEndInBounds(now - 30_000, now)).toBe(true);
    expect(isRestEndInBounds(now - 30_001, now)).toBe(false);
  });
});

describe('the rest alert a live session wants', () => {
  const exercises = [
    { id: 'a', name: 'Squat', sets: 2, reps: '5', weight: '100 kg', restSeconds: 120 },
    { id: 'b', name: 'Row', sets: 1, reps: '8' },
  ];
  const started = sessionReducer(initialSessionState(exercises), { type: 'start', at: 0 });
  const resting = sessionReducer(started, {
    type: 'completeSet',
    at: 1_000,
    exerciseIndex: 0,
    setNumber: 1,
    actualReps: '5',
  });

  it("is the rest's end with the set after it", () => {
    expect(restAlertOf(resting, 'kg')).toEqual({
      endsAt: 121_000,
      next: { setNumber: 2, setCount: 2, exerciseName: 'Squat', reps: '5', weight: '100 kg', unit: 'kg' },
    });
  });

  it('moves with ±15 s, and is gone on Skip, Pause and Finish; a resume brings it back, later', () => {
    expect(
      restAlertOf(sessionReducer(resting, { type: 'adjustRest', at: 2_000, seconds: 15 }), 'kg')?.endsAt,
    ).toBe(136_000);
    expect(restAlertOf(sessionReducer(resting, { type: 'skipRest', at: 2_000 }), 'kg')).toBeNull();
    const paused = sessionReducer(resting, { type: 'togglePause', at: 2_000 });
    expect(restAlertOf(paused, 'kg')).toBeNull();
    expect(restAlertOf(sessionReducer(paused, { type: 'togglePause', at: 12_000 }), 'kg')?.endsAt).toBe(
      131_000,
    );
    expect(restAlertOf(sessionReducer(resting, { type: 'finish', at: 2_000 }), 'kg')).toBeNull();
  });

  it('names the next exercise after its last set, and is none once every set is done', () => {
    const second = sessionReducer(resting, {
      type: 'completeSet',
      at: 200_000,
      exerciseIndex: 0,
      setNumber: 2,
      actualReps: '5',
    });
    expect(restAlertOf(second, 'lb')?.next).toEqual({
      setNumber: 1,
      setCount: 1,
      exerciseName: 'Row',
      reps: '8',
      unit: 'lb',
    });
    const last = sessionReducer(second, {
      type: 'completeSet',
      at: 400_000,
      exerciseIndex: 1,
      setNumber: 1,
      actualReps: '8',
    });
    expect(restAlertOf(last, 'lb')).toBeNull();
  });
});

describe('the rest alert of a superset', () => {
  const pair = [
    { id: 'p', name: 'Pull-Up', sets: 2, reps: '8', superset: 'A', restSeconds: 60 },
    { id: 'd', name: 'Dip', sets: 2, reps: '10', superset: 'A', restSeconds: 90 },
  ];
  const done = (exerciseIndex: number, setNumber: number, at: number) => ({
    type: 'completeSet' as const,
    at,
    exerciseIndex,
    setNumber,
    actualReps: '8',
  });
  const started = sessionReducer(initialSessionState(pair), { type: 'start', at: 0 });

  it("is none between the pair's sets, then the round's rest with the first member's next set", () => {
    const afterPull = sessionReducer(started, done(0, 1, 1_000));
    expect(restAlertOf(afterPull, 'kg')).toBeNull();
    const afterDip = sessionReducer(afterPull, done(1, 1, 2_000));
    expect(restAlertOf(afterDip, 'kg')).toEqual({
      endsAt: 92_000,
      next: { setNumber: 2, setCount: 2, exerciseName: 'Pull-Up', reps: '8', unit: 'kg' },
    });
  });
});
