/** What a free-text field answers when its text cannot be stored as typed. */
export const TEXT_MESSAGES = {
  /**
   * Half of a surrogate pair (e.g. an emoji cut in two by a paste or a truncating client): SQLite would store it as
   * U+FFFD, so the text is refused rather than changed behind the athlete's back. `field` is the field's label.
   */
  brokenCharacter: (field: string) =>
    `${field} contains an invalid character (a broken emoji or symbol). Please retype it.`,
} as const;

/** What a day or an instant outside the years the app keeps answers (dates/date-bounds.ts); the path names the field. */
export const DATE_MESSAGES = {
  outOfRange: 'Dates must be between 1900 and 2200',
} as const;
