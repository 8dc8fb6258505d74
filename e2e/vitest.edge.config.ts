import { defineConfig } from 'vitest/config';

/**
 * The Chromium journey on the edge stack (`src/edge-journey.e2e.ts`): the Worker under `wrangler dev` on sqld
 * primary + replica, signing in through the identity provider by OIDC. Its own suite in `npm test`, so a failure
 * names the stack it ran on; the stack's start (two sqld, the idp, workerd) gets the set-up's time.
 */
export default defineConfig({
  test: {
    include: ['src/edge-journey.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
