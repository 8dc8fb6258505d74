import { clampWeek, WEEK_SWITCH_CHECKMARK_MS, weekAfterKey } from '@liftwise/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'color', 'file']);

/**
 * Arrow keys belong to whatever has focus when it reads them: a text field moves its caret, a dialog (the start
 * conflict) is answered first. Only elsewhere do they switch weeks.
 */
export function keyBelongsToTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[role="dialog"], [role="alertdialog"]')) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(target.type);
  return target instanceof HTMLElement && target.isContentEditable;
}

/**
 * Spec §2 Plan review: the week shown (1..duration), Left/Right on the page switch it, clamped, with a checkmark
 * for 1 s (§9) after a real move; keys are ignored while a day is being edited.
 */
export function useWeekNavigation(duration: number, editing: boolean) {
  const [selected, setSelected] = useState(1);
  const [checkmark, setCheckmark] = useState(false);
  const week = clampWeek(selected, duration);
  const weekRef = useRef(week);
  weekRef.current = week;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (keyBelongsToTarget(event.target)) return;
      const next = weekAfterKey(event.key, weekRef.current, duration, editing);
      if (next === null) return;
      event.preventDefault();
      setSelected(next);
      setCheckmark(true);
      // Each move restarts the second, so fast presses keep the mark until a second after the last one.
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCheckmark(false), WEEK_SWITCH_CHECKMARK_MS);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [duration, editing]);

  const selectWeek = useCallback((next: number) => setSelected(clampWeek(next, duration)), [duration]);
  return { week, selectWeek, checkmark };
}
