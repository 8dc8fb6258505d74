import { useTestSqld } from '@liftwise/db/testing';

/** One sqld for the whole run; test workers inherit the environment variable that points createTestDb at it. */
export default function setup(): Promise<() => Promise<void>> {
  return useTestSqld();
}
