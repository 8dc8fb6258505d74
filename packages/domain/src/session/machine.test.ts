import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completedWorkoutInputSchema } from '../workouts/completed-schema.ts';
import { completedWorkoutFromSession, sessionProgressPercent } from './completion.ts';
import { REST_SECONDS } from './limits.ts';
import {
  canCompleteSet,
  completedSetCount,
  formatClock,
  initialSessionState,
  isEverySetDone,
  plannedSetCount,
  type SessionEvent,
  type SessionState,
  sessionReducer,
} from './machine.ts';

const exercises = [
  { id: 'e1', name: 'Squat', sets: 2, reps: '8-10', weight: '135' },
  { id: 'e2', name: 'Row', sets: 1, reps: '12' },
];

function run(state: SessionState, events: SessionEvent[]): SessionState {
  return events.reduce(sessionReducer, state);
}
const tick: SessionEvent = { type: 'tick' };
const set = (exerciseIndex: number, setNumber: number): SessionEvent => ({
  type: 'completeSet',
  exerciseIndex,
  setNumber,
  actualWeight: 135,
  actualReps: '10',
});

describe('live session state machine (spec §4)', () => {
  it('starts not started; ticks do nothing until Start', () => {
    const state = run(initialSessionState(exercises), [tick, tick]);
    expect(state.phase).toBe('not-started');
    expect(state.elapsedSeconds).toBe(0);
  });
  it('started: the timer ticks each second', () => {
    const state = run(initialSessionState(exercises), [{ type: 'start' }, tick, tick, tick]);
    expect(state.phase).toBe('started');
    expect(state.elapsedSeconds).toBe(3);
  });
  it('pause/resume toggles the timer', () => {
    const paused = run(initialSessionState(exercises), [
      { type: 'start' },
      tick,
      { type: 'togglePause' },
      tick,
      tick,
    ]);
    expect(paused.phase).toBe('paused');
    expect(paused.elapsedSeconds).toBe(1);
    const resumed = run(paused, [{ type: 'togglePause' }, tick]);
    expect(resumed.phase).toBe('started');
    expect(resumed.elapsedSeconds).toBe(2);
    expect(sessionReducer(initialSessionState(exercises), { type: 'togglePause' }).phase).toBe('not-started');
  });
  it('complete-set only for the current set while started and not paused', () => {
    const fresh = initialSessionState(exercises);
    expect(canCompleteSet(fresh, 0, 1)).toBe(false);
    expect(sessionReducer(fresh, set(0, 1))).toBe(fresh);
    const started = sessionReducer(fresh, { type: 'start' });
    expect(canCompleteSet(started, 0, 2)).toBe(false);
    expect(canCompleteSet(started, 1, 1)).toBe(false);
    expect(sessionReducer(started, set(0, 2))).toBe(started);
    const paused = sessionReducer(started, { type: 'togglePause' });
    expect(sessionReducer(paused, set(0, 1))).toBe(paused);
  });
  it("completing a set advances the current set and starts the 90 s rest with 'Set Complete!'", () => {
    const state = run(initialSessionState(exercises), [{ type: 'start' }, set(0, 1)]);
    expect(state.current).toEqual({ exerciseIndex: 0, setNumber: 2 });
    expect(state.restActive).toBe(true);
    expect(state.restRemainingSeconds).toBe(90);
    expect(state.notices).toEqual(['Set Complete!']);
    expect(state.completedSets[0]).toEqual([
      { setNumber: 1, actualWeight: 135, actualReps: '10', completed: true, notes: '' },
    ]);
    const next = run(state, [set(0, 2)]);
    expect(next.current).toEqual({ exerciseIndex: 1, setNumber: 1 });
  });
  it("rest reaching zero after 90 ticks stops and raises 'Rest Complete'", () => {
    let state = run(initialSessionState(exercises), [{ type: 'start' }, set(0, 1)]);
    state = run(
      state,
      Array.from({ length: 89 }, () => tick),
    );
    expect(state.restRemainingSeconds).toBe(1);
    expect(state.notices).toEqual([]);
    state = sessionReducer(state, tick);
    expect(state.restActive).toBe(false);
    expect(state.restRemainingSeconds).toBe(0);
    expect(state.notices).toEqual(['Rest Complete']);
    expect(sessionReducer(state, tick).notices).toEqual([]);
  });
  it('the rest countdown freezes while paused', () => {
    const state = run(initialSessionState(exercises), [
      { type: 'start' },
      set(0, 1),
      { type: 'togglePause' },
      tick,
    ]);
    expect(state.restRemainingSeconds).toBe(90);
  });
  it('finish from started or paused; not before start; every set done is detectable', () => {
    expect(sessionReducer(initialSessionState(exercises), { type: 'finish' }).phase).toBe('not-started');
    const done = run(initialSessionState(exercises), [{ type: 'start' }, set(0, 1), set(0, 2), set(1, 1)]);
    expect(isEverySetDone(done)).toBe(true);
    expect(completedSetCount(sessionReducer(done, set(2, 1)))).toBe(3);
    const finished = run(done, [{ type: 'togglePause' }, { type: 'finish' }]);
    expect(finished.phase).toBe('finished');
    expect(finished.restActive).toBe(false);
    expect(run(finished, [{ type: 'start' }, tick, { type: 'finish' }]).elapsedSeconds).toBe(
      finished.elapsedSeconds,
    );
  });
  it('skips exercises planned with no sets', () => {
    const state = initialSessionState([{ id: 'z', name: 'Zero', sets: 0, reps: '5' }, ...exercises]);
    expect(state.current).toEqual({ exerciseIndex: 1, setNumber: 1 });
  });
  it('progress percent = completed sets over planned sets (spec §4)', () => {
    const state = run(initialSessionState(exercises), [{ type: 'start' }, set(0, 1)]);
    expect(plannedSetCount(state)).toBe(3);
    expect(completedSetCount(state)).toBe(1);
    expect(sessionProgressPercent(state)).toBeCloseTo(33.33, 1);
  });
  it('produces the completed-workout record (spec §3)', () => {
    const state = run(initialSessionState(exercises), [
      { type: 'start' },
      tick,
      tick,
      set(0, 1),
      { type: 'finish' },
    ]);
    const record = completedWorkoutFromSession(state, { id: 'w1', name: 'Legs' }, '2024-06-05T12:00:00Z');
    expect(record).toEqual({
      name: 'Legs',
      date: '2024-06-05T12:00:00.000Z',
      originalWorkoutId: 'w1',
      actualExercises: [
        {
          id: 'e1',
          name: 'Squat',
          plannedSets: 2,
          plannedReps: '8-10',
          plannedWeight: '135',
          actualSets: [{ setNumber: 1, actualWeight: 135, actualReps: '10', completed: true, notes: '' }],
          notes: '',
        },
        {
          id: 'e2',
          name: 'Row',
          plannedSets: 1,
          plannedReps: '12',
          plannedWeight: '',
          actualSets: [],
          notes: '',
        },
      ],
      duration: 2,
      notes: '',
    });
    expect(completedWorkoutInputSchema.safeParse(record).success).toBe(true);
    expect(completedWorkoutFromSession(state, { id: 'w1', name: 'L', notes: 'n' }, new Date(0)).notes).toBe(
      'n',
    );
  });
  it('formats the timers', () => {
    expect(formatClock(90)).toBe('1:30');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(-3)).toBe('0:00');
  });
  it('property: the session never completes a set out of order', () => {
    const event = fc.oneof(
      fc.constant<SessionEvent>({ type: 'start' }),
      fc.constant<SessionEvent>({ type: 'tick' }),
      fc.constant<SessionEvent>({ type: 'togglePause' }),
      fc.constant<SessionEvent>({ type: 'finish' }),
      fc
        .record({ exerciseIndex: fc.integer({ min: -1, max: 3 }), setNumber: fc.integer({ min: 0, max: 4 }) })
        .map((target): SessionEvent => ({ type: 'completeSet', ...target, actualReps: '5' })),
    );
    const plan = fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(plan, fc.array(event, { maxLength: 80 }), (setsPerExercise, events) => {
        const planned = setsPerExercise.map((sets, i) => ({ id: `e${i}`, name: `E${i}`, sets, reps: '5' }));
        const final = events.reduce(sessionReducer, initialSessionState(planned));
        const completedOrder = final.completedSets.flatMap((sets, exerciseIndex) =>
          sets.map((s) => ({ exerciseIndex, setNumber: s.setNumber })),
        );
        const expectedOrder = planned
          .flatMap((p, exerciseIndex) =>
            Array.from({ length: p.sets }, (_, i) => ({ exerciseIndex, setNumber: i + 1 })),
          )
          .slice(0, completedOrder.length);
        expect(completedOrder).toEqual(expectedOrder);
        expect(completedSetCount(final)).toBeLessThanOrEqual(plannedSetCount(final));
        expect(sessionProgressPercent(final)).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('session numbers (spec §9)', () => {
  it('the rest timer is 90 s', () => {
    expect(REST_SECONDS).toBe(90);
  });
});
