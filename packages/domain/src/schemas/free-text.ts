import * as z from 'zod/mini';
import './english-messages.ts';
import { TEXT_MESSAGES } from './text.ts';

/**
 * Free text as it is stored, compared and put in a model's prompt: every schema with text an athlete (or a
 * model) writes takes it through these, once, so 'Home\u0000' is the name 'Home' and a duplicate is judged on what is
 * stored. Single-line texts (names, titles, units, reps) become one line; multi-line ones (notes, descriptions, the
 * wizard's free answers, the coach prompt) keep their line breaks and tabs. Both are NFC, without C0/C1 controls, and
 * a text with an unpaired surrogate is refused naming its field.
 */

// The rules themselves are plain functions in ./normalise.ts (the browser's zod-free session reading uses them too).
import { hasLoneSurrogate, normaliseMultiLine, normaliseSingleLine } from './normalise.ts';

export { hasLoneSurrogate, normaliseMultiLine, normaliseSingleLine };

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
  return z.string(message ? { error: message } : undefined).check(
    z.refine((value) => !hasLoneSurrogate(value), {
      error: (issue) => TEXT_MESSAGES.brokenCharacter(fieldLabel(issue.path ?? [])),
      abort: true,
    }),
    normalise,
  );
}

/** A one-line text (reps, a unit): normalised, trimmed (a final line break became a space), bounded; may be empty. */
export function text(max: number) {
  return freeText(singleLineCheck).check(z.trim(), z.maxLength(max));
}

/** A required one-line text: normalised, trimmed, not blank, bounded. */
export function requiredText(max: number, message?: string) {
  const error = message ? { error: message } : undefined;
  return freeText(singleLineCheck, message).check(z.trim(), z.minLength(1, error), z.maxLength(max));
}

/** A text of several lines (notes, descriptions); may be empty. */
export function multilineText(max: number) {
  return freeText(multiLineCheck).check(z.maxLength(max));
}

/** A required text of several lines (the coach prompt): normalised, trimmed, not blank, bounded. */
export function requiredMultilineText(max: number, message?: string) {
  const error = message ? { error: message } : undefined;
  return freeText(multiLineCheck, message).check(z.trim(), z.minLength(1, error), z.maxLength(max));
}
