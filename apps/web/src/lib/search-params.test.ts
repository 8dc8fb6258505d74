import { describe, expect, it } from 'vitest';
import { idParam } from './search-params.ts';

describe('idParam', () => {
  it('keeps string ids', () => {
    expect(idParam('a1b2')).toBe('a1b2');
  });

  it('turns numeric ids back into text', () => {
    expect(idParam(42)).toBe('42');
  });

  it.each([undefined, null, '', '  ', {}, [], Number.NaN])('drops %j', (value) => {
    expect(idParam(value)).toBeUndefined();
  });
});
