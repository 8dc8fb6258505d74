// @vitest-environment jsdom
import { initialSessionState, type SessionState, sessionReducer } from '@liftwise/domain';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ElapsedClock, RestClock } from './session-timers.tsx';

const T0 = Date.UTC(2026, 0, 5, 18, 0, 0);
const plan = [{ id: 'e1', name: 'Bench Press', sets: 2, reps: '8-10', weight: '135' }];

function started(): SessionState {
  return sessionReducer(initialSessionState(plan), { type: 'start', at: T0 });
}

let screenRenders = 0;
/** Stands for the session screen: counts its own renders around the clock. */
function Screen({ state }: { state: SessionState }) {
  screenRenders += 1;
  return <ElapsedClock state={state} />;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the session clocks', () => {
  it('redraw themselves each second without the screen around them rendering again', () => {
    screenRenders = 0;
    render(<Screen state={started()} />);
    expect(screen.getByText('00:00')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByText('00:03')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(62_000);
    });
    expect(screen.getByText('01:05')).toBeTruthy();
    expect(screenRenders).toBe(1);
  });

  it('show the right time after the page slept, as soon as they draw again', () => {
    render(<ElapsedClock state={started()} />);
    // A sleeping phone fires no timers; the clock jumps, then one redraw reads it.
    vi.setSystemTime(T0 + 3_725_000);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('1:02:06')).toBeTruthy();
  });

  it('stand still while paused', () => {
    const paused = sessionReducer(started(), { type: 'togglePause', at: T0 + 10_000 });
    vi.setSystemTime(T0 + 10_000);
    render(<ElapsedClock state={paused} />);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByText('00:10')).toBeTruthy();
  });

  it('count the rest down from 90 s', () => {
    const resting = sessionReducer(started(), {
      type: 'completeSet',
      at: T0,
      exerciseIndex: 0,
      setNumber: 1,
      actualReps: '10',
    });
    render(<RestClock state={resting} />);
    expect(screen.getByText('01:30')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(31_000);
    });
    expect(screen.getByText('00:59')).toBeTruthy();
  });
});
