import type { CompletedSet } from '../workouts/completed-schema.ts';
import { REST_SECONDS } from './limits.ts';

/**
 * The live session (spec §4) as a pure reducer. The screen dispatches 'tick' once a second; everything else is a
 * button. Events that are not allowed in the current state return the state unchanged, so a double tap or a stale
 * dialog cannot corrupt it.
 */
export type SessionPhase = 'not-started' | 'started' | 'paused' | 'finished';

export interface SessionExercise {
  id: string;
  name: string;
  sets: number;
  reps: string;
  weight?: string | undefined;
  notes?: string | undefined;
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
  elapsedSeconds: number;
  current: SetPointer;
  /** Completed sets per exercise, in the order of `exercises`. */
  completedSets: CompletedSet[][];
  restRemainingSeconds: number;
  restActive: boolean;
  /** Notices raised by the last event, for the screen to toast. */
  notices: SessionNotice[];
}

export interface CompleteSetEvent {
  type: 'completeSet';
  exerciseIndex: number;
  setNumber: number;
  actualWeight?: number | undefined;
  actualReps: string;
  notes?: string | undefined;
}

export type SessionEvent =
  | { type: 'start' }
  | { type: 'tick' }
  | { type: 'togglePause' }
  | CompleteSetEvent
  | { type: 'finish' };

function firstPointer(exercises: readonly SessionExercise[], from: number): SetPointer {
  let index = from;
  while (index < exercises.length && (exercises[index]?.sets ?? 0) < 1) index += 1;
  return { exerciseIndex: index, setNumber: 1 };
}

export function initialSessionState(exercises: readonly SessionExercise[]): SessionState {
  return {
    phase: 'not-started',
    exercises: exercises.map((exercise) => ({ ...exercise })),
    elapsedSeconds: 0,
    current: firstPointer(exercises, 0),
    completedSets: exercises.map(() => []),
    restRemainingSeconds: 0,
    restActive: false,
    notices: [],
  };
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

function advance(state: SessionState): SetPointer {
  const { exerciseIndex, setNumber } = state.current;
  const sets = state.exercises[exerciseIndex]?.sets ?? 0;
  if (setNumber < sets) return { exerciseIndex, setNumber: setNumber + 1 };
  return firstPointer(state.exercises, exerciseIndex + 1);
}

function tick(state: SessionState): SessionState {
  if (state.phase !== 'started') return state;
  const next = { ...state, elapsedSeconds: state.elapsedSeconds + 1 };
  if (!state.restActive) return next;
  const remaining = state.restRemainingSeconds - 1;
  if (remaining > 0) return { ...next, restRemainingSeconds: remaining };
  return { ...next, restRemainingSeconds: 0, restActive: false, notices: ['Rest Complete'] };
}

function completeSet(state: SessionState, event: CompleteSetEvent): SessionState {
  if (!canCompleteSet(state, event.exerciseIndex, event.setNumber)) return state;
  const set: CompletedSet = {
    setNumber: event.setNumber,
    actualWeight: event.actualWeight,
    actualReps: event.actualReps,
    completed: true,
    notes: event.notes ?? '',
  };
  const completedSets = state.completedSets.map((sets, index) =>
    index === event.exerciseIndex ? [...sets, set] : sets,
  );
  return {
    ...state,
    completedSets,
    current: advance(state),
    restRemainingSeconds: REST_SECONDS,
    restActive: true,
    notices: ['Set Complete!'],
  };
}

export function sessionReducer(previous: SessionState, event: SessionEvent): SessionState {
  const state = previous.notices.length > 0 ? { ...previous, notices: [] } : previous;
  switch (event.type) {
    case 'start':
      return state.phase === 'not-started' ? { ...state, phase: 'started' } : state;
    case 'tick':
      return tick(state);
    case 'togglePause':
      if (state.phase === 'started') return { ...state, phase: 'paused' };
      if (state.phase === 'paused') return { ...state, phase: 'started' };
      return state;
    case 'completeSet':
      return completeSet(state, event);
    case 'finish':
      if (state.phase !== 'started' && state.phase !== 'paused') return state;
      return { ...state, phase: 'finished', restActive: false, restRemainingSeconds: 0 };
  }
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

/** Elapsed or rest time as the screen shows it: m:ss, or h:mm:ss from an hour. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
