import { options } from 'preact';

/**
 * Preact runs `useEffect` callbacks and their clean-ups after the next frame has painted. React runs them right
 * after the commit: at once when a click or a key caused it, else in a task of their own. Libraries written for
 * React rely on that (decision 0040):
 * - TanStack Router's pending page, waiting a frame for its effects, suspended and resumed in a loop that never
 *   ended on about one first load in fifty;
 * - a Radix menu, select or dialog hands the focus back, and unhides the page for screen readers, in an effect's
 *   clean-up: for a frame, a Tab started from the page's top;
 * - the live session's clock starts in an effect: a frame after Resume was pressed;
 * - a router page suspended on a navigation that had already finished retried in microtask after microtask while
 *   the effect that would have shown it the finished page (its store subscription) waited for a task that never
 *   came: the page froze (signing in again in the page that had just signed out).
 * So effects run as React runs them: in this task, once the commit's microtasks are done, while an input event is
 * being handled; otherwise in the next task (a MessageChannel posts one without setTimeout's 4 ms clamping), or
 * before the next render if that comes first, as React runs pending effects before it renders again.
 */

/** The events React handles at discrete priority, flushing their effects before the event's task ends. */
const DISCRETE_EVENTS = [
  'beforeinput',
  'change',
  'click',
  'contextmenu',
  'focusin',
  'focusout',
  'input',
  'keydown',
  'keyup',
  'mousedown',
  'mouseup',
  'pointerdown',
  'pointerup',
  'submit',
  'touchend',
  'touchstart',
] as const;

let handlingInput = false;
for (const type of DISCRETE_EVENTS)
  window.addEventListener(
    type,
    () => {
      if (handlingInput) return;
      handlingInput = true;
      // Reset once the event's task is over: every listener, and the microtasks the page's updates run in, are done.
      setTimeout(() => {
        handlingInput = false;
      }, 0);
    },
    { capture: true },
  );

const channel = new MessageChannel();
let waiting: (() => void)[] = [];
/** Runs the effects and clean-ups waiting for their task, now. */
export function flushWaitingEffects(): void {
  const run = waiting;
  waiting = [];
  for (const flush of run) flush();
}
channel.port1.onmessage = flushWaitingEffects;

options.requestAnimationFrame = (flush) => {
  if (handlingInput) {
    queueMicrotask(flush);
    return;
  }
  waiting.push(flush);
  if (waiting.length === 1) channel.port2.postMessage(null);
};
/** A render sees the world the last commit's effects set up (a store subscribed, and its change noticed). */
options.debounceRendering = (render) => {
  queueMicrotask(() => {
    flushWaitingEffects();
    render();
  });
};
