import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Property tests on a fixed seed unless FC_SEED says otherwise (src/test-support/property-seed.ts).
    setupFiles: ['src/test-support/property-seed.ts'],
    // The coach's property tests generate a few hundred plans each (about 5 s alone); on a busy two-core machine
    // the default 5 s would fail them for time, which is what `pnpm bench` measures, not what they check.
    testTimeout: 30_000,
    benchmark: { include: ['bench/**/*.bench.ts'] },
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/index.ts', 'src/test-support/**'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
