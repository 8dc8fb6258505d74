/**
 * A free-text cell of a CSV the athlete downloads, made safe to open in a spreadsheet: text starting with = + - @,
 * a tab or a carriage return would be run as a formula (`=HYPERLINK(...)` in an exercise name), so it is written
 * after an apostrophe, which spreadsheets show as text and hide (OWASP's advice on CSV injection). A plain number
 * ('-5' reps) is no formula and stays as written.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?$/;

export function spreadsheetText(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}
