import { afterEach } from 'vitest';

/**
 * Vitest's set-up for the web's unit tests (vite.config.ts). In a browser-like test (jsdom), effects run as they do
 * in the app (`lib/effects-after-commit.ts`), and whatever an unmount left waiting runs before the test ends.
 * Preact runs an unmounted component's effect clean-ups in a later task: after a test's `cleanup()`, the query
 * client's (which removes its window listeners) could run after Vitest had removed the window, failing a suite
 * whose tests had all passed with 'window is not defined'. Node-environment tests have no window to listen on.
 */
if (typeof window !== 'undefined') {
  const { flushWaitingEffects } = await import('./lib/effects-after-commit.ts');
  // Hooks run in reverse order of registration: this one after each test file's own `cleanup()`.
  afterEach(flushWaitingEffects);
}
