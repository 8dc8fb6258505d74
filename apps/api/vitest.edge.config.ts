import { defineConfig } from 'vitest/config';

/**
 * The edge suite (`edge/*.test.ts`): the Worker under `wrangler dev` against sqld (primary + replica), each file
 * with a stack of its own. One file at a time: each stack runs workerd and two sqld processes (two cores here).
 */
export default defineConfig({
  test: {
    include: ['edge/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
