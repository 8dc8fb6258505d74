import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ImportFileError } from './import-error.ts';
import { parseJsonObjectSteps } from './json-slices.ts';
import { IMPORT_MAX_ROW_BYTES, IMPORT_PARSE_BATCH_CHARS } from './limits.ts';
import { runToEnd } from './steps.ts';

/** What reading in steps gives, and how many pauses it offered on the way. */
function sliced(text: string): { value: unknown; steps: number } {
  const steps = parseJsonObjectSteps(text);
  let count = 0;
  for (;;) {
    const next = steps.next();
    if (next.done) return { value: next.value, steps: count };
    count++;
  }
}

/** Either the value or that it is not JSON: the outcome compared between JSON.parse and the reader. */
function outcome(read: () => unknown): unknown {
  try {
    return { value: read() };
  } catch (error) {
    return error instanceof SyntaxError ? 'not JSON' : error;
  }
}

describe('reading a document in slices', () => {
  it('gives what JSON.parse gives, pausing between batches of a long list', () => {
    const rows = Array.from({ length: 3000 }, (_, n) => ({
      id: `r${n}`,
      note: 'say "hi" \\ back\\\\',
      n,
      ok: true,
    }));
    const text = JSON.stringify(
      { format: 'x', lists: rows, empty: [], nested: { a: [1, [2, { b: null }]] } },
      null,
      1,
    );
    expect(text.length).toBeGreaterThan(3 * IMPORT_PARSE_BATCH_CHARS);
    const { value, steps } = sliced(text);
    expect(value).toEqual(JSON.parse(text));
    expect(steps).toBeGreaterThan(3);
  });

  it('keeps what JSON.parse keeps of odd names: the last of two, and __proto__ as a plain member', () => {
    const text = '{"a":[1],"a":[2,3],"__proto__":{"polluted":true},"b":"x"}';
    const value = runToEnd(parseJsonObjectSteps(text)) as Record<string, unknown>;
    expect(value).toEqual(JSON.parse(text));
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses what is not one JSON object, wherever a batch ends', () => {
    const long = Array.from({ length: 2000 }, (_, n) => `{"n":${n},"t":"${'x'.repeat(40)}"}`);
    const bad = [
      '',
      '[]',
      '{',
      '{"a":1,}',
      '{"a" 1}',
      '{"a":[1,]}',
      '{"a":[,1]}',
      '{"a":[1 2]}',
      '{"a":[1}]',
      '{"a":"open}',
      '{"a":1} x',
      '{"a":tru}',
      `{"a":[${long.join(',')},]}`,
      `{"a":[${long.join(',')}`,
      `{"a":[${long.slice(0, 1500).join(',')},,${long.slice(1500).join(',')}]}`,
    ];
    for (const text of bad)
      expect(
        outcome(() => runToEnd(parseJsonObjectSteps(text))),
        text.slice(0, 40),
      ).toBe('not JSON');
  });

  it('agrees with JSON.parse on generated objects, whole and cut short', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.nat(), (object, cut) => {
        const text = JSON.stringify(object, null, cut % 3);
        expect(outcome(() => runToEnd(parseJsonObjectSteps(text)))).toEqual(outcome(() => JSON.parse(text)));
        const short = text.slice(0, cut % (text.length + 1));
        expect(outcome(() => runToEnd(parseJsonObjectSteps(short)))).toEqual(
          outcome(() => JSON.parse(short)),
        );
      }),
    );
  });

  it('refuses an entry larger than any saved row, naming it, before reading it whole', () => {
    const huge = `{"id":"big","notes":"${'x'.repeat(IMPORT_MAX_ROW_BYTES)}"}`;
    for (const text of [`{"completedWorkouts":[{"id":"a"},${huge}]}`, `{"profile":${huge}}`]) {
      const error = outcome(() => runToEnd(parseJsonObjectSteps(text)));
      expect(error).toBeInstanceOf(ImportFileError);
      expect((error as Error).message).toMatch(/^(completedWorkouts\.1|profile) is larger than 1 MB/);
    }
  });
});
