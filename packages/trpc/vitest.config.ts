import { defineConfig } from 'vitest/config';

/** The trpc suite on an embedded libSQL file per test database (the Node server's engine). */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
  },
});
