import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants/limits.ts';
import { completedWorkoutInputSchema } from '../workouts/completed-schema.ts';
import { REST_SECONDS } from '../workouts/limits.ts';
import { exerciseSchema } from '../workouts/schema.ts';
import { completedWorkoutFromSession, sessionProgressPercent } from './completion.ts';
import { REST_ADJUST_SECONDS } from './limits.ts';
import {
  canCompleteSet,
  completedSetCount,
  elapsedSeconds,
  formatClock,
  initialSessionState,
  isEverySetDone,
  isResting,
  plannedSetCount,
  restDueAt,
  restRemainingSeconds,
  type SessionEvent,
  type SessionState,
  sessionReducer,
} from './machine.ts';
import { parseSessionState } from './schema.ts';
import { warmUpExerciseIndex } from './warm-ups.ts';

const exercises = [
  { id: 'e1', name: 'Squat', sets: 2, reps: '8-10', weight: '135' },
  { id: 'e2', name: 'Row', sets: 1, reps: '12' },
];
const T0 = Date.UTC(2024, 5, 5, 12, 0, 0);
const s = (seconds: number) => T0 + seconds * 1000;

function run(state: SessionState, events: SessionEvent[]): SessionState {
  return events.reduce(sessionReducer, state);
}
const start = (at = s(0)): SessionEvent => ({ type: 'start', at });
const tick = (at: number): SessionEvent => ({ type: 'tick', at });
const pause = (at: number): SessionEvent => ({ type: 'togglePause', at });
const set = (exerciseIndex: number, setNumber: number, at: number): SessionEvent => ({
  type: 'completeSet',
  at,
  exerciseIndex,
  setNumber,
  actualWeight: 135,
  actualReps: '10',
});

describe('live session state machine (spec §4), timed by timestamps', () => {
  it('not started: no time passes until Start', () => {
    const state = run(initialSessionState(exercises), [tick(s(5))]);
    expect(state.phase).toBe('not-started');
    expect(elapsedSeconds(state, s(60))).toBe(0);
  });
  it('started: elapsed time is now minus the start, however rarely the screen asks', () => {
    const state = run(initialSessionState(exercises), [start()]);
    expect(state.phase).toBe('started');
    expect(elapsedSeconds(state, s(0.999))).toBe(0);
    expect(elapsedSeconds(state, s(3))).toBe(3);
    // A phone asleep for an hour: no ticks came, the hour still counts.
    expect(elapsedSeconds(state, s(3600 + 5))).toBe(3605);
  });
  it('start twice keeps the first start', () => {
    const state = run(initialSessionState(exercises), [start(s(0)), start(s(10))]);
    expect(state.startedAt).toBe(s(0));
  });
  it('pause freezes the timer and resume continues it without the paused time', () => {
    const paused = run(initialSessionState(exercises), [start(), pause(s(10))]);
    expect(paused.phase).toBe('paused');
    expect(elapsedSeconds(paused, s(500))).toBe(10);
    const resumed = run(paused, [pause(s(70))]);
    expect(resumed.phase).toBe('started');
    expect(elapsedSeconds(resumed, s(75))).toBe(15);
    expect(sessionReducer(initialSessionState(exercises), pause(s(1))).phase).toBe('not-started');
  });
  it('complete-set only for the current set while started and not paused', () => {
    const fresh = initialSessionState(exercises);
    expect(canCompleteSet(fresh, 0, 1)).toBe(false);
    expect(sessionReducer(fresh, set(0, 1, s(1)))).toBe(fresh);
    const started = sessionReducer(fresh, start());
    expect(canCompleteSet(started, 0, 2)).toBe(false);
    expect(canCompleteSet(started, 1, 1)).toBe(false);
    expect(sessionReducer(started, set(0, 2, s(1)))).toBe(started);
    const paused = sessionReducer(started, pause(s(2)));
    expect(sessionReducer(paused, set(0, 1, s(3)))).toBe(paused);
  });
  it("completing a set advances the current set and starts the 90 s rest with 'Set Complete!'", () => {
    const state = run(initialSessionState(exercises), [start(), set(0, 1, s(30))]);
    expect(state.current).toEqual({ exerciseIndex: 0, setNumber: 2 });
    expect(isResting(state)).toBe(true);
    expect(restRemainingSeconds(state, s(30))).toBe(90);
    expect(restRemainingSeconds(state, s(30.5))).toBe(90);
    expect(restRemainingSeconds(state, s(31))).toBe(89);
    expect(restDueAt(state)).toBe(s(120));
    expect(state.notices).toEqual(['Set Complete!']);
    expect(state.completedSets[0]).toEqual([
      { setNumber: 1, actualWeight: 135, actualReps: '10', completed: true, notes: '' },
    ]);
    const next = run(state, [set(0, 2, s(60))]);
    expect(next.current).toEqual({ exerciseIndex: 1, setNumber: 1 });
    expect(restRemainingSeconds(next, s(60))).toBe(90);
  });
  it("the rest reaching zero stops it and raises 'Rest Complete' once", () => {
    const resting = run(initialSessionState(exercises), [start(), set(0, 1, s(0))]);
    const early = sessionReducer(resting, tick(s(89.5)));
    expect(restRemainingSeconds(early, s(89.5))).toBe(1);
    expect(early.notices).toEqual([]);
    expect(isResting(early)).toBe(true);
    const due = sessionReducer(early, tick(s(90)));
    expect(isResting(due)).toBe(false);
    expect(restRemainingSeconds(due, s(90))).toBe(0);
    expect(restDueAt(due)).toBeNull();
    expect(due.notices).toEqual(['Rest Complete']);
    expect(sessionReducer(due, tick(s(91))).notices).toEqual([]);
  });
  it('a rest that ended while the phone slept ends before the next event', () => {
    const resting = run(initialSessionState(exercises), [start(), set(0, 1, s(0))]);
    expect(restRemainingSeconds(resting, s(600))).toBe(0);
    const next = sessionReducer(resting, set(0, 2, s(600)));
    expect(next.notices).toEqual(['Rest Complete', 'Set Complete!']);
    expect(restRemainingSeconds(next, s(600))).toBe(90);
  });
  it('the rest countdown freezes while paused and ends as much later as the pause lasted', () => {
    const paused = run(initialSessionState(exercises), [start(), set(0, 1, s(0)), pause(s(30))]);
    expect(restRemainingSeconds(paused, s(500))).toBe(60);
    expect(restDueAt(paused)).toBeNull();
    expect(sessionReducer(paused, tick(s(500))).notices).toEqual([]);
    const resumed = sessionReducer(paused, pause(s(100)));
    expect(restRemainingSeconds(resumed, s(100))).toBe(60);
    expect(restDueAt(resumed)).toBe(s(160));
  });
  it('-15 s / +15 s move the rest, never below zero; reaching zero completes it', () => {
    const resting = run(initialSessionState(exercises), [start(), set(0, 1, s(0))]);
    const more = sessionReducer(resting, { type: 'adjustRest', at: s(10), seconds: REST_ADJUST_SECONDS });
    expect(restRemainingSeconds(more, s(10))).toBe(95);
    const less = sessionReducer(more, { type: 'adjustRest', at: s(10), seconds: -REST_ADJUST_SECONDS });
    expect(restRemainingSeconds(less, s(10))).toBe(80);
    const late = sessionReducer(resting, { type: 'adjustRest', at: s(80), seconds: -REST_ADJUST_SECONDS });
    expect(restRemainingSeconds(late, s(80))).toBe(0);
    expect(isResting(late)).toBe(false);
    expect(late.notices).toEqual(['Rest Complete']);
    const none = run(initialSessionState(exercises), [start()]);
    expect(sessionReducer(none, { type: 'adjustRest', at: s(1), seconds: 15 })).toBe(none);
  });
  it('the rest can be adjusted while paused, counting from the pause', () => {
    const paused = run(initialSessionState(exercises), [start(), set(0, 1, s(0)), pause(s(30))]);
    const more = sessionReducer(paused, { type: 'adjustRest', at: s(300), seconds: 15 });
    expect(restRemainingSeconds(more, s(400))).toBe(75);
    expect(more.notices).toEqual([]);
  });
  it('skip ends the rest without a notice', () => {
    const resting = run(initialSessionState(exercises), [start(), set(0, 1, s(0))]);
    const skipped = sessionReducer(resting, { type: 'skipRest', at: s(5) });
    expect(isResting(skipped)).toBe(false);
    expect(skipped.notices).toEqual([]);
    expect(sessionReducer(skipped, { type: 'skipRest', at: s(6) })).toBe(skipped);
  });
  it('finish from started or paused, not before start; the clocks stop at the finish', () => {
    expect(sessionReducer(initialSessionState(exercises), { type: 'finish', at: s(1) }).phase).toBe(
      'not-started',
    );
    const done = run(initialSessionState(exercises), [
      start(),
      set(0, 1, s(1)),
      set(0, 2, s(2)),
      set(1, 1, s(3)),
    ]);
    expect(isEverySetDone(done)).toBe(true);
    expect(completedSetCount(sessionReducer(done, set(2, 1, s(4))))).toBe(3);
    const finished = run(done, [pause(s(10)), { type: 'finish', at: s(40) }]);
    expect(finished.phase).toBe('finished');
    expect(isResting(finished)).toBe(false);
    expect(elapsedSeconds(finished, s(9999))).toBe(10);
    const again = run(finished, [start(s(50)), pause(s(60)), { type: 'skipRest', at: s(61) }]);
    expect(again).toBe(finished);
    expect(sessionReducer(finished, { type: 'adjustRest', at: s(70), seconds: 15 })).toBe(finished);
    const direct = run(done, [{ type: 'finish', at: s(20) }]);
    expect(elapsedSeconds(direct, s(9999))).toBe(20);
  });
  it('skips exercises planned with no sets', () => {
    const state = initialSessionState([{ id: 'z', name: 'Zero', sets: 0, reps: '5' }, ...exercises]);
    expect(state.current).toEqual({ exerciseIndex: 1, setNumber: 1 });
  });
  it('progress percent = completed sets over planned sets (spec §4)', () => {
    const state = run(initialSessionState(exercises), [start(), set(0, 1, s(1))]);
    expect(plannedSetCount(state)).toBe(3);
    expect(completedSetCount(state)).toBe(1);
    expect(sessionProgressPercent(state)).toBeCloseTo(33.33, 1);
  });
  it('produces the completed-workout record (spec §3): duration in seconds elapsed at the finish', () => {
    const state = run(initialSessionState(exercises), [
      start(),
      pause(s(60)),
      pause(s(90)),
      set(0, 1, s(100)),
    ]);
    const record = completedWorkoutFromSession(state, { id: 'w1', name: 'Legs' }, s(125));
    expect(record).toEqual({
      name: 'Legs',
      date: '2024-06-05T12:02:05.000Z',
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
      duration: 95,
      notes: '',
    });
    expect(completedWorkoutInputSchema.safeParse(record).success).toBe(true);
    expect(
      completedWorkoutFromSession(state, { id: 'w1', name: 'L', notes: 'n' }, new Date(s(1))).notes,
    ).toBe('n');
    const running = run(initialSessionState(exercises), [start()]);
    expect(
      completedWorkoutFromSession(running, { id: 'w1', name: 'L' }, '2024-06-05T12:00:10Z').duration,
    ).toBe(10);
  });
  it('a session left open for weeks still saves, with the duration bounded', () => {
    const state = run(initialSessionState(exercises), [start()]);
    const record = completedWorkoutFromSession(state, { id: 'w1', name: 'L' }, s(30 * 24 * 3600));
    expect(record.duration).toBe(LIMITS.durationSeconds);
    expect(completedWorkoutInputSchema.safeParse(record).success).toBe(true);
  });
  it('formats the timers as mm:ss, and h:mm:ss from an hour', () => {
    expect(formatClock(90)).toBe('01:30');
    expect(formatClock(5)).toBe('00:05');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(-3)).toBe('00:00');
  });
});

describe('the stored session (kept in the browser across reloads)', () => {
  it('reads back what was stored, without the notices', () => {
    const state = run(initialSessionState(exercises), [start(), set(0, 1, s(5)), pause(s(20))]);
    const restored = parseSessionState(JSON.parse(JSON.stringify(state)));
    expect(restored).toEqual({ ...state, notices: [] });
    expect(restRemainingSeconds(restored as SessionState, s(999))).toBe(75);
  });
  it('refuses what is not a session', () => {
    const state = run(initialSessionState(exercises), [start()]);
    expect(parseSessionState(null)).toBeNull();
    expect(parseSessionState('x')).toBeNull();
    expect(parseSessionState({ ...state, phase: 'flying' })).toBeNull();
    expect(parseSessionState({ ...state, completedSets: [] })).toBeNull();
    expect(parseSessionState({ ...state, current: { exerciseIndex: 5, setNumber: 1 } })).toBeNull();
    expect(parseSessionState({ ...state, startedAt: null })).toBeNull();
    expect(parseSessionState({ ...state, phase: 'paused' })).toBeNull();
  });
});

const eventAfter = fc.oneof(
  fc.constant((at: number): SessionEvent => ({ type: 'start', at })),
  fc.constant((at: number): SessionEvent => ({ type: 'tick', at })),
  fc.constant((at: number): SessionEvent => ({ type: 'togglePause', at })),
  fc.constant((at: number): SessionEvent => ({ type: 'finish', at })),
  fc.constant((at: number): SessionEvent => ({ type: 'skipRest', at })),
  fc.integer({ min: -3, max: 3 }).map(
    (steps) =>
      (at: number): SessionEvent => ({ type: 'adjustRest', at, seconds: steps * 15 }),
  ),
  fc
    .record({ exerciseIndex: fc.integer({ min: -1, max: 3 }), setNumber: fc.integer({ min: 0, max: 4 }) })
    .map(
      (target) =>
        (at: number): SessionEvent => ({ type: 'completeSet', at, ...target, actualReps: '5' }),
    ),
);
/** Events at increasing instants, 0..200 s apart. */
const timeline = fc
  .array(fc.tuple(eventAfter, fc.integer({ min: 0, max: 200_000 })), { maxLength: 60 })
  .map((steps) => {
    let at = T0;
    return steps.map(([make, gap]) => {
      at += gap;
      return make(at);
    });
  });
const plan = fc
  .array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 3 })
  .map((setsPerExercise) =>
    setsPerExercise.map((sets, i) => ({ id: `e${i}`, name: `E${i}`, sets, reps: '5' })),
  );

/** Running time computed independently: the sum of the intervals between start/resume and pause/finish. */
function runningMs(events: readonly SessionEvent[], now: number): number {
  let phase: 'not-started' | 'started' | 'paused' | 'finished' = 'not-started';
  let since = 0;
  let total = 0;
  for (const event of events) {
    if (event.type === 'start' && phase === 'not-started') [phase, since] = ['started', event.at];
    else if (event.type === 'togglePause' && phase === 'started')
      [phase, total] = ['paused', total + event.at - since];
    else if (event.type === 'togglePause' && phase === 'paused') [phase, since] = ['started', event.at];
    else if (event.type === 'finish' && (phase === 'started' || phase === 'paused')) {
      if (phase === 'started') total += event.at - since;
      phase = 'finished';
    }
  }
  return phase === 'started' ? total + now - since : total;
}

describe('session properties', () => {
  it('never completes a set out of order; progress stays within 100 %', () => {
    fc.assert(
      fc.property(plan, timeline, (planned, events) => {
        const final = events.reduce(sessionReducer, initialSessionState(planned));
        const completedOrder = final.completedSets.flatMap((sets, exerciseIndex) =>
          sets.map((done) => ({ exerciseIndex, setNumber: done.setNumber })),
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
  it('elapsed time is exactly the time spent started, whatever the events', () => {
    fc.assert(
      fc.property(plan, timeline, fc.integer({ min: 0, max: 100_000 }), (planned, events, later) => {
        const final = events.reduce(sessionReducer, initialSessionState(planned));
        const now = (events.at(-1)?.at ?? T0) + later;
        expect(elapsedSeconds(final, now)).toBe(Math.floor(runningMs(events, now) / 1000));
      }),
    );
  });
  it('rest remaining is never negative, never above 90 s plus the +15 s presses, and never grows while running', () => {
    fc.assert(
      fc.property(plan, timeline, fc.integer({ min: 0, max: 200_000 }), (planned, events, later) => {
        const final = events.reduce(sessionReducer, initialSessionState(planned));
        const now = (events.at(-1)?.at ?? T0) + later;
        const added = events.filter((e) => e.type === 'adjustRest' && e.seconds > 0).length * 45;
        const remaining = restRemainingSeconds(final, now);
        expect(remaining).toBeGreaterThanOrEqual(0);
        expect(remaining).toBeLessThanOrEqual(REST_SECONDS + added);
        if (final.phase === 'started')
          expect(restRemainingSeconds(final, now + 1000)).toBeLessThanOrEqual(remaining);
      }),
    );
  });
  it('a stored session reads back to the same state', () => {
    fc.assert(
      fc.property(plan, timeline, (planned, events) => {
        const final = events.reduce(sessionReducer, initialSessionState(planned));
        expect(parseSessionState(JSON.parse(JSON.stringify(final)))).toEqual({ ...final, notices: [] });
      }),
    );
  });
});

describe('session numbers (spec §9)', () => {
  it('the rest timer is 90 s; one adjustment is 15 s', () => {
    expect(REST_SECONDS).toBe(90);
    expect(REST_ADJUST_SECONDS).toBe(15);
  });
});

describe('rest per exercise', () => {
  const planned = [
    { id: 'e1', name: 'Squat', sets: 2, reps: '5', weight: '100 kg', restSeconds: 180 },
    { id: 'e2', name: 'Curl', sets: 2, reps: '12', notes: 'Slow. Rest 45 s between sets.' },
    { id: 'e3', name: 'Row', sets: 2, reps: '10' },
  ];

  it("rests as long as the exercise just done says: its own rest, its notes' rest, else 90 s", () => {
    const initial = initialSessionState(planned);
    const afterSquat = run(initial, [start(), set(0, 1, s(10))]);
    expect(restRemainingSeconds(afterSquat, s(10))).toBe(180);
    const afterCurl = run(afterSquat, [set(0, 2, s(200)), set(1, 1, s(400))]);
    expect(restRemainingSeconds(afterCurl, s(400))).toBe(45);
    const afterRow = run(afterCurl, [set(1, 2, s(500)), set(2, 1, s(600))]);
    expect(restRemainingSeconds(afterRow, s(600))).toBe(REST_SECONDS);
  });

  it('keeps each exercise rest through a reload (the stored session is read back)', () => {
    const stored = run(initialSessionState(planned), [start()]);
    const restored = parseSessionState(JSON.parse(JSON.stringify(stored)));
    expect(restored?.exercises[0]?.restSeconds).toBe(180);
  });

  it('is bounded by the schema: 0 to 10 minutes, whole seconds', () => {
    const exercise = { id: 'e1', name: 'Squat', sets: 1, reps: '5' };
    expect(exerciseSchema.safeParse({ ...exercise, restSeconds: 120 }).success).toBe(true);
    expect(exerciseSchema.safeParse({ ...exercise, restSeconds: 601 }).success).toBe(false);
    expect(exerciseSchema.safeParse({ ...exercise, restSeconds: 1.5 }).success).toBe(false);
  });
});

describe('effort per set', () => {
  it('keeps the RPE and unit given with a set into the saved completion, and none when not given', () => {
    const state = run(initialSessionState(exercises), [
      start(),
      {
        type: 'completeSet',
        at: s(10),
        exerciseIndex: 0,
        setNumber: 1,
        actualWeight: 100,
        weightUnit: 'kg',
        actualReps: '5',
        rpe: 8.5,
      },
      set(0, 2, s(200)),
    ]);
    const [first, second] = state.completedSets[0] ?? [];
    expect(first).toMatchObject({ actualWeight: 100, weightUnit: 'kg', rpe: 8.5 });
    expect(second && 'rpe' in second).toBe(false);
    const completion = completedWorkoutFromSession(state, { id: 'w1', name: 'Legs' }, s(300));
    expect(completedWorkoutInputSchema.safeParse(completion).success).toBe(true);
  });
});

describe('warm-up sets', () => {
  const warmUp = (step: number, weight: number, reps: number) => ({
    step,
    weight,
    weightUnit: 'kg' as const,
    reps,
  });
  const toggle = (step: number, weight: number, reps: number, at = s(5)): SessionEvent => ({
    type: 'toggleWarmUp',
    at,
    exerciseIndex: 0,
    warmUp: warmUp(step, weight, reps),
  });

  it('ticks warm-ups off in ramp order (before Start too), unticks one, and counts none as a set', () => {
    const state = run(initialSessionState(exercises), [
      toggle(1, 40, 5),
      toggle(0, 20, 10),
      toggle(2, 60, 3),
    ]);
    expect(state.warmUps?.[0]?.map((done) => done.step)).toEqual([0, 1, 2]);
    expect(completedSetCount(state)).toBe(0);
    const untick = run(state, [toggle(1, 40, 5)]);
    expect(untick.warmUps?.[0]?.map((done) => done.step)).toEqual([0, 2]);
  });

  it('saves them apart from the work sets, and keeps them through a reload', () => {
    const state = run(initialSessionState(exercises), [toggle(0, 20, 10), start(), set(0, 1, s(10))]);
    const restored = parseSessionState(JSON.parse(JSON.stringify(state)));
    expect(restored?.warmUps?.[0]).toEqual([warmUp(0, 20, 10)]);
    const completion = completedWorkoutFromSession(state, { id: 'w1', name: 'Legs' }, s(100));
    expect(completion.actualExercises[0]?.warmUpSets).toEqual([{ weight: 20, weightUnit: 'kg', reps: 10 }]);
    expect(completion.actualExercises[0]?.actualSets).toHaveLength(1);
    expect(completion.actualExercises[1] && 'warmUpSets' in completion.actualExercises[1]).toBe(false);
    expect(completedWorkoutInputSchema.safeParse(completion).success).toBe(true);
  });

  it('is offered on the first exercise heavier than an empty bar', () => {
    expect(warmUpExerciseIndex([{ weight: 'Bodyweight' }, { weight: '12 kg' }, { weight: '100 kg' }])).toBe(
      2,
    );
    expect(warmUpExerciseIndex([{ weight: '135' }])).toBe(0);
    expect(warmUpExerciseIndex([{}, { weight: '40 lbs' }])).toBe(-1);
  });
});

describe('supersets and circuits: a group alternates set by set and rests after each round', () => {
  const pair = [
    { id: 'p', name: 'Pull-Up', sets: 3, reps: '8', superset: 'A', restSeconds: 60 },
    { id: 'd', name: 'Dip', sets: 3, reps: '10', superset: 'A', restSeconds: 75 },
    { id: 'c', name: 'Curl', sets: 1, reps: '12' },
  ];
  const order = (state: SessionState, events: number): [number, number][] => {
    const done: [number, number][] = [];
    let at = s(1);
    let current = run(state, [start()]);
    for (let step = 0; step < events && !isEverySetDone(current); step += 1) {
      const { exerciseIndex, setNumber } = current.current;
      done.push([exerciseIndex, setNumber]);
      at += 1000;
      current = sessionReducer(current, set(exerciseIndex, setNumber, at));
    }
    return done;
  };

  it('goes A1, B1, A2, B2, A3, B3, then the exercise after the group', () => {
    expect(order(initialSessionState(pair), 20)).toEqual([
      [0, 1],
      [1, 1],
      [0, 2],
      [1, 2],
      [0, 3],
      [1, 3],
      [2, 1],
    ]);
  });

  it('starts no rest between the members of a round: the next member is current at once', () => {
    const afterA1 = run(initialSessionState(pair), [start(), set(0, 1, s(10))]);
    expect(afterA1.current).toEqual({ exerciseIndex: 1, setNumber: 1 });
    expect(isResting(afterA1)).toBe(false);
    expect(afterA1.notices).toEqual(['Set Complete!']);
    expect(canCompleteSet(afterA1, 1, 1)).toBe(true);
    expect(canCompleteSet(afterA1, 0, 2)).toBe(false);
  });

  it("rests after the round's last set, as long as that exercise says, and raises 'Rest Complete'", () => {
    const afterB1 = run(initialSessionState(pair), [start(), set(0, 1, s(10)), set(1, 1, s(40))]);
    expect(afterB1.current).toEqual({ exerciseIndex: 0, setNumber: 2 });
    expect(restRemainingSeconds(afterB1, s(40))).toBe(75);
    expect(restDueAt(afterB1)).toBe(s(115));
    const rested = run(afterB1, [tick(s(115))]);
    expect(rested.notices).toEqual(['Rest Complete']);
    expect(isResting(rested)).toBe(false);
  });

  it('ends a rest still running when the next round starts early, and rests after its last set again', () => {
    const state = run(initialSessionState(pair), [
      start(),
      set(0, 1, s(10)),
      set(1, 1, s(20)),
      set(0, 2, s(30)),
    ]);
    expect(isResting(state)).toBe(false);
    expect(state.current).toEqual({ exerciseIndex: 1, setNumber: 2 });
    expect(isResting(run(state, [set(1, 2, s(40))]))).toBe(true);
  });

  it('drops a member out once its sets are done, and rests after each of the others’ sets alone', () => {
    const circuit = [
      { id: 'a', name: 'Squat', sets: 3, reps: '5', superset: 'A' },
      { id: 'b', name: 'Press', sets: 1, reps: '5', superset: 'A' },
      { id: 'c', name: 'Row', sets: 2, reps: '8', superset: 'A' },
    ];
    expect(order(initialSessionState(circuit), 20)).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
      [0, 2],
      [2, 2],
      [0, 3],
    ]);
    const roundTwoStart = run(initialSessionState(circuit), [
      start(),
      set(0, 1, s(1)),
      set(1, 1, s(2)),
      set(2, 1, s(3)),
      set(0, 2, s(400)),
    ]);
    expect(isResting(roundTwoStart)).toBe(false);
    const soloRound = run(roundTwoStart, [set(2, 2, s(401)), set(0, 3, s(600))]);
    expect(isEverySetDone(soloRound)).toBe(true);
    // Round three holds the squat alone: a rest followed round two, and one follows the last set as before.
    expect(isResting(run(roundTwoStart, [set(2, 2, s(401))]))).toBe(true);
  });

  it('keeps two groups apart, and an exercise alone as before', () => {
    const two = [
      { id: 'a', name: 'A', sets: 2, reps: '5', superset: 'A' },
      { id: 'b', name: 'B', sets: 2, reps: '5', superset: 'A' },
      { id: 'c', name: 'C', sets: 2, reps: '5' },
      { id: 'd', name: 'D', sets: 1, reps: '5', superset: 'B' },
      { id: 'e', name: 'E', sets: 1, reps: '5', superset: 'B' },
    ];
    expect(order(initialSessionState(two), 20)).toEqual([
      [0, 1],
      [1, 1],
      [0, 2],
      [1, 2],
      [2, 1],
      [2, 2],
      [3, 1],
      [4, 1],
    ]);
  });

  it('keeps the grouping through a reload and into the saved completion', () => {
    const state = run(initialSessionState(pair), [start(), set(0, 1, s(10))]);
    const restored = parseSessionState(JSON.parse(JSON.stringify(state)));
    expect(restored?.exercises.map((exercise) => exercise.superset)).toEqual(['A', 'A', undefined]);
    expect(restored?.current).toEqual({ exerciseIndex: 1, setNumber: 1 });
    const completion = completedWorkoutFromSession(state, { id: 'w1', name: 'Upper' }, s(100));
    expect(completion.actualExercises.map((exercise) => exercise.superset)).toEqual(['A', 'A', undefined]);
    expect(completion.actualExercises[2] && 'superset' in completion.actualExercises[2]).toBe(false);
    expect(completedWorkoutInputSchema.safeParse(completion).success).toBe(true);
    expect(sessionProgressPercent(state)).toBeCloseTo(100 / 7);
  });

  it('property: whatever the grouping, every planned set is completed exactly once, in order within each exercise', () => {
    const plan = fc.array(
      fc.record({
        sets: fc.integer({ min: 0, max: 5 }),
        group: fc.option(fc.constantFrom('A', 'B'), { nil: undefined }),
      }),
      { minLength: 1, maxLength: 8 },
    );
    fc.assert(
      fc.property(plan, (rows) => {
        const planned = rows.map((row, index) => ({
          id: `e${index}`,
          name: `E${index}`,
          sets: row.sets,
          reps: '5',
          ...(row.group !== undefined && { superset: row.group }),
        }));
        const initial = initialSessionState(planned);
        const done = order(initial, 200);
        const final = done.reduce(
          (state, [exerciseIndex, setNumber], step) =>
            sessionReducer(state, set(exerciseIndex, setNumber, s(10 + step))),
          run(initial, [start()]),
        );
        expect(isEverySetDone(final)).toBe(true);
        expect(completedSetCount(final)).toBe(plannedSetCount(final));
        final.completedSets.forEach((sets, index) => {
          expect(sets.map((done) => done.setNumber)).toEqual(
            Array.from({ length: Math.max(0, planned[index]?.sets ?? 0) }, (_, n) => n + 1),
          );
        });
        if (plannedSetCount(final) > 0) expect(sessionProgressPercent(final)).toBe(100);
      }),
    );
  });
});
