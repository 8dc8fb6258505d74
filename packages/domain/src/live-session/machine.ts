import type { WeightUnit } from '../units/weight.ts';
import { type CompletedSet, MAX_WARM_UP_SETS, type WarmUpSet } from '../workouts/completed-schema.ts';
import { supersetBlockOf } from '../workouts/supersets.ts';
import { restSecondsOf } from './rest.ts';

/**
 * The live session (spec §4) as a pure reducer over timestamps. Every event carries the instant it happened
 * (`at`, epoch ms) and the state keeps instants, never counters: elapsed time and rest remaining are functions of
 * (state, now). A phone that sleeps, a tab in the background or a reload from storage therefore loses no time,
 * and the state is plain JSON. Events that are not allowed in the current state return the state unchanged, so a
 * double tap or a stale dialog cannot corrupt it.
 */
export type SessionPhase = 'not-started' | 'started' | 'paused' | 'finished';

export interface SessionExercise {
  id: string;
  name: string;
  sets: number;
  reps: string;
  weight?: string | undefined;
  /** Its rest after each set; none: what its notes state, else 90 s (restSecondsOf). */
  restSeconds?: number | undefined;
  notes?: string | undefined;
  /** The group it is done in turn with: adjacent exercises sharing the label alternate set by set. */
  superset?: string | undefined;
}

/** Where the athlete is: the next set to complete. exerciseIndex === exercises.length means every set is done. */
export interface SetPointer {
  exerciseIndex: number;
  setNumber: number;
}

export type SessionNotice = 'Rest Complete' | 'Set Complete!';

export interface SessionState {
  phase: SessionPhase;
  exercises: SessionExercise[];
  current: SetPointer;
  /** Completed sets per exercise, in the order of `exercises`. */
  completedSets: CompletedSet[][];
  /** When Start was pressed (epoch ms); null before. */
  startedAt: number | null;
  /** Time spent in pauses that have ended, in ms. */
  pausedMs: number;
  /** When the pause in progress began; null unless paused. */
  pausedAt: number | null;
  /** When the running rest reaches zero (shifted by pauses, moved by ±15 s); null when no rest runs. */
  restEndsAt: number | null;
  /** When the session was finished; null before. */
  finishedAt: number | null;
  /** Notices raised by the last event, for the screen to toast. */
  notices: SessionNotice[];
  /** Warm-up sets ticked off, per exercise index; absent in sessions stored before warm-ups. */
  warmUps?: Record<number, LoggedWarmUp[]>;
}

/** A warm-up set ticked off: its place in the ramp (`step`), and what was lifted. */
export interface LoggedWarmUp extends WarmUpSet {
  step: number;
}

export interface CompleteSetEvent {
  type: 'completeSet';
  at: number;
  exerciseIndex: number;
  setNumber: number;
  actualWeight?: number | undefined;
  /** The unit the weight was entered in; none means pounds. */
  weightUnit?: WeightUnit | undefined;
  actualReps: string;
  /** How hard it was, RPE 1 to 10; none when not said. */
  rpe?: number | undefined;
  notes?: string | undefined;
}

/**
 * 'tick' brings the state up to `at` (the rest reaching zero raises 'Rest Complete'); the screen sends one when the
 * rest is due, when it becomes visible again and after a restore. Nothing depends on how often it comes.
 */
export type SessionEvent =
  | { type: 'start'; at: number }
  | { type: 'tick'; at: number }
  | { type: 'togglePause'; at: number }
  | CompleteSetEvent
  | { type: 'adjustRest'; at: number; seconds: number }
  | { type: 'skipRest'; at: number }
  /** Ticks a warm-up set off, or back on when it was ticked: any time before the finish. */
  | { type: 'toggleWarmUp'; at: number; exerciseIndex: number; warmUp: LoggedWarmUp }
  | { type: 'finish'; at: number };

function firstPointer(exercises: readonly SessionExercise[], from: number): SetPointer {
  let index = from;
  while (index < exercises.length && (exercises[index]?.sets ?? 0) < 1) index += 1;
  return { exerciseIndex: index, setNumber: 1 };
}

export function initialSessionState(exercises: readonly SessionExercise[]): SessionState {
  return {
    phase: 'not-started',
    exercises: exercises.map((exercise) => ({ ...exercise })),
    current: firstPointer(exercises, 0),
    completedSets: exercises.map(() => []),
    startedAt: null,
    pausedMs: 0,
    pausedAt: null,
    restEndsAt: null,
    finishedAt: null,
    notices: [],
  };
}

/** The instant the clocks read at `now`: frozen at the pause's start while paused, at the finish once finished. */
function clockNow(state: SessionState, now: number): number {
  return state.finishedAt ?? state.pausedAt ?? now;
}

/** Milliseconds the session has run at `now`, pauses excluded. */
export function elapsedMs(state: SessionState, now: number): number {
  if (state.startedAt === null) return 0;
  return Math.max(0, clockNow(state, now) - state.startedAt - state.pausedMs);
}

/** Whole seconds elapsed, as the timer shows them and as the completed workout's duration records them. */
export function elapsedSeconds(state: SessionState, now: number): number {
  return Math.floor(elapsedMs(state, now) / 1000);
}

export function isResting(state: SessionState): boolean {
  return state.restEndsAt !== null;
}

/** Seconds of rest left at `now`, rounded up so the countdown shows 90 at its start and 0 only when it is over. */
export function restRemainingSeconds(state: SessionState, now: number): number {
  if (state.restEndsAt === null) return 0;
  return Math.max(0, Math.ceil((state.restEndsAt - clockNow(state, now)) / 1000));
}

/** When the running rest will reach zero if nothing else happens (for the screen's one timeout); null if never. */
export function restDueAt(state: SessionState): number | null {
  return state.phase === 'started' ? state.restEndsAt : null;
}

/** Spec §4: only the current set, only while started and not paused. */
export function canCompleteSet(state: SessionState, exerciseIndex: number, setNumber: number): boolean {
  return (
    state.phase === 'started' &&
    state.current.exerciseIndex === exerciseIndex &&
    state.current.setNumber === setNumber &&
    exerciseIndex < state.exercises.length
  );
}

/**
 * The set after the current one. An exercise alone: its next set, then the next exercise. In a group (a superset or
 * circuit): the next member's set of the same round, then the next round from the first member, a member whose
 * sets are all done dropping out; after the last round, the exercise after the group.
 */
function advance(state: SessionState): SetPointer {
  const { exerciseIndex, setNumber } = state.current;
  const { exercises } = state;
  const block = supersetBlockOf(exercises, exerciseIndex) ?? { start: exerciseIndex, end: exerciseIndex + 1 };
  const hasSet = (index: number, round: number) => (exercises[index]?.sets ?? 0) >= round;
  for (let index = exerciseIndex + 1; index < block.end; index += 1)
    if (hasSet(index, setNumber)) return { exerciseIndex: index, setNumber };
  for (let index = block.start; index < block.end; index += 1)
    if (hasSet(index, setNumber + 1)) return { exerciseIndex: index, setNumber: setNumber + 1 };
  return firstPointer(exercises, block.end);
}

/** Whether the set just done ends its round: the next set is not another member's set of the same round. */
function endsRound(state: SessionState, next: SetPointer): boolean {
  const { exerciseIndex, setNumber } = state.current;
  const block = supersetBlockOf(state.exercises, exerciseIndex);
  const sameRound = next.setNumber === setNumber && next.exerciseIndex !== exerciseIndex;
  return !(block && sameRound && next.exerciseIndex < block.end);
}

/** Spec §4: at zero the rest stops and 'Rest Complete' shows. Only a running clock reaches zero. */
function settle(state: SessionState, at: number): SessionState {
  if (state.phase !== 'started' || state.restEndsAt === null || at < state.restEndsAt) return state;
  return { ...state, restEndsAt: null, notices: [...state.notices, 'Rest Complete'] };
}

function completeSet(state: SessionState, event: CompleteSetEvent): SessionState {
  if (!canCompleteSet(state, event.exerciseIndex, event.setNumber)) return state;
  const set: CompletedSet = {
    setNumber: event.setNumber,
    actualWeight: event.actualWeight,
    ...(event.actualWeight !== undefined && event.weightUnit ? { weightUnit: event.weightUnit } : {}),
    actualReps: event.actualReps,
    ...(event.rpe !== undefined && { rpe: event.rpe }),
    completed: true,
    notes: event.notes ?? '',
  };
  const completedSets = state.completedSets.map((sets, index) =>
    index === event.exerciseIndex ? [...sets, set] : sets,
  );
  const current = advance(state);
  // In a group the rest waits for the round's last set: the next member's set is current at once.
  const rest = endsRound(state, current) ? restSecondsOf(state.exercises[event.exerciseIndex] ?? {}) : null;
  return {
    ...state,
    completedSets,
    current,
    restEndsAt: rest === null ? null : event.at + rest * 1000,
    notices: [...state.notices, 'Set Complete!'],
  };
}

function togglePause(state: SessionState, at: number): SessionState {
  if (state.phase === 'started') return { ...state, phase: 'paused', pausedAt: at };
  if (state.phase !== 'paused' || state.pausedAt === null) return state;
  // The rest countdown freezes with the timer: it ends as much later as the pause lasted.
  const paused = Math.max(0, at - state.pausedAt);
  return {
    ...state,
    phase: 'started',
    pausedAt: null,
    pausedMs: state.pausedMs + paused,
    restEndsAt: state.restEndsAt === null ? null : state.restEndsAt + paused,
  };
}

/** ±15 s (or any step): never below zero; reaching zero ends the rest as the countdown would. */
function adjustRest(state: SessionState, at: number, seconds: number): SessionState {
  if (state.restEndsAt === null || (state.phase !== 'started' && state.phase !== 'paused')) return state;
  const now = clockNow(state, at);
  const restEndsAt = Math.max(now, state.restEndsAt + seconds * 1000);
  return settle({ ...state, restEndsAt }, at);
}

function finish(state: SessionState, at: number): SessionState {
  if (state.phase !== 'started' && state.phase !== 'paused') return state;
  // A pause in progress ends at the finish, so its time is not counted.
  const running = state.phase === 'paused' ? togglePause(state, at) : state;
  return { ...running, phase: 'finished', restEndsAt: null, finishedAt: at };
}

function apply(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'start':
      return state.phase === 'not-started' ? { ...state, phase: 'started', startedAt: event.at } : state;
    case 'tick':
      return state;
    case 'togglePause':
      return togglePause(state, event.at);
    case 'completeSet':
      return completeSet(state, event);
    case 'adjustRest':
      return adjustRest(state, event.at, event.seconds);
    case 'skipRest':
      return state.restEndsAt === null || state.phase === 'finished' ? state : { ...state, restEndsAt: null };
    case 'finish':
      return finish(state, event.at);
    case 'toggleWarmUp':
      return toggleWarmUp(state, event.exerciseIndex, event.warmUp);
  }
}

function toggleWarmUp(state: SessionState, exerciseIndex: number, warmUp: LoggedWarmUp): SessionState {
  if (state.phase === 'finished' || !state.exercises[exerciseIndex]) return state;
  const logged = state.warmUps?.[exerciseIndex] ?? [];
  const ticked = logged.some((done) => done.step === warmUp.step);
  const next = ticked
    ? logged.filter((done) => done.step !== warmUp.step)
    : [...logged, warmUp].sort((a, b) => a.step - b.step).slice(0, MAX_WARM_UP_SETS);
  return { ...state, warmUps: { ...state.warmUps, [exerciseIndex]: next } };
}

export function sessionReducer(previous: SessionState, event: SessionEvent): SessionState {
  const cleared = previous.notices.length > 0 ? { ...previous, notices: [] } : previous;
  // First bring the clocks up to the event's instant, so a rest that ended unseen (asleep) ends before the event.
  return apply(settle(cleared, event.at), event);
}

export function completedSetCount(state: SessionState): number {
  return state.completedSets.reduce((sum, sets) => sum + sets.length, 0);
}

export function plannedSetCount(state: SessionState): number {
  return state.exercises.reduce((sum, exercise) => sum + Math.max(0, exercise.sets), 0);
}

export function isEverySetDone(state: SessionState): boolean {
  return state.current.exerciseIndex >= state.exercises.length;
}

/** Elapsed or rest time as the screen shows it: mm:ss, or h:mm:ss from an hour. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const mm = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
