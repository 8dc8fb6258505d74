import * as z from 'zod';
import { TEXT_MESSAGES } from './text.ts';

/**
 * Free text as it is stored, compared and put in a model's prompt (issue 17): every schema with text an athlete (or a
 * model) writes takes it through these, once, so 'Home\u0000' is the name 'Home' and a duplicate is judged on what is
 * stored. Single-line texts (names, titles, units, reps) become one line; multi-line ones (notes, descriptions, the
 * wizard's free answers, the coach prompt) keep their line breaks and tabs. Both are NFC, without C0/C1 controls, and
 * a text with an unpaired surrogate is refused naming its field.
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

/** The field an issue is about, in words: its last named path segment ('currentInjuries' → 'Current injuries'). */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const name = [...path].reverse().find((segment): segment is string => typeof segment === 'string');
  if (!name) return 'This text';
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The one normalising check of each kind: a schema walk (text.test.ts) finds free text by them. */
export const singleLineCheck = z.overwrite(normaliseSingleLine);
export const multiLineCheck = z.overwrite(normaliseMultiLine);

function freeText(normalise: typeof singleLineCheck, message?: string) {
  return z
    .string(message ? { error: message } : undefined)
    .refine((value) => !hasLoneSurrogate(value), {
      error: (issue) => TEXT_MESSAGES.brokenCharacter(fieldLabel(issue.path ?? [])),
      abort: true,
    })
    .check(normalise);
}

/** A one-line text (reps, a unit): normalised, trimmed (a final line break became a space), bounded; may be empty. */
export function text(max: number) {
  return freeText(singleLineCheck).trim().max(max);
}

/** A required one-line text: normalised, trimmed, not blank, bounded. */
export function requiredText(max: number, message?: string) {
  const error = message ? { error: message } : undefined;
  return freeText(singleLineCheck, message).trim().min(1, error).max(max);
}

/** A text of several lines (notes, descriptions); may be empty. */
export function multilineText(max: number) {
  return freeText(multiLineCheck).max(max);
}

/** A required text of several lines (the coach prompt): normalised, trimmed, not blank, bounded. */
export function requiredMultilineText(max: number, message?: string) {
  const error = message ? { error: message } : undefined;
  return freeText(multiLineCheck, message).trim().min(1, error).max(max);
}
