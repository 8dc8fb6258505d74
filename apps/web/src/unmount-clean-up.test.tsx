// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, expect, it } from 'vitest';

// The two tests run in order: the first leaves a mounted component for the clean-up, the second looks at what the
// unmount did. A clean-up left for a later task (the query client's removes its window listeners) would run after
// Vitest had removed the window, and fail a suite whose tests had all passed with 'window is not defined'.
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
