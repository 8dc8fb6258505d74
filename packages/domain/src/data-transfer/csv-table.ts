import { hasLoneSurrogate } from '../schemas/normalise.ts';
import { parseCsv } from './csv-read.ts';
import { ImportFileError } from './import-error.ts';
import type { ImportWarnings } from './import-warnings.ts';
import { IMPORT_MAX_ROWS } from './limits.ts';
import { DATA_TRANSFER_MESSAGES } from './text.ts';

/** A CSV file read into its header and rows of text, each row with the file line it starts on. */
export interface CsvTable {
  header: string[];
  rows: { line: number; cells: string[] }[];
}

export { ImportFileError };

/**
 * Reads a CSV file whose separator is a comma or a semicolon (Strong writes either), quoted fields and all. Every row must have the header's columns: a shorter last row is a file cut off, a quote never closed
 * too. Blank lines are skipped; more than IMPORT_MAX_ROWS rows are refused before any is read further.
 */
export function readCsvTable(text: string): CsvTable {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const firstLine = source.slice(0, source.search(/\r?\n|$/));
  // The header decides: Strong's semicolon layout has no comma in its header, the others no semicolon.
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const parsed = parseCsv(source, delimiter, IMPORT_MAX_ROWS + 2);
  if (parsed.badQuote)
    throw new ImportFileError(
      parsed.badQuote.unclosed
        ? DATA_TRANSFER_MESSAGES.unclosedQuote(parsed.badQuote.line)
        : DATA_TRANSFER_MESSAGES.textAfterQuote(parsed.badQuote.line),
    );
  const [header, ...records] = parsed.records;
  if (!header || header.cells.every((cell) => cell.trim() === ''))
    throw new ImportFileError(DATA_TRANSFER_MESSAGES.empty);
  if (records.length > IMPORT_MAX_ROWS)
    throw new ImportFileError(DATA_TRANSFER_MESSAGES.tooManyRows(IMPORT_MAX_ROWS));
  const columns = header.cells.length;
  const rows = records.map(({ cells, line }, index) => {
    if (cells.length < columns) {
      const last = index === records.length - 1;
      throw new ImportFileError(
        last
          ? DATA_TRANSFER_MESSAGES.truncated(line)
          : DATA_TRANSFER_MESSAGES.columnCount(line, cells.length, columns),
      );
    }
    if (cells.length > columns)
      throw new ImportFileError(DATA_TRANSFER_MESSAGES.columnCount(line, cells.length, columns));
    return { line, cells };
  });
  return { header: header.cells.map((cell) => cell.trim()), rows };
}

/** One row's cells by column name, and readers that name the line and column when a cell is wrong. */
export class CsvRow {
  private readonly columns: ReadonlyMap<string, number>;
  readonly line: number;
  private readonly cells: readonly string[];
  private readonly warnings: ImportWarnings;

  constructor(
    columns: ReadonlyMap<string, number>,
    line: number,
    cells: readonly string[],
    warnings: ImportWarnings,
  ) {
    this.columns = columns;
    this.line = line;
    this.cells = cells;
    this.warnings = warnings;
  }

  /**
   * The cell's text, trimmed; '' when the file has no such column. Half of a surrogate pair is refused here, by line
   * and column, as the server would refuse it later by a path in the document the athlete never saw.
   */
  text(column: string): string {
    const index = this.columns.get(column);
    const text = index === undefined ? '' : (this.cells[index] ?? '').trim();
    if (hasLoneSurrogate(text))
      throw new ImportFileError(DATA_TRANSFER_MESSAGES.brokenCharacter(this.line, column));
    return text;
  }

  /** The cell's text, refused when empty. */
  required(column: string): string {
    const value = this.text(column);
    if (value === '') throw new ImportFileError(DATA_TRANSFER_MESSAGES.missing(this.line, column));
    return value;
  }

  /** The cell as a number (a decimal comma read as a point, as European exports write it); undefined when empty. */
  number(column: string): number | undefined {
    const value = this.text(column);
    if (value === '') return undefined;
    const number = Number(value.replace(',', '.'));
    if (!Number.isFinite(number))
      throw new ImportFileError(DATA_TRANSFER_MESSAGES.notANumber(this.line, column, value));
    return number;
  }

  /** Throws the file's error for this cell, for readers of their own (dates, durations, units). */
  refuse(message: (line: number, column: string, value: string) => string, column: string): never {
    throw new ImportFileError(message(this.line, column, this.text(column)));
  }

  /** Notes that this cell was changed or left out, for the preview to list; the reading goes on. */
  warn(message: (line: number, column: string, value: string) => string, column: string): void {
    this.warnings.add(message(this.line, column, this.text(column)));
  }
}

/** The table's rows as CsvRows, read by the header's column names, their warnings collected in `warnings`. */
export function csvRows(table: CsvTable, warnings: ImportWarnings): CsvRow[] {
  const columns = new Map(table.header.map((name, index) => [name, index]));
  return table.rows.map((row) => new CsvRow(columns, row.line, row.cells, warnings));
}
