/**
 * Plain-English number words for the plan's text: 'an 8-week plan', '1 day' but '3 days',
 * '5, 10 and 15'; and the checks that find the slips a template makes ('a 8-week', 'day(s)', '45 %').
 */

/** 'a' or 'an' before a number as it is spoken: an 8, an 11, an 18, an 80-something, otherwise a. */
export function indefiniteArticle(n: number): 'a' | 'an' {
  const digits = String(Math.floor(Math.abs(n)));
  if (digits.startsWith('8')) return 'an';
  // 11 and 18 (and 11,000…) are spoken 'eleven', 'eighteen'.
  const groups = digits.length % 3 === 0 ? 3 : digits.length % 3;
  const lead = Number(digits.slice(0, groups));
  return lead === 11 || lead === 18 ? 'an' : 'a';
}

/** '1 day', '3 days'. */
export function count(n: number, noun: string): string {
  return `${n} ${n === 1 ? noun : `${noun}s`}`;
}

/** 'a', 'a and b', 'a, b and c'. */
export function listing(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const NOUNS = 'day|week|minute|second|set|rep|session|workout|exercise';

/** Slips of wording in a text meant for the athlete, one sentence each (empty when it reads right). */
export function wordingProblems(text: string): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(/\b([Aa]n?) (\d+)\b/g)) {
    const [, article = '', number = ''] = match;
    const right = indefiniteArticle(Number(number));
    if (article.toLowerCase() !== right) problems.push(`'${match[0]}' should read '${right} ${number}'.`);
  }
  if (/\w\(s\)/.test(text)) problems.push(`'(s)' is left in the text: write the number's own plural.`);
  for (const match of text.matchAll(/\d %/g))
    problems.push(`'${match[0]}' has a space before the percent sign.`);
  for (const match of text.matchAll(new RegExp(`\\b(\\d+(?:\\.\\d+)?) (${NOUNS})(s?)\\b(?!\\(s\\))`, 'g'))) {
    const [, number = '', noun = '', plural = ''] = match;
    const one = Number(number) === 1;
    if (one === (plural === 's')) {
      problems.push(`'${match[0]}' should read '${number} ${one ? noun : `${noun}s`}'.`);
    }
  }
  return problems;
}
