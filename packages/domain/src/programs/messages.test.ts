import { describe, expect, it } from 'vitest';
import { planGenerationFailed } from './messages.ts';

describe('plan toasts (spec §8)', () => {
  it('a generation failure appends the reason', () => {
    expect(planGenerationFailed('timeout')).toEqual({
      title: 'Generation Failed',
      description: 'Failed to generate strength plan: timeout',
      variant: 'destructive',
    });
  });
});
