// @vitest-environment jsdom
import { restRemainingSeconds } from '@liftwise/domain';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveSession } from './use-live-session.ts';

const T0 = Date.UTC(2026, 0, 5, 18, 0, 0);
const plan = [{ id: 'e1', name: 'Bench Press', sets: 2, reps: '8-10', weight: '135' }];
const buzzes: unknown[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
  // jsdom has no vibration; a phone does. Record what the screen asks of it.
  Object.defineProperty(navigator, 'vibrate', {
    configurable: true,
    value: (pattern: unknown) => buzzes.push(pattern) > 0,
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.localStorage.clear();
  buzzes.length = 0;
});

function open() {
  return renderHook(() => useLiveSession('u1', 'w1', plan));
}

describe('the live session in the browser', () => {
  it("ends the rest when it is due: 'Rest Complete' stays shown and the phone vibrates", () => {
    const { result } = open();
    act(() => result.current.send({ type: 'start' }));
    act(() => result.current.send({ type: 'completeSet', exerciseIndex: 0, setNumber: 1, actualReps: '10' }));
    expect(result.current.restDone).toBe(false);
    act(() => {
      vi.advanceTimersByTime(89_000);
    });
    expect(result.current.state.restEndsAt).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current.state.restEndsAt).toBeNull();
    expect(result.current.restDone).toBe(true);
    expect(buzzes).toHaveLength(1);
    // The next set starts a new rest and the notice goes.
    act(() => result.current.send({ type: 'completeSet', exerciseIndex: 0, setNumber: 2, actualReps: '8' }));
    expect(result.current.restDone).toBe(false);
  });

  it('a reload resumes where it was, timers included', () => {
    const first = open();
    act(() => first.result.current.send({ type: 'start' }));
    vi.setSystemTime(T0 + 40_000);
    act(() =>
      first.result.current.send({ type: 'completeSet', exerciseIndex: 0, setNumber: 1, actualReps: '10' }),
    );
    first.unmount();

    vi.setSystemTime(T0 + 70_000);
    const again = open();
    expect(again.result.current.state.phase).toBe('started');
    expect(again.result.current.state.current).toEqual({ exerciseIndex: 0, setNumber: 2 });
    expect(restRemainingSeconds(again.result.current.state, Date.now())).toBe(60);
  });

  it('a rest that ended while the page was closed is over on return', () => {
    const first = open();
    act(() => first.result.current.send({ type: 'start' }));
    act(() =>
      first.result.current.send({ type: 'completeSet', exerciseIndex: 0, setNumber: 1, actualReps: '10' }),
    );
    first.unmount();
    vi.setSystemTime(T0 + 600_000);
    const again = open();
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(again.result.current.state.restEndsAt).toBeNull();
    expect(again.result.current.restDone).toBe(true);
  });

  it('catches up when the page shows again', () => {
    const { result } = open();
    act(() => result.current.send({ type: 'start' }));
    act(() => result.current.send({ type: 'completeSet', exerciseIndex: 0, setNumber: 1, actualReps: '10' }));
    // A background tab: the clock moved, no timer ran.
    vi.setSystemTime(T0 + 120_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current.state.restEndsAt).toBeNull();
  });
});
