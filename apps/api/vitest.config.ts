import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The bench's own parts (its proxy, its counting) are tested with the rest.
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // worker.test.ts runs `wrangler dev` and worker-bundle.test.ts a wrangler build: side by side on a 2-core machine
    // the dev server answered a request with 503 once. One file at a time.
    fileParallelism: false,
  },
});
