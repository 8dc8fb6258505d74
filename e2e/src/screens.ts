import type { Locator, Page } from 'playwright-core';
import { dayCellName } from './test-data.ts';

// What an athlete does on a screen, for the e2e files that walk through more than one area (the area's own file and
// the edge journey): each helper does it as a person would, through the labels and buttons they see.

/** A Radix select: open it by its label, pick the option by its text. */
export async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** An image's natural width: 0 until the browser has its bytes (e.g. from GET /photos/:id). */
export function loadedWidth(image: Locator): Promise<number> {
  return image.evaluate((el) => (el as HTMLImageElement).naturalWidth);
}

/** The workout form's manual entry: name, sets, reps and weight, then 'Add Exercise'. */
export async function addExercise(
  page: Page,
  values: { name: string; sets?: string; reps: string; weight?: string },
) {
  await page.getByRole('combobox', { name: 'Exercise Name' }).fill(values.name);
  if (values.sets !== undefined) await page.getByLabel('Sets').fill(values.sets);
  await page.getByLabel('Reps').fill(values.reps);
  if (values.weight !== undefined) await page.getByLabel('Weight (optional)').fill(values.weight);
  await page.getByRole('button', { name: 'Add Exercise' }).click();
}

/** The live session's current set: Complete Set, then the dialog as the plan filled it, changing only what is given. */
export async function completeSet(page: Page, changes: { weight?: string } = {}) {
  await page.getByRole('button', { name: 'Complete Set' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  if (changes.weight !== undefined) await dialog.getByLabel('Actual weight (lbs)').fill(changes.weight);
  await dialog.getByRole('button', { name: 'Save Set' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The goal form's fields; those not given are left as they are. */
export async function fillGoal(
  page: Page,
  values: { title?: string; target?: string; current?: string; unit?: string; date?: string },
) {
  if (values.title !== undefined) await page.getByLabel('Goal Title *').fill(values.title);
  if (values.target !== undefined) await page.getByLabel('Target Value *').fill(values.target);
  if (values.current !== undefined) await page.getByLabel('Current Value').fill(values.current);
  if (values.unit !== undefined) await page.getByLabel('Unit *').fill(values.unit);
  if (values.date !== undefined) await page.getByLabel('Target Date *').fill(values.date);
}

/** Progress Analytics' four totals as { label: value }. */
export async function progressTotals(page: Page): Promise<Record<string, string>> {
  const cards = page.getByRole('region', { name: 'Totals' }).locator(':scope > div');
  const pairs = await cards.evaluateAll((divs) =>
    divs.map((div) => Array.from(div.querySelectorAll('p'), (p) => p.textContent ?? '')),
  );
  return Object.fromEntries(pairs);
}

/** The schedule's day cell of a date (its name starts with the weekday and the day, ', today' on today). */
export function scheduleDayCell(page: Page, date: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^\\w+, ${dayCellName(date)}(, today)?: `) });
}

/** What the schedule's day cell of a date says, moving to the next month if the date is there. */
export async function scheduleDayCellLabel(page: Page, date: string): Promise<string | null> {
  const cell = scheduleDayCell(page, date);
  // The month's cells first: the page's heading shows before its reads have answered, and a count taken then is 0
  // for every date, which moved the calendar a month too far.
  await page
    .getByRole('button', { name: /^\w+, \w+ \d{1,2}, \d{4}(, today)?: / })
    .first()
    .waitFor();
  if ((await cell.count()) === 0) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  return cell.getAttribute('aria-label');
}
