/**
 * The rules of free text (see ./free-text.ts) as plain functions, without zod: the schemas apply them, and so does the
 * browser's zod-free reading of the session user (auth/session-user.ts), which every page's first load carries.
 */

/** Half of a surrogate pair; with the `u` flag a whole pair is one code point and does not match. */
const LONE_SURROGATE = /\p{Cs}/u;
/** Every line break (CR LF as one), tab, vertical tab, form feed, NEL and the Unicode line/paragraph separators. */
const BREAKS_AND_TABS = /\r\n|[\t\n\v\f\r\u0085\u2028\u2029]/g;
/** Line breaks other than LF, which a multi-line text keeps as LF. */
const OTHER_LINE_BREAKS = /\r\n?|[\v\f\u0085\u2028\u2029]/g;
/** C0 and C1 controls and DEL. */
const CONTROLS = /\p{Cc}/gu;
/** The same, except LF and tab. */
const CONTROLS_BUT_LF_AND_TAB = /(?![\t\n])\p{Cc}/gu;

export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

/** One line: NFC, each break or tab a space, no other control. */
export function normaliseSingleLine(value: string): string {
  return value.normalize('NFC').replace(BREAKS_AND_TABS, ' ').replace(CONTROLS, '');
}

/** Several lines: NFC, every line break LF, tabs kept, no other control. */
export function normaliseMultiLine(value: string): string {
  return value.normalize('NFC').replace(OTHER_LINE_BREAKS, '\n').replace(CONTROLS_BUT_LF_AND_TAB, '');
}
