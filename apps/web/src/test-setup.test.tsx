// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/preact';
import { useEffect } from 'react';
import { afterEach, expect, it } from 'vitest';

// The two tests run in order: the first leaves a mounted component for the clean-up, the second looks at what the
// unmount did. Before test-setup.ts, the effect's clean-up was still waiting for a later task (Preact's own timing):
// the query client's, run after Vitest had removed the window, failed a suite with 'window is not defined'.
afterEach(cleanup);

const cleanedUp: string[] = [];

function WithCleanUp() {
  useEffect(() => () => void cleanedUp.push('effect'), []);
  return null;
}

it('mounts a component whose effect cleans up when it unmounts', () => {
  render(<WithCleanUp />);
  expect(cleanedUp).toEqual([]);
});

it("an unmount after a test has run its effects' clean-ups before the next test starts", () => {
  expect(cleanedUp).toEqual(['effect']);
});
