import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.e2e.ts'],
    // Against the edge stack rather than the Node server: its own suite (vitest.edge.config.ts).
    exclude: [...configDefaults.exclude, 'src/edge-journey.e2e.ts'],
    // One browser and one server at a time: the machine has two cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
