/**
 * Reading and writing the text fields of a prescription: reps ('5', '8-12', '30 s', '40 m') and rest ('90 s',
 * '2 min', '2-3 min', '1:30').
 */

/** A span of numbers as written, low to high ('8-12' reps, '2-3 min' of rest). */
export interface Range {
  min: number;
  max: number;
}

export type Reps =
  | { kind: 'count'; range: Range }
  | { kind: 'seconds'; range: Range }
  | { kind: 'metres'; range: Range };

const NUMBER_RANGE = String.raw`(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?`;
const COUNT = new RegExp(String.raw`^${NUMBER_RANGE}(?:\s*reps?)?$`);
const SECONDS = new RegExp(String.raw`^${NUMBER_RANGE}\s*(s|sec|secs|seconds?)$`);
const MINUTES = new RegExp(String.raw`^${NUMBER_RANGE}\s*(m|min|mins|minutes?)$`);
const METRES = new RegExp(String.raw`^${NUMBER_RANGE}\s*(metres?|meters?|yd|yards?)$`);
const CLOCK = /^(\d+):([0-5]\d)$/;

function rangeOf(match: RegExpMatchArray, scale = 1): Range {
  const min = Number(match[1]) * scale;
  const max = match[2] === undefined ? min : Number(match[2]) * scale;
  return { min: Math.min(min, max), max: Math.max(min, max) };
}

const clean = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** Reps as written; undefined when it is none of a count, a time or a distance (e.g. 'AMRAP'). */
export function parseReps(text: string): Reps | undefined {
  const value = clean(text);
  const count = value.match(COUNT);
  if (count) return { kind: 'count', range: rangeOf(count) };
  const seconds = value.match(SECONDS);
  if (seconds) return { kind: 'seconds', range: rangeOf(seconds) };
  // In reps, a bare 'm' is metres ('40 m' of a carry); minutes must be spelled 'min'.
  const metres =
    value.match(METRES) ?? value.match(/^(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?\s*m$/);
  if (metres) return { kind: 'metres', range: rangeOf(metres) };
  const minutes = value.match(MINUTES);
  if (minutes) return { kind: 'seconds', range: rangeOf(minutes, 60) };
  return undefined;
}

/** Rest in seconds as written; undefined when unreadable. */
export function parseRest(text: string): Range | undefined {
  const value = clean(text).replace(/^rest\s*:?\s*/, '');
  if (value === 'none' || value === '0') return { min: 0, max: 0 };
  const clock = value.match(CLOCK);
  if (clock) {
    const seconds = Number(clock[1]) * 60 + Number(clock[2]);
    return { min: seconds, max: seconds };
  }
  const seconds = value.match(SECONDS);
  if (seconds) return rangeOf(seconds);
  const minutes = value.match(MINUTES);
  return minutes ? rangeOf(minutes, 60) : undefined;
}

/** Rest written the way the coach writes it: whole minutes as 'n min', anything else in seconds. */
export function formatRest(seconds: number): string {
  return seconds >= 120 && seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`;
}

/** The rest a workout exercise's notes state ('Rest 90 s between sets.'), if any. */
export function restInNotes(notes: string): Range | undefined {
  const match = notes.match(
    /\brest\s*(?:of|:)?\s*(\d+(?::[0-5]\d)?(?:\s*(?:-|–|to)\s*\d+)?\s*(?:s|sec|secs|seconds?|m|min|mins|minutes?)?)\b/i,
  );
  return match?.[1] ? parseRest(match[1]) : undefined;
}

/** A tempo as the coach writes it in notes ('Tempo 3-1-1-0': seconds down, pause, up, pause); 3 s a rep without. */
const TEMPO = /\btempo\s*(\d{1,2})-(\d{1,2})-(\d{1,2})(?:-(\d{1,2}))?\b/i;

/** Seconds one rep takes at the tempo the notes state; undefined when they state none. */
export function tempoInNotes(notes: string): number | undefined {
  const match = notes.match(TEMPO);
  if (!match) return undefined;
  return match.slice(1).reduce((sum, part) => sum + (part === undefined ? 0 : Number(part)), 0);
}

/** Writes a tempo the way tempoInNotes reads it. */
export function formatTempo(down: number, pause: number, up = 1, top = 0): string {
  return `Tempo ${down}-${pause}-${up}-${top}`;
}
