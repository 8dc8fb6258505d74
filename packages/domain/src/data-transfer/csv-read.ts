import Papa from 'papaparse';

/**
 * CSV as RFC 4180 writes it (quoted fields with "" for a quote, line breaks inside quotes, CRLF, LF or CR), split
 * into records by papaparse. What the import adds is the file line each record starts on, for messages (papaparse
 * counts records, and a quoted line break is no new record), and where the quoting went wrong.
 */

export interface CsvRecords {
  /** Each record's cells and the file line (1-based) it starts on. */
  records: { line: number; cells: string[] }[];
  /**
   * Where the reading stopped on a quote: one the file never closes (`unclosed`, the file ends inside it), or a
   * closing quote followed by more text, which leaves the field's end unknown.
   */
  badQuote?: { line: number; unclosed: boolean };
}

/** Splits CSV text into records, reading at most `maxRecords` of them (blank lines are skipped). */
export function parseCsv(text: string, delimiter: string, maxRecords: number): CsvRecords {
  // One line break for papaparse, which takes a single kind per file: exports edited by hand can mix them.
  const source = text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
  const records: CsvRecords['records'] = [];
  let badQuote: CsvRecords['badQuote'];
  let start = 0;
  let counted = 0;
  let line = 1;
  Papa.parse<string[]>(source, {
    delimiter,
    newline: '\n',
    quoteChar: '"',
    escapeChar: '"',
    step: (row, parser) => {
      for (let i = source.indexOf('\n', counted); i !== -1 && i < start; i = source.indexOf('\n', i + 1))
        line += 1;
      counted = start;
      start = row.meta.cursor;
      const quoteError = row.errors.find((error) => error.type === 'Quotes');
      if (quoteError) {
        badQuote = { line, unclosed: quoteError.code === 'MissingQuotes' };
        parser.abort();
        return;
      }
      const cells = row.data;
      if (cells.length === 1 && cells[0] === '') return;
      records.push({ line, cells });
      if (records.length >= maxRecords) parser.abort();
    },
  });
  return badQuote ? { records, badQuote } : { records };
}
