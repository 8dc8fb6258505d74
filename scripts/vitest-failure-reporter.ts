/**
 * A Vitest reporter for `npm test` (scripts/test.ts): it writes why a run failed (each failed test's first error,
 * each test file that failed outside its tests, and every unhandled error) to the JSON file named by
 * `FAILURES_FILE`, so the closing summary can repeat them. CI keeps only the tail of the output: a run that failed
 * on an unhandled error, with every test passed, said only 'suite failed'.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

// The parts of Vitest's reporter API this reads, written out: the file sits outside every package, where `vitest`
// does not resolve for the typecheck (pnpm installs it per package).
interface SerializedError {
  message?: string;
  stack?: string;
  VITEST_TEST_PATH?: unknown;
}
interface TestModule {
  moduleId: string;
  errors(): ReadonlyArray<SerializedError>;
  children: {
    allTests(
      state: 'failed',
    ): Iterable<{ fullName: string; result(): { errors?: ReadonlyArray<SerializedError> } }>;
  };
}

export interface RunFailure {
  /** The test file and the test's full name, the test file alone for an error outside any test, or 'unhandled'. */
  where: string;
  message: string;
  /** The first lines of the stack, enough to name the file and line. */
  stack: string;
}

const STACK_LINES = 12;

/**
 * Vitest's own frames say nothing about the project. A library's frames stay: a late timer's callback may be the
 * only frame that names the code that set it (CI's 'window is not defined' showed Node's timer frames alone).
 */
const VITEST_FRAME = /\/node_modules\/(vitest|@vitest|tinypool|tinyspy)\//;

function failureOf(where: string, error: SerializedError): RunFailure {
  const stack = (error.stack ?? '')
    .split('\n')
    .filter((line) => !VITEST_FRAME.test(line))
    .slice(0, STACK_LINES)
    .join('\n');
  return { where, message: error.message ?? String(error), stack };
}

export default class FailureReporter {
  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
    reason: string,
  ): void {
    // biome-ignore lint/suspicious/noUndeclaredEnvVars: set by scripts/test.ts for this reporter; turbo never runs it
    const failuresFile = process.env.FAILURES_FILE;
    if (!failuresFile) return;
    const failures: RunFailure[] = [];
    for (const testModule of testModules) {
      const file = relative(process.cwd(), testModule.moduleId);
      for (const error of testModule.errors()) failures.push(failureOf(file, error));
      for (const test of testModule.children.allTests('failed')) {
        const [first] = test.result().errors ?? [];
        if (first) failures.push(failureOf(`${file} > ${test.fullName}`, first));
      }
    }
    // Vitest names the test file that was running when the error was thrown (not necessarily its cause).
    for (const error of unhandledErrors)
      failures.push(
        failureOf(`unhandled, while ${String(error.VITEST_TEST_PATH ?? 'no test file')} ran`, error),
      );
    writeFileSync(failuresFile, JSON.stringify({ reason, failures }, null, 2));
  }
}
