import { describe, expect, it } from 'vitest';
import { RECONNECT_FIRST_MS, RECONNECT_MOST_MS, reconnectDelayMs } from './reconnect.ts';

describe('reconnectDelayMs', () => {
  it('doubles from a second at each failure in a row, up to a minute', () => {
    const none = () => 0;
    expect([1, 2, 3, 4].map((failures) => reconnectDelayMs(failures, none))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(reconnectDelayMs(1, none)).toBe(RECONNECT_FIRST_MS);
    expect(reconnectDelayMs(50, none)).toBe(RECONNECT_MOST_MS);
  });

  it('adds up to a fifth at random, so devices do not all come back at once', () => {
    expect(reconnectDelayMs(3, () => 0.999)).toBe(4799);
    expect(reconnectDelayMs(50, () => 1)).toBe(RECONNECT_MOST_MS * 1.2);
  });
});
