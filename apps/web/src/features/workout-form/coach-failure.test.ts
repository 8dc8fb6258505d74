import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { coachFailureToast } from './coach-failure.ts';

/** A failure as the tRPC client builds it from the server's error answer. */
function answered(code: string, httpStatus: number, message: string) {
  return new TRPCClientError(message, {
    result: { error: { code: -32000, message, data: { code, httpStatus } } },
  });
}

describe('a failed coach call', () => {
  it("shows the spec's toast, whatever the server said", async () => {
    await expect(
      coachFailureToast('generateWorkout', answered('INTERNAL_SERVER_ERROR', 500, 'boom')),
    ).resolves.toEqual({
      title: 'Error',
      description: 'Failed to generate workout. Please try again.',
      variant: 'destructive',
    });
    expect(
      (await coachFailureToast('generateAlternativeExercises', new TypeError('Failed to fetch'))).description,
    ).toBe('Failed to generate alternative exercises. Please try again.');
  });

  it("shows the server's message when the athlete asked too often", async () => {
    const limited = answered(
      'TOO_MANY_REQUESTS',
      429,
      'Too many requests. Please wait a moment and try again.',
    );
    expect((await coachFailureToast('generateWorkout', limited)).description).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
    expect((await coachFailureToast('generateAlternativeExercises', limited)).description).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
  });
});
