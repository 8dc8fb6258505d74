// @vitest-environment jsdom
import { act, cleanup, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWeekNavigation } from './use-week-navigation.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

const press = (key: string, target: Element | Window = window) =>
  act(() => void fireEvent.keyDown(target, { key }));

describe('week navigation by arrow keys (spec §2, §9)', () => {
  it('moves one week per key and stops at week 1 and at the last week', () => {
    const { result } = renderHook(() => useWeekNavigation(3, false));
    expect(result.current.week).toBe(1);
    press('ArrowLeft');
    expect(result.current.week).toBe(1);
    press('ArrowRight');
    press('ArrowRight');
    expect(result.current.week).toBe(3);
    press('ArrowRight');
    expect(result.current.week).toBe(3);
    press('ArrowLeft');
    expect(result.current.week).toBe(2);
  });

  it('shows the checkmark for 1 s after a move, restarted by the next move, and not for a key that moves nothing', () => {
    const { result } = renderHook(() => useWeekNavigation(4, false));
    press('ArrowLeft');
    expect(result.current.checkmark).toBe(false);
    press('ArrowRight');
    expect(result.current.checkmark).toBe(true);
    act(() => {
      vi.advanceTimersByTime(600);
    });
    press('ArrowRight');
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(result.current.checkmark).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.checkmark).toBe(false);
  });

  it('ignores the keys while a day is being edited, in a text field and in a dialog', () => {
    const { result, rerender } = renderHook(({ editing }) => useWeekNavigation(3, editing), {
      initialProps: { editing: true },
    });
    press('ArrowRight');
    expect(result.current.week).toBe(1);
    rerender({ editing: false });
    const field = document.body.appendChild(document.createElement('input'));
    press('ArrowRight', field);
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('role', 'alertdialog');
    const button = dialog.appendChild(document.createElement('button'));
    press('ArrowRight', button);
    expect(result.current.week).toBe(1);
    // A button outside a dialog (a week tab, a day card) does not own the arrows.
    press('ArrowRight', document.body.appendChild(document.createElement('button')));
    expect(result.current.week).toBe(2);
  });

  it('a tab click selects a week, clamped to the plan', () => {
    const { result, rerender } = renderHook(({ duration }) => useWeekNavigation(duration, false), {
      initialProps: { duration: 6 },
    });
    act(() => result.current.selectWeek(5));
    expect(result.current.week).toBe(5);
    act(() => result.current.selectWeek(9));
    expect(result.current.week).toBe(6);
    rerender({ duration: 2 });
    expect(result.current.week).toBe(2);
  });
});
