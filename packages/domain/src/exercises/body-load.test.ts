import { describe, expect, it } from 'vitest';
import { bodyIsTheLoad, countsBodyWeight } from './body-load.ts';
import { EXERCISE_CATALOGUE } from './catalogue.ts';

describe('bodyIsTheLoad', () => {
  it('counts the body for exercises on support gear or none, and with a dip belt, not for a bar or a band', () => {
    for (const name of [
      'Pull-Up',
      'Chin-Up',
      'Dip',
      'Push-Up',
      'Muscle-Up',
      'Weighted Pull-Up',
      'Weighted Dip',
    ])
      expect([name, countsBodyWeight(name)]).toEqual([name, true]);
    for (const name of ['Bench Press', 'Lat Pulldown', 'Goblet Squat', 'Band Pallof Press'])
      expect([name, countsBodyWeight(name)]).toEqual([name, false]);
  });

  it('reads imported spellings and says false for a name the catalogue lacks', () => {
    expect(countsBodyWeight('Pull Up (Weighted)')).toBe(true);
    expect(countsBodyWeight('Chin Up')).toBe(true);
    expect(countsBodyWeight('My odd lift')).toBe(false);
  });

  it('holds for an entry whose only gear is worn weight', () => {
    expect(bodyIsTheLoad({ name: 'Vest Walk', equipment: ['Weight Vest'] })).toBe(true);
    expect(bodyIsTheLoad({ name: 'Belt Squat', equipment: ['Dip Belt', 'Olympic Plates'] })).toBe(false);
    expect(EXERCISE_CATALOGUE.some((entry) => bodyIsTheLoad(entry))).toBe(true);
  });
});
