import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { addExercise, chooseOption, scheduleDayCell } from './screens.ts';
import { signInThroughPopup } from './sign-in.ts';
import { dayFromToday, openFromServer, seeAndCloseToast, weekdayOf } from './test-data.ts';

// 'Every Monday, Wednesday and Friday at 7:00 for 8 weeks' in one step, on the calendar for two months;
// one occurrence moved, then 'This and following' deleted.

const run = useAppAndBrowser();
let page: Page;

/** The days from tomorrow on that are a Monday, Wednesday or Friday, from the first Monday: the series' days. */
const mondayOffset = [1, 2, 3, 4, 5, 6, 7].find((n) => weekdayOf(dayFromToday(n)) === 'Monday') as number;
const occurrences = Array.from({ length: 56 }, (_, n) => dayFromToday(mondayOffset + n))
  .filter((date) => ['Monday', 'Wednesday', 'Friday'].includes(weekdayOf(date)))
  .slice(0, 24);
const [firstMonday, firstWednesday, , secondMonday] = occurrences as [string, string, string, string];
const movedTo = dayFromToday(mondayOffset + 3); // the Thursday after the first Monday
const lastDay = occurrences.at(-1) as string;

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));

/** The schedule opened on the month of `date` (the calendar starts on this month; Next month pages on). */
async function openMonthOf(date: string) {
  await openFromServer(page, `${run.app.url}/schedule`);
  for (let n = monthIndex(dayFromToday(0)); n < monthIndex(date); n++) {
    const heading = await page.getByRole('heading', { level: 2 }).first().textContent();
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.waitForFunction((before) => document.querySelector('h2')?.textContent !== before, heading);
  }
}

/** What the day's cell says about its workouts, e.g. 'June 5, 2024: 1 workout (1 scheduled)'. */
async function cellSays(date: string): Promise<string> {
  const cell = scheduleDayCell(page, date).first();
  await cell.waitFor();
  return (await cell.getAttribute('aria-label')) ?? '';
}

/** Waits until the day's cell says `text` (a reload shows the stored answer first, then the server's). */
async function expectCell(date: string, text: string) {
  await expect.poll(() => cellSays(date), { timeout: 10_000 }).toContain(text);
}

beforeAll(async () => {
  page = await run.browser.newPage();
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'rae@example.test', displayName: 'Rae' });
  await page.getByText('Welcome back, Rae!').waitFor();
});

describe('a repeating workout', () => {
  it('Mon/Wed/Fri at 7:00 for 24 times is made in one step', async () => {
    await openFromServer(page, `${run.app.url}/workouts/create`);
    await page.getByLabel('Workout Name').fill('Full Body');
    await page.getByLabel('Date').fill(firstMonday);
    await page.getByLabel('Time (optional)').fill('07:00');
    await addExercise(page, { name: 'Back Squat', reps: '5', weight: '135' });
    await chooseOption(page, 'Repeats', 'Weekly on days');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
      await page
        .getByRole('checkbox', { name: day })
        .setChecked(['Monday', 'Wednesday', 'Friday'].includes(day), {
          force: true,
        });
    await chooseOption(page, 'Ends', 'After a number of times');
    await page.getByLabel('Times').fill('24');
    await page.getByRole('button', { name: 'Save Workout' }).click();
    await seeAndCloseToast(page, 'Workout Saved');
    await page.waitForURL((url) => url.pathname === '/workouts');
  });

  it('shows on the calendar on each of its days, this month and the next', async () => {
    await openMonthOf(firstMonday);
    await expectCell(firstMonday, '1 workout');
    await expectCell(firstWednesday, '1 workout');
    await expectCell(dayFromToday(mondayOffset + 1), 'no workouts');
    // A month on: still on Mondays, Wednesdays and Fridays.
    const later = occurrences.find((date) => monthIndex(date) === monthIndex(firstMonday) + 1) as string;
    await openMonthOf(later);
    await expectCell(later, '1 workout');
    await openMonthOf(lastDay);
    await expectCell(lastDay, '1 workout');
  });

  it('one occurrence moves alone: the others stay on their days', async () => {
    await openMonthOf(firstWednesday);
    await scheduleDayCell(page, firstWednesday).first().click();
    await page.getByRole('button', { name: 'Move Full Body' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move Workout' });
    await dialog.getByLabel('Date').fill(movedTo);
    await dialog.getByRole('button', { name: 'Move Workout' }).click();
    await seeAndCloseToast(page, 'Workout Updated');
    await openMonthOf(firstWednesday);
    await expectCell(firstWednesday, 'no workouts');
    await expectCell(movedTo, '1 workout');
    await expectCell(firstMonday, '1 workout');
    await expectCell(occurrences[2] as string, '1 workout');
  });

  it("'This and following' deletes that day and every later one, and keeps the ones before", async () => {
    await openMonthOf(secondMonday);
    await scheduleDayCell(page, secondMonday).first().click();
    await page.getByRole('button', { name: 'Delete Full Body' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete repeating workout' });
    await dialog.getByRole('button', { name: 'This and following' }).click();
    await seeAndCloseToast(page, 'Workout Deleted');
    await openMonthOf(secondMonday);
    await expectCell(secondMonday, 'no workouts');
    await expectCell(firstMonday, '1 workout');
    await expectCell(movedTo, '1 workout');
    await openMonthOf(lastDay);
    await expectCell(lastDay, 'no workouts');
  });
});
