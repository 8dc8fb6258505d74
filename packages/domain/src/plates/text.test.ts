import { describe, expect, it } from 'vitest';
import { PLATES_TEXT } from './text.ts';

describe('the plate calculator texts', () => {
  it('read the plates of one side, the bar and the nearest weights', () => {
    expect(PLATES_TEXT.summary(102.5, 'kg')).toBe('Plates for 102.5 kg');
    expect(PLATES_TEXT.eachSide([25, 15, 1.25], 'kg', 20)).toBe(
      '25 + 15 + 1.25 kg each side, on a 20 kg bar',
    );
    expect(PLATES_TEXT.eachSide([45, 45], 'lb', 45)).toBe('45 + 45 lbs each side, on a 45 lbs bar');
    expect(PLATES_TEXT.use(227.5, 'lb')).toBe('Use 227.5 lbs');
    expect(PLATES_TEXT.notExact(101, 'kg')).toBe(
      '101 kg cannot be loaded exactly with these plates. Nearest:',
    );
  });
});
