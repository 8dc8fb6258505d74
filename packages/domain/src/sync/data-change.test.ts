import { describe, expect, it } from 'vitest';
import { parseDataChange } from './data-change.ts';

describe('parseDataChange', () => {
  it('reads the kinds a change names', () => {
    expect(parseDataChange('{"kinds":["workouts","goals"]}')).toEqual(['workouts', 'goals']);
  });

  it('skips kinds it does not know and names each kind once', () => {
    expect(parseDataChange('{"kinds":["goals","badges","goals"]}')).toEqual(['goals']);
  });

  it('reads text that is not a change as no change', () => {
    expect(parseDataChange('not json')).toEqual([]);
    expect(parseDataChange('null')).toEqual([]);
    expect(parseDataChange('{"kinds":"workouts"}')).toEqual([]);
  });
});
