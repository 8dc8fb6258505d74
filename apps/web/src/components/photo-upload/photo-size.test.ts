import { describe, expect, it } from 'vitest';
import { targetSize } from './photo-size.ts';

describe('targetSize', () => {
  it('scales the long side of a landscape photo to 1600 px, keeping the aspect', () => {
    expect(targetSize({ width: 4032, height: 3024 })).toEqual({ width: 1600, height: 1200 });
  });

  it('scales the long side of a portrait photo', () => {
    expect(targetSize({ width: 3000, height: 4000 })).toEqual({ width: 1200, height: 1600 });
  });

  it('never scales a small photo up', () => {
    expect(targetSize({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
  });

  it('keeps a very thin photo at least 1 px wide', () => {
    expect(targetSize({ width: 10000, height: 2 })).toEqual({ width: 1600, height: 1 });
  });

  it('refuses a size that is not an image', () => {
    expect(() => targetSize({ width: 0, height: 10 })).toThrow('Not an image size: 0×10.');
  });
});
