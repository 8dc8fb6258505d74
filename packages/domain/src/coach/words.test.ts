import { describe, expect, it } from 'vitest';
import { count, indefiniteArticle, listing, wordingProblems } from './words.ts';

describe('plan words', () => {
  it('says an 8-week, an 11-week and an 18-week plan, but a 12-week plan', () => {
    expect([8, 11, 18, 80, 83, 800, 12, 16, 1, 10].map(indefiniteArticle)).toEqual([
      'an',
      'an',
      'an',
      'an',
      'an',
      'an',
      'a',
      'a',
      'a',
      'a',
    ]);
  });

  it('counts in the singular for one and the plural otherwise, and lists with and', () => {
    expect(count(1, 'day')).toBe('1 day');
    expect(count(3, 'day')).toBe('3 days');
    expect(listing(['5'])).toBe('5');
    expect(listing(['5', '10'])).toBe('5 and 10');
    expect(listing(['4', '8', '12'])).toBe('4, 8 and 12');
  });

  it('finds the slips the review named: a 8-week, day(s), 1 %, a wrong plural', () => {
    expect(
      wordingProblems('A 8-week plan for strength: 3 day(s) a week, 1 % a week, 1 days off, 2 week off.'),
    ).toEqual([
      "'A 8' should read 'an 8'.",
      "'(s)' is left in the text: write the number's own plural.",
      "'1 %' has a space before the percent sign.",
      "'1 days' should read '1 day'.",
      "'2 week' should read '2 weeks'.",
    ]);
    expect(
      wordingProblems('An 8-week plan for strength: 3 days a week, 1 day off, 45% of your max.'),
    ).toEqual([]);
  });
});
