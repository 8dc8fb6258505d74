import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { scheduleDayCell } from './screens.ts';
import { signInThroughPopup } from './sign-in.ts';
import { dayFromToday, mutateFromPage, openFromServer, seeAndCloseToast } from './test-data.ts';

const run = useAppAndBrowser();
let page: Page;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const day = dayFromToday;
const today = day(0);
const sameMonth = (date: string) => date.slice(0, 7) === today.slice(0, 7);
/** Two other days of this month, nearest first, so the calendar and the list both show them without paging. */
const [busyDay, moveDay, copyDay] = [1, -1, 2, -2, 3, -3, 4, -4, 5, -5].map(day).filter(sameMonth) as [
  string,
  string,
  string,
];

function monthDay(date: string): string {
  const [, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d}`;
}
const status = (date: string) => (date < today ? 'missed' : 'scheduled');

const dayCell = (date: string) => scheduleDayCell(page, date);

const call = <T>(procedure: string, input: unknown) => mutateFromPage<T>(page, procedure, input);

async function seed(name: string, date: string, time?: string): Promise<string> {
  const { workout } = await call<{ workout: { id: string } }>('saveWorkout', {
    workout: {
      name,
      date,
      ...(time && { time }),
      exercises: [{ name: 'Back Squat', sets: 3, reps: '8-10', weight: '135' }],
    },
  });
  return workout.id;
}

const seeToast = (title: string) => seeAndCloseToast(page, title);

const open = (path: string) => openFromServer(page, `${run.app.url}${path}`);

beforeAll(async () => {
  page = await run.browser.newPage();
  await page.goto(run.app.url);
  // Signed in at the default size (the landing page folds Sign In into a menu on a phone), then used on a phone.
  await signInThroughPopup(page, { email: 'sam@example.test', displayName: 'Sam' });
  await page.getByText('Welcome back, Sam!').waitFor();
  await page.setViewportSize({ width: 375, height: 740 });
});

describe('the schedule and the dashboard, on a phone', () => {
  it('an empty account: None scheduled, no streak, 0 of 5, and no schedule to view', async () => {
    const thisWeek = page.getByRole('group', { name: 'This Week' });
    await thisWeek.getByText('0 of 5').waitFor();
    await page.getByRole('group', { name: 'Next Workout' }).getByText('None scheduled').waitFor();
    const streak = page.getByRole('group', { name: 'Current Streak' });
    await streak.getByText('0 days').waitFor();
    await streak.getByText('Start your streak today!').waitFor();
    expect(await page.getByRole('button', { name: 'No Scheduled Workouts' }).isDisabled()).toBe(true);
  });

  it('an empty day speaks of that day and offers to create a workout on it', async () => {
    await open('/schedule');
    await dayCell(today).click();
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const weekday = new Date(y, m - 1, d).toLocaleDateString('en-US', { weekday: 'long' });
    await page.getByText(`No workouts on ${weekday}, ${monthDay(today)}.`).waitFor();
    const create = page.getByRole('link', { name: 'Create a workout for this day' });
    expect(await create.getAttribute('href')).toBe(`/workouts/create?date=${today}`);
    await create.click();
    await page.waitForURL((url) => url.pathname === '/workouts/create');
    expect(await page.getByLabel('Date').inputValue()).toBe(today);
    await page.goBack();
  });

  let pushId = '';
  it('shows the dots on the right days and +N when a day has 3 or more', async () => {
    pushId = await seed('Push Day', today, '18:00');
    await seed('Pull Day', busyDay, '07:00');
    await seed('Leg Day', busyDay, '12:00');
    await seed('Core Blast', busyDay, '19:00');
    await open('/schedule');
    await page.getByRole('heading', { name: 'Schedule', exact: true }).waitFor();

    const todayCell = dayCell(today);
    await todayCell.waitFor();
    expect(await todayCell.getAttribute('aria-label')).toMatch(/, today: 1 workout \(1 scheduled\)$/);
    expect(await todayCell.getAttribute('aria-current')).toBe('date');
    const busy = dayCell(busyDay);
    expect(await busy.getAttribute('aria-label')).toMatch(
      new RegExp(`: 3 workouts \\(3 ${status(busyDay)}\\)$`),
    );
    expect(await busy.textContent()).toContain('+1');
    expect(await dayCell(moveDay).getAttribute('aria-label')).toMatch(/: no workouts$/);
  });

  it('selecting a day lists its workouts, by time, with their actions', async () => {
    await dayCell(busyDay).click();
    const names = await page.locator('section article h3').allTextContents();
    expect(names).toEqual(['Pull Day', 'Leg Day', 'Core Blast']);
    const leg = page.getByRole('article', { name: 'Leg Day' });
    expect(await leg.getByRole('link', { name: /Copy Leg Day/ }).getAttribute('href')).toMatch(
      /\/workouts\/create\?copyFrom=/,
    );
    expect(await leg.getByRole('link', { name: /Edit Leg Day/ }).getAttribute('href')).toMatch(
      /\/workouts\/edit\//,
    );
    if (status(busyDay) === 'scheduled') {
      expect(await leg.getByRole('link', { name: 'Start Workout' }).getAttribute('href')).toMatch(
        /\/workouts\/start\//,
      );
    }
  });

  it('arrow keys move between days', async () => {
    await dayCell(busyDay).focus();
    const step = busyDay > today ? 'ArrowLeft' : 'ArrowRight';
    await page.keyboard.press(step);
    // Today and the busy day are neighbours: one key lands on today, whose workout is listed.
    await page.getByRole('article', { name: 'Push Day' }).waitFor();
    expect(await dayCell(today).getAttribute('aria-pressed')).toBe('true');
  });

  it('moves a workout to another day', async () => {
    await dayCell(today).click();
    const push = page.getByRole('article', { name: 'Push Day' });
    await push.getByRole('button', { name: 'Move Push Day' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move Workout' });
    await dialog.getByLabel('Date').fill(moveDay);
    await dialog.getByLabel('Time (optional)').fill('06:30');
    await dialog.getByRole('button', { name: 'Move Workout' }).click();
    await seeToast('Workout Updated');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(/^No workouts on \w+, \w+ \d+\.$/).waitFor();
    await dayCell(moveDay).click();
    const moved = page.getByRole('article', { name: 'Push Day' });
    await moved.getByText('6:30 AM').waitFor();
    // A workout moved into the past reads as missed; into the future, as scheduled.
    await moved.getByText(status(moveDay) === 'missed' ? 'Missed' : 'Scheduled', { exact: true }).waitFor();
  });

  it('the List tab groups by date, ascending, from today on; earlier weeks are a press away', async () => {
    await page.getByRole('tab', { name: 'List' }).click();
    await page.getByRole('button', { name: 'Show 4 more weeks' }).waitFor();
    const headings = page.locator('[role="tabpanel"] h3[id^="list-"]');
    const listed = () => headings.evaluateAll((els) => els.map((e) => e.id.replace('list-', '')));
    const days = [busyDay, moveDay].sort();
    const fromToday = days.filter((date) => date >= today);
    if (fromToday.length > 0) await headings.first().waitFor();
    expect(await listed()).toEqual(fromToday);
    await page.getByRole('button', { name: 'Show 4 earlier weeks' }).click();
    await expect.poll(listed).toEqual(days);
    const busyGroup = page.locator('section', { has: page.locator(`h3#list-${busyDay}`) });
    expect(await busyGroup.locator('article h4').allTextContents()).toEqual([
      'Pull Day',
      'Leg Day',
      'Core Blast',
    ]);
    await page.getByRole('tab', { name: 'Calendar' }).click();
  });

  it('Schedule Workout places a copy of an existing workout on a chosen day', async () => {
    await dayCell(copyDay).click();
    await page.getByRole('button', { name: 'Schedule Workout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Workout' });
    expect(await dialog.getByLabel('Date').inputValue()).toBe(copyDay);
    await dialog.getByLabel('Workout', { exact: true }).click();
    await page.getByRole('option', { name: /^Leg Day/ }).click();
    await dialog.getByLabel('Schedule a copy').check();
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await seeToast('Workout Saved');
    await page.getByRole('article', { name: 'Leg Day' }).waitFor();
    // The original stays where it was.
    expect(await dayCell(busyDay).getAttribute('aria-label')).toMatch(/: 3 workouts/);
  });

  it('Schedule Workout moves an existing workout to the chosen day and time', async () => {
    await page.getByRole('button', { name: 'Schedule Workout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Workout' });
    await dialog.getByLabel('Time (optional)').fill('17:15');
    await dialog.getByLabel('Workout', { exact: true }).click();
    await page.getByRole('option', { name: /^Core Blast/ }).click();
    expect(await dialog.getByLabel('Move it').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await seeToast('Workout Updated');
    await page.getByRole('article', { name: 'Core Blast' }).getByText('5:15 PM').waitFor();
    expect(await dayCell(busyDay).getAttribute('aria-label')).toMatch(/: 2 workouts/);
  });

  it("'Create a new workout' opens the form with the day filled in", async () => {
    await page.getByRole('button', { name: 'Schedule Workout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Workout' });
    await dialog.getByLabel('Time (optional)').fill('08:00');
    await dialog.getByLabel('Create a new workout').check();
    await dialog.getByRole('button', { name: 'Create a new workout' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/workouts/create' &&
        url.searchParams.get('date') === copyDay &&
        url.searchParams.get('time') === '08:00',
    );
    // The form's title is the same with or without the form helper's screen ('Create New Workout', spec §2).
    await page.getByRole('heading', { name: 'Create New Workout' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Schedule', exact: true }).waitFor();
  });

  it('a failed move keeps the dialog as filled, and trying again works', async () => {
    await dayCell(copyDay).click();
    await page.route('**/trpc/updateWorkout*', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page
      .getByRole('article', { name: 'Core Blast' })
      .getByRole('button', { name: 'Move Core Blast' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Move Workout' });
    await dialog.getByLabel('Time (optional)').fill('20:45');
    await dialog.getByRole('button', { name: 'Move Workout' }).click();
    await page.getByText('Failed to update workout. Please try again.').waitFor();
    expect(await dialog.getByLabel('Time (optional)').inputValue()).toBe('20:45');
    await page.unroute('**/trpc/updateWorkout*');
    await dialog.getByRole('button', { name: 'Move Workout' }).click();
    await seeToast('Workout Updated');
    await page.getByRole('article', { name: 'Core Blast' }).getByText('8:45 PM').waitFor();
  });

  it('deletes a workout after confirming', async () => {
    await dayCell(copyDay).click();
    const core = page.getByRole('article', { name: 'Core Blast' });
    await core.getByRole('button', { name: 'Delete Core Blast' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('"Core Blast" will be removed from your schedule.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await seeToast('Workout Deleted');
    await core.waitFor({ state: 'detached' });
    expect(await dayCell(copyDay).getAttribute('aria-label')).toMatch(/: 1 workout \(/);
  });

  it('a failed load says so with Retry instead of an empty month', async () => {
    await page.route('**/trpc/*getSchedule*', (route) => route.fulfill({ status: 500, body: '{}' }));
    await open('/schedule');
    await page.getByText("Your schedule couldn't be loaded").waitFor();
    await page.getByText('Failed to load workouts. Please try again later.').first().waitFor();
    await page.unroute('**/trpc/*getSchedule*');
    await page.getByRole('button', { name: 'Retry' }).first().click();
    await dayCell(busyDay).waitFor();
    expect(await dayCell(busyDay).getAttribute('aria-label')).toMatch(/: 2 workouts/);
  });

  it('the dashboard shows the next workout, and a finished one counts for the week and the streak', async () => {
    const upcoming = [
      { date: busyDay, name: 'Pull Day' },
      { date: moveDay, name: 'Push Day' },
      { date: copyDay, name: 'Leg Day' },
    ]
      .filter((w) => w.date >= today)
      .sort((a, b) => (a.date < b.date ? -1 : 1));
    await open('/dashboard');
    const next = page.getByRole('group', { name: 'Next Workout' });
    if (upcoming[0]) {
      await next.getByText(monthDay(upcoming[0].date), { exact: true }).waitFor();
      await next.getByText(upcoming[0].name, { exact: true }).waitFor();
      await page.getByRole('link', { name: 'View Schedule' }).waitFor();
    } else {
      await next.getByText('None scheduled').waitFor();
    }

    await call('saveCompletedWorkout', {
      completedWorkout: {
        name: 'Push Day',
        date: new Date().toISOString(),
        originalWorkoutId: pushId,
        actualExercises: [],
        duration: 1800,
        notes: '',
      },
    });
    await open('/dashboard');
    await page.getByRole('group', { name: 'This Week' }).getByText('1 of 5').waitFor();
    const streak = page.getByRole('group', { name: 'Current Streak' });
    await streak.getByText('1 day', { exact: true }).waitFor();
    await streak.getByText('Keep it going!').waitFor();
  });
});
