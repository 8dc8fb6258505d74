import { describe, expect, it } from 'vitest';
import { sequentialRoundTrips } from './round-trips.ts';

describe('sequentialRoundTrips', () => {
  it('is 0 for a call that sent nothing and 1 for one request', () => {
    expect(sequentialRoundTrips([])).toBe(0);
    expect(sequentialRoundTrips([{ start: 0, end: 50 }])).toBe(1);
  });

  it('counts requests in flight together as one wave', () => {
    const parallel = [
      { start: 0, end: 50 },
      { start: 1, end: 52 },
      { start: 2, end: 49 },
    ];
    expect(sequentialRoundTrips(parallel)).toBe(1);
  });

  it('counts a request sent after another answered as a wave of its own, in any recorded order', () => {
    const sequence = [
      { start: 104, end: 150 },
      { start: 0, end: 50 },
      { start: 52, end: 100 },
    ];
    expect(sequentialRoundTrips(sequence)).toBe(3);
  });

  it('takes a request starting the moment another ended as after it', () => {
    expect(
      sequentialRoundTrips([
        { start: 0, end: 50 },
        { start: 50, end: 100 },
      ]),
    ).toBe(2);
  });

  it('follows the longest chain when a slow request overlaps later waves', () => {
    // A session lookup, then a slow read beside a quick one, then a write sent after the quick one only.
    const call = [
      { start: 0, end: 50 },
      { start: 51, end: 200 },
      { start: 51, end: 100 },
      { start: 101, end: 150 },
    ];
    expect(sequentialRoundTrips(call)).toBe(3);
  });
});
