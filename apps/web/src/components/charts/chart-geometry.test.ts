import { describe, expect, it } from 'vitest';
import { barPath, labelStride, niceScale } from './chart-geometry.ts';

describe('niceScale', () => {
  it('covers the values with round steps from zero, as an axis reads them', () => {
    expect(niceScale(0, 4250)).toEqual({ min: 0, max: 5000, ticks: [0, 1000, 2000, 3000, 4000, 5000] });
    expect(niceScale(0, 12)).toEqual({ min: 0, max: 12.5, ticks: [0, 2.5, 5, 7.5, 10, 12.5] });
  });

  it('counts in whole numbers when asked (sessions), however few', () => {
    expect(niceScale(0, 5, { integer: true }).ticks).toEqual([0, 1, 2, 3, 4, 5]);
    expect(niceScale(0, 2, { integer: true }).ticks).toEqual([0, 1, 2]);
    expect(niceScale(0, 12, { integer: true }).ticks).toEqual([0, 5, 10, 15]);
  });

  it('starts near the lowest value when the axis does not start at zero (a lift’s trend)', () => {
    const scale = niceScale(262, 274);
    expect(scale.min).toBeLessThanOrEqual(262);
    expect(scale.max).toBeGreaterThanOrEqual(274);
    expect(scale.min).toBeGreaterThan(200);
    expect(scale.ticks.length).toBeGreaterThanOrEqual(3);
  });

  it('gives a single value, or nothing but zeros, an axis around it instead of dividing by zero', () => {
    expect(niceScale(0, 0, { integer: true }).ticks).toEqual([0, 1]);
    expect(niceScale(0, 0)).toMatchObject({ min: 0, max: 1 });
    const flat = niceScale(225, 225);
    expect(flat.min).toBeLessThan(225);
    expect(flat.max).toBeGreaterThan(225);
    expect(flat.ticks.every(Number.isFinite)).toBe(true);
  });

  it('writes ticks without float noise (0.1 + 0.2)', () => {
    expect(niceScale(0, 0.3).ticks).toEqual([0, 0.1, 0.2, 0.3]);
  });
});

describe('labelStride', () => {
  it('labels every point that has room, and every n-th one when they would overlap', () => {
    expect(labelStride(4, 320)).toBe(1);
    expect(labelStride(12, 320)).toBe(2);
    expect(labelStride(26, 320)).toBe(5);
    expect(labelStride(0, 320)).toBe(1);
  });
});

describe('barPath', () => {
  it('rounds the top corners only, and never more than the bar allows', () => {
    expect(barPath(10, 20, 30, 100, 4)).toBe('M10,120V24Q10,20 14,20H36Q40,20 40,24V120Z');
    expect(barPath(0, 98, 10, 2, 4)).toBe('M0,100V100Q0,98 2,98H8Q10,98 10,100V100Z');
    expect(barPath(0.333, 0, 1.5, 10, 4)).toBe('M0.33,10V0.75Q0.33,0 1.08,0H1.08Q1.83,0 1.83,0.75V10Z');
  });
});
