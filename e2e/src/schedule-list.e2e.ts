import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { scheduleDayCell } from './screens.ts';
import { signInThroughPopup } from './sign-in.ts';
import { mutateFromPage, openFromServer } from './test-data.ts';

// The List tab runs on from today across a month end: on April 28th, a workout on May 1st is in the list, and a
// day's workouts come by time, then name, in the list and in the calendar's day panel alike. The browser's clock
// says April 28th, 2027 (the list starts on the browser's today; the server's own clock only decides statuses).

const run = useAppAndBrowser();
let page: Page;

const TODAY = '2027-04-28';
const ACROSS_MONTH_END = '2027-05-01';

const call = <T>(procedure: string, input: unknown) => mutateFromPage<T>(page, procedure, input);

async function seed(name: string, date: string, extra: { time?: string; recurrence?: string } = {}) {
  await call('saveWorkout', {
    workout: { name, date, ...extra, exercises: [{ name: 'Back Squat', sets: 3, reps: '5' }] },
  });
}

const panel = () => page.getByRole('tabpanel');
/** The List tab's day headings, as dates, top to bottom. */
const listedDays = () =>
  panel()
    .locator('h3[id^="list-"]')
    .evaluateAll((els) => els.map((e) => e.id.replace('list-', '')));
/** The workouts listed under one day, top to bottom. */
const listedOn = (date: string) =>
  panel()
    .locator('section', { has: page.locator(`h3#list-${date}`) })
    .locator('article h4')
    .allTextContents();

beforeAll(async () => {
  page = await run.browser.newPage();
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'lin@example.test', displayName: 'Lin' });
  await page.getByText('Welcome back, Lin!').waitFor();
  // Saved in the order that their ids would not sort them in, so only the schedule's order can list them right.
  await seed('Pull Day', ACROSS_MONTH_END, { time: '18:00' });
  await seed('Leg Day', ACROSS_MONTH_END, { time: '07:00' });
  await seed('Arms', ACROSS_MONTH_END, { time: '07:00' });
  await seed('Mobility', ACROSS_MONTH_END);
  // Mondays from April 26th: its occurrences on May 3rd, and on May 24th (the first page's last Monday).
  await seed('Full Body', '2027-04-26', { time: '06:00', recurrence: 'FREQ=WEEKLY;BYDAY=MO;COUNT=10' });
  await seed('Earlier Session', '2027-04-20', { time: '09:00' });
  await seed('June Test Day', '2027-06-01', { time: '09:00' });
  await page.clock.install({ time: new Date(`${TODAY}T10:00:00`) });
  await openFromServer(page, `${run.app.url}/schedule`);
  await page.getByRole('heading', { name: 'Schedule', exact: true }).waitFor();
});

describe("the schedule's List tab on April 28th", () => {
  it('lists the next four weeks across the month end, a day by time then name, repeating workouts on their days', async () => {
    await page.getByRole('tab', { name: 'List' }).click();
    await panel().locator(`h3#list-${ACROSS_MONTH_END}`).waitFor();
    expect(await listedOn(ACROSS_MONTH_END)).toEqual(['Mobility', 'Arms', 'Leg Day', 'Pull Day']);
    expect(await listedDays()).toEqual([
      ACROSS_MONTH_END,
      '2027-05-03',
      '2027-05-10',
      '2027-05-17',
      '2027-05-24',
    ]);
    expect(await listedOn('2027-05-03')).toEqual(['Full Body']);
  });

  it("'Show 4 more weeks' reads on, by keyboard; 'Show 4 earlier weeks' reaches back", async () => {
    const more = page.getByRole('button', { name: 'Show 4 more weeks' });
    await more.focus();
    await page.keyboard.press('Enter');
    await panel().locator('h3#list-2027-06-01').waitFor();
    expect(await listedOn('2027-06-01')).toEqual(['June Test Day']);
    // The button keeps the keyboard's place, ready for the next four weeks.
    expect(await more.evaluate((el) => el === document.activeElement)).toBe(true);

    const earlier = page.getByRole('button', { name: 'Show 4 earlier weeks' });
    await earlier.focus();
    await page.keyboard.press('Enter');
    await panel().locator('h3#list-2027-04-20').waitFor();
    const days = await listedDays();
    expect(days.slice(0, 2)).toEqual(['2027-04-20', '2027-04-26']);
    expect(days).toEqual([...days].sort());
    await page.getByRole('tab', { name: 'Calendar' }).click();
  });

  it("the calendar's day panel lists the same day in the same order, and keeps its months", async () => {
    await scheduleDayCell(page, ACROSS_MONTH_END).click();
    const day = page.locator('section', { has: page.locator(`h2#day-${ACROSS_MONTH_END}`) });
    await day.getByRole('article').first().waitFor();
    expect(await day.locator('article h3').allTextContents()).toEqual([
      'Mobility',
      'Arms',
      'Leg Day',
      'Pull Day',
    ]);
    expect(await page.getByRole('heading', { level: 2, name: 'April 2027' }).count()).toBe(1);
  });
});
