import { ImportFileError } from './import-error.ts';
import { IMPORT_MAX_ROW_BYTES, IMPORT_PARSE_BATCH_CHARS } from './limits.ts';
import type { Steps } from './steps.ts';
import { DATA_TRANSFER_MESSAGES } from './text.ts';

/*
 * JSON.parse of a 25 MB document holds a thread for hundreds of milliseconds at once. This reads a document (a JSON
 * object) a member at a time and its lists a batch of elements at a time, each by JSON.parse, yielding between
 * batches. The text is valid JSON exactly when every piece parses, so what it accepts is what JSON.parse accepts.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/** What valueEnd answers for an element or member larger than IMPORT_MAX_ROW_BYTES. */
const TOO_LARGE = -2;

function isWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

function skipWhitespace(text: string, from: number): number {
  let i = from;
  while (i < text.length && isWhitespace(text.charCodeAt(i))) i++;
  return i;
}

function badJson(): SyntaxError {
  return new SyntaxError('not JSON');
}

/** Just past the string whose opening quote is at `start`, or -1 when it never closes. */
function stringEnd(text: string, start: number): number {
  let from = start + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) return -1;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/**
 * Just past the value starting at `start` (a string, a number or word, an object or array), -1 when the text ends
 * first, TOO_LARGE once it runs past IMPORT_MAX_ROW_BYTES (so no one scan is longer than that).
 */
function valueEnd(text: string, start: number): number {
  const limit = Math.min(text.length, start + IMPORT_MAX_ROW_BYTES);
  const first = text.charCodeAt(start);
  let end: number;
  if (first === QUOTE) end = stringEnd(text, start);
  else if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
    end = start;
    while (end < limit) {
      const code = text.charCodeAt(end);
      if (code === COMMA || code === CLOSE_BRACE || code === CLOSE_BRACKET || isWhitespace(code)) break;
      end++;
    }
    if (end === start) return -1;
  } else {
    end = -1;
    let depth = 0;
    let i = start;
    while (i < limit) {
      const code = text.charCodeAt(i);
      if (code === QUOTE) {
        i = stringEnd(text, i);
        if (i < 0) return -1;
        continue;
      }
      if (code === OPEN_BRACE || code === OPEN_BRACKET) depth++;
      else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        depth--;
        if (depth === 0) {
          end = i + 1;
          break;
        }
      }
      i++;
    }
    if (end < 0) return i >= limit && limit < text.length ? TOO_LARGE : -1;
  }
  return end - start > IMPORT_MAX_ROW_BYTES ? TOO_LARGE : end;
}

function checkedEnd(end: number, path: string): number {
  if (end === TOO_LARGE)
    throw new ImportFileError(DATA_TRANSFER_MESSAGES.entryTooLarge(path, IMPORT_MAX_ROW_BYTES / 1024 / 1024));
  if (end < 0) throw badJson();
  return end;
}

/** The array opening at `open`, a batch of elements per step; the array and the index just past it. */
function* arraySteps(text: string, open: number, path: string): Steps<[unknown[], number]> {
  const items: unknown[] = [];
  let i = skipWhitespace(text, open + 1);
  if (text.charCodeAt(i) === CLOSE_BRACKET) return [items, i + 1];
  let batchStart = i;
  let index = 0;
  for (;;) {
    const end = checkedEnd(valueEnd(text, i), `${path}.${index}`);
    const after = skipWhitespace(text, end);
    const code = text.charCodeAt(after);
    if (code !== COMMA && code !== CLOSE_BRACKET) throw badJson();
    index++;
    if (code === CLOSE_BRACKET || after - batchStart >= IMPORT_PARSE_BATCH_CHARS) {
      const batch = JSON.parse(`[${text.slice(batchStart, after)}]`) as unknown[];
      for (const item of batch) items.push(item);
      if (code === CLOSE_BRACKET) return [items, after + 1];
      batchStart = after + 1;
      yield;
    }
    i = skipWhitespace(text, after + 1);
    // A comma must be followed by an element: `[1,]` is not JSON, even when the batch ends at that comma.
    if (i >= text.length || text.charCodeAt(i) === CLOSE_BRACKET) throw badJson();
  }
}

/**
 * The JSON object `text` holds, read in steps; throws a SyntaxError where JSON.parse would, and ImportFileError
 * for a member or list element larger than any row can be. Duplicate names keep the last, as JSON.parse does.
 */
export function* parseJsonObjectSteps(text: string): Steps<Record<string, unknown>> {
  const result: Record<string, unknown> = {};
  let i = skipWhitespace(text, 0);
  if (text.charCodeAt(i) !== OPEN_BRACE) throw badJson();
  i = skipWhitespace(text, i + 1);
  if (text.charCodeAt(i) === CLOSE_BRACE) {
    if (skipWhitespace(text, i + 1) !== text.length) throw badJson();
    return result;
  }
  for (;;) {
    if (text.charCodeAt(i) !== QUOTE) throw badJson();
    const nameEnd = valueEnd(text, i);
    // No export has a name anywhere near this long: the file is something else.
    if (nameEnd === TOO_LARGE) throw new ImportFileError(DATA_TRANSFER_MESSAGES.notLiftwise);
    if (nameEnd < 0) throw badJson();
    const name = JSON.parse(text.slice(i, nameEnd)) as string;
    i = skipWhitespace(text, nameEnd);
    if (text.charCodeAt(i) !== COLON) throw badJson();
    i = skipWhitespace(text, i + 1);
    let value: unknown;
    if (text.charCodeAt(i) === OPEN_BRACKET) [value, i] = yield* arraySteps(text, i, name);
    else {
      const end = checkedEnd(valueEnd(text, i), name);
      value = JSON.parse(text.slice(i, end));
      i = end;
      yield;
    }
    // Not `result[name] =`: a member named __proto__ is an own member, as JSON.parse makes it.
    Object.defineProperty(result, name, { value, enumerable: true, writable: true, configurable: true });
    i = skipWhitespace(text, i);
    const code = text.charCodeAt(i);
    if (code === COMMA) i = skipWhitespace(text, i + 1);
    else if (code === CLOSE_BRACE) {
      if (skipWhitespace(text, i + 1) !== text.length) throw badJson();
      return result;
    } else throw badJson();
  }
}
