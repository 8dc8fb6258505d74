const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar day as 'Dec 31, 2026', read as the day itself (UTC midnight), so no zone can shift it. */
export function formatTargetDate(date: string): string {
  return dateFormat.format(new Date(`${date}T00:00:00Z`));
}
