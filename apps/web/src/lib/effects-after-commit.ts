import { options } from 'preact';

/**
 * Preact runs `useEffect` callbacks and their clean-ups after the next frame has painted. React runs them in a task
 * of their own right after the commit (and at once after a click or a key). Radix's libraries rely on React's
 * timing: a menu, select or dialog that closes hands the focus back, and unhides the page from screen readers, in an
 * effect's clean-up. A frame later, a Tab pressed in between starts from the page's top, and the page reads as
 * empty to assistive technology meanwhile. This runs them in the next task, as React does (decision 0040).
 *
 * A MessageChannel posts a task without setTimeout's clamping, which delays nested timers by up to 4 ms.
 */
const channel = new MessageChannel();
let waiting: (() => void)[] = [];
channel.port1.onmessage = () => {
  const run = waiting;
  waiting = [];
  for (const flush of run) flush();
};

options.requestAnimationFrame = (flush) => {
  waiting.push(flush);
  if (waiting.length === 1) channel.port2.postMessage(null);
};
