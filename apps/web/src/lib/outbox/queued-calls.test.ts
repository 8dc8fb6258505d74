import { failureToast } from '@liftwise/domain';
import { describe, expect, it } from 'vitest';
import { QUEUED_CALLS } from './queued-calls.ts';

describe('the toast a kept change shows when the server refuses it later', () => {
  it("a finished session reads the service's 'Failed to save completed workout', not Finish's words", () => {
    expect(failureToast(QUEUED_CALLS.saveCompletedWorkout.operation).description).toBe(
      'Failed to save completed workout. Please try again.',
    );
  });

  it('a kept workout or goal reads its own save failure', () => {
    expect(failureToast(QUEUED_CALLS.saveWorkout.operation).description).toBe(
      'Failed to save workout. Please try again.',
    );
    expect(failureToast(QUEUED_CALLS.saveGoal.operation).description).toBe(
      'Failed to save goal. Please try again.',
    );
  });
});
