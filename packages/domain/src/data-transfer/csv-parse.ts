/**
 * CSV as RFC 4180 writes it (quoted fields with "" for a quote, line breaks inside quotes, CRLF or LF), read and
 * written by hand rather than with a library: papaparse, the usual choice, put 7 KB gzip into the Worker and took it
 * over its budget (decision 0038, docs/decisions/0038-your-data-in-and-out.md). What the import needs is small: split records, keep each record's
 * first physical line for messages, and say where a quote was never closed.
 */

const QUOTE = 34;
const CR = 13;
const LF = 10;

export interface CsvRecords {
  /** Each record's cells and the file line (1-based) it starts on. */
  records: { line: number; cells: string[] }[];
  /** The line of a record whose quote was never closed (the file ends inside it). */
  unclosedQuoteLine?: number;
}

/** Splits CSV text into records, reading at most `maxRecords` of them (blank lines are skipped). */
export function parseCsv(text: string, delimiter: string, maxRecords: number): CsvRecords {
  const separator = delimiter.charCodeAt(0);
  const records: CsvRecords['records'] = [];
  let line = 1;
  let i = 0;
  const length = text.length;
  while (i < length && records.length < maxRecords) {
    const startLine = line;
    const cells: string[] = [];
    let blank = true;
    // One record: fields until an unquoted line break or the end.
    for (;;) {
      let cell = '';
      if (text.charCodeAt(i) === QUOTE) {
        blank = false;
        i += 1;
        let closed = false;
        while (i < length) {
          const next = text.indexOf('"', i);
          if (next === -1) break;
          const chunk = text.slice(i, next);
          cell += chunk;
          line += countLineBreaks(chunk);
          if (text.charCodeAt(next + 1) === QUOTE) {
            cell += '"';
            i = next + 2;
          } else {
            i = next + 1;
            closed = true;
            break;
          }
        }
        if (!closed) return { records, unclosedQuoteLine: startLine };
        // Whatever follows the closing quote up to the separator belongs to the cell, as spreadsheets read it.
        const end = fieldEnd(text, i, separator);
        cell += text.slice(i, end);
        i = end;
      } else {
        const end = fieldEnd(text, i, separator);
        cell = text.slice(i, end);
        if (cell !== '') blank = false;
        i = end;
      }
      cells.push(cell);
      const code = text.charCodeAt(i);
      if (code === separator) {
        blank = false;
        i += 1;
        continue;
      }
      if (code === CR) i += text.charCodeAt(i + 1) === LF ? 2 : 1;
      else if (code === LF) i += 1;
      line += 1;
      break;
    }
    if (!blank) records.push({ line: startLine, cells });
  }
  return { records };
}

/** Where an unquoted field ends: the next separator or line break, or the end of the text. */
function fieldEnd(text: string, from: number, separator: number): number {
  for (let i = from; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === separator || code === LF || code === CR) return i;
  }
  return text.length;
}

function countLineBreaks(chunk: string): number {
  let count = 0;
  for (let i = chunk.indexOf('\n'); i !== -1; i = chunk.indexOf('\n', i + 1)) count += 1;
  return count;
}

/** A cell as CSV writes it: quoted when it holds a comma, a quote or a line break (its quotes doubled). */
export function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line (comma-separated), with its CRLF. */
export function csvLine(values: readonly (string | number)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
