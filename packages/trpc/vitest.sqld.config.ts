import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

/**
 * The same trpc suite once more against a real libSQL server (sqld, Turso's server), each test database a
 * namespace reached over HTTP with a JWT — the client and protocol the Worker uses.
 * `npm test` runs both.
 */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      globalSetup: ['./vitest.sqld.setup.ts'],
      // Read by testing.test.ts, which checks that this run's harness really is on the server.
      env: { LIFTWISE_TEST_RUN: 'sqld' },
    },
  }),
);
