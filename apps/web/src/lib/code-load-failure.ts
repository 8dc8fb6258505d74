/**
 * Browsers' words for a script of the app's own that did not arrive: a dynamic import whose file failed to load
 * (a flaky connection on a first visit, before the service worker keeps the app). Chromium, Firefox and Safari
 * each say it their way; none gives it a type of its own.
 */
const CODE_LOAD_FAILURES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
];

/**
 * Whether an error is a part of the page whose code could not be loaded. Trying to render it again cannot help: the
 * browser keeps the failed import (and React.lazy its rejection), so only loading the page afresh does.
 */
export function isCodeLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return CODE_LOAD_FAILURES.some((words) => message.includes(words));
}
