/** A cell as CSV writes it: quoted when it holds a comma, a quote or a line break (its quotes doubled). */
export function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line (comma-separated), with its CRLF. */
export function csvLine(values: readonly (string | number)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
