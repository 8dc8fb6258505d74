// @vitest-environment jsdom
import { initialSessionState, sessionReducer } from '@liftwise/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredSession, loadStoredSession, storeSession } from './session-storage.ts';

const plan = [{ id: 'e1', name: 'Bench Press', sets: 2, reps: '8-10', weight: '135' }];
const running = sessionReducer(sessionReducer(initialSessionState(plan), { type: 'start', at: 1_000 }), {
  type: 'completeSet',
  at: 5_000,
  exerciseIndex: 0,
  setNumber: 1,
  actualReps: '10',
  actualWeight: 135,
});

afterEach(() => window.localStorage.clear());

describe('the session kept in the browser', () => {
  it('reads back as it was stored, without the notices already shown', () => {
    storeSession('u1', 'w1', running);
    expect(running.notices).toEqual(['Set Complete!']);
    expect(loadStoredSession('u1', 'w1')).toEqual({ ...running, notices: [] });
  });

  it('belongs to one athlete and one workout', () => {
    storeSession('u1', 'w1', running);
    expect(loadStoredSession('u2', 'w1')).toBeNull();
    expect(loadStoredSession('u1', 'w2')).toBeNull();
  });

  it('is gone once cleared (the session was saved)', () => {
    storeSession('u1', 'w1', running);
    clearStoredSession('u1', 'w1');
    expect(loadStoredSession('u1', 'w1')).toBeNull();
  });

  it('an entry that is not a session (old format, edited by hand) is ignored, not a broken screen', () => {
    window.localStorage.setItem('liftwise-session:u1:w1', '{not json');
    expect(loadStoredSession('u1', 'w1')).toBeNull();
    window.localStorage.setItem('liftwise-session:u1:w1', JSON.stringify({ phase: 'started' }));
    expect(loadStoredSession('u1', 'w1')).toBeNull();
  });
});
