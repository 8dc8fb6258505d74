/**
 * How a typed exercise name is matched to the catalogue however it is written: case, hyphens, spacing,
 * punctuation and apostrophes do not matter; words are singular ('Squats' is 'Squat', 'Presses' 'Press',
 * 'Flyes' 'Fly'); common abbreviations are spelled out (DB dumbbell, BB barbell, KB kettlebell, BW bodyweight,
 * SL single leg, SA single arm, OH overhead); and word order does not matter, so 'Squat (Barbell)' is
 * 'Barbell Squat'. The catalogue's names and aliases must stay unique under this key (exerciseCatalogueProblems).
 */

/** Abbreviations, read before the words are made singular. */
const ABBREVIATIONS = new Map(
  Object.entries({
    db: 'dumbbell',
    dbs: 'dumbbell',
    bb: 'barbell',
    kb: 'kettlebell',
    kbs: 'kettlebell',
    bw: 'bodyweight',
    sl: 'single leg',
    sa: 'single arm',
    oh: 'overhead',
    dumbell: 'dumbbell',
    dumbells: 'dumbbell',
  }),
);

/** Spellings of one word, read after the words are made singular. */
const SPELLINGS = new Map(
  Object.entries({
    flye: 'fly',
    calve: 'calf',
    pushup: 'push up',
    pullup: 'pull up',
    chinup: 'chin up',
    situp: 'sit up',
    skullcrusher: 'skull crusher',
    ezbar: 'ez',
  }),
);

/** Spellings over two words, read last. */
const PHRASES: readonly [RegExp, string][] = [
  [/\bpull down\b/g, 'pulldown'],
  [/\bbody weight\b/g, 'bodyweight'],
  [/\bkettle bell\b/g, 'kettlebell'],
  [/\bdumb bell\b/g, 'dumbbell'],
  [/\bbar bell\b/g, 'barbell'],
  [/\bez bar\b/g, 'ez'],
];

/** A word made singular: 'squats' squat, 'presses' press, 'flies' fly; 'press' and 'abs' stay. */
function singular(word: string): string {
  if (word.length < 3 || !word.endsWith('s') || word.endsWith('ss')) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** The words of a name as the key reads them, in the order typed. */
export function exerciseNameWords(name: string): string[] {
  const text = name
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9°]+/g, ' ')
    .trim();
  if (text === '') return [];
  const words = text
    .split(' ')
    .flatMap((word) => (ABBREVIATIONS.get(word) ?? word).split(' '))
    .map(singular)
    .flatMap((word) => (SPELLINGS.get(word) ?? word).split(' '));
  let joined = words.join(' ');
  for (const [phrase, replacement] of PHRASES) joined = joined.replace(phrase, replacement);
  return joined.split(' ');
}

/** The key two names share when they name the same exercise: their words, sorted. */
export function exerciseMatchKey(name: string): string {
  return exerciseNameWords(name).sort().join(' ');
}

/** How a typed name is compared: case, hyphens and runs of spaces do not matter ('pull up' is 'Pull-Up'). */
export function exerciseNameKey(name: string): string {
  return name.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
}
