import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { signInThroughPopup } from './sign-in.ts';
import { dayFromToday, mutateFromPage, openFromServer } from './test-data.ts';

// With the app open, the athlete who allowed notifications is reminded of their next workout at the lead
// time they chose, and the dashboard counts down to it on the day. The browser's clock is Playwright's (07:00 is
// twenty minutes away), and its Notification records what would be shown: a headless browser shows nothing.

const run = useAppAndBrowser();
let context: BrowserContext;
let page: Page;
const today = dayFromToday(0);

/** What the page showed through the Notification API, in order. */
function shown(): Promise<{ title: string; body: string | undefined; tag: string | undefined }[]> {
  return page.evaluate(() => (window as unknown as { shownReminders: never[] }).shownReminders);
}

beforeAll(async () => {
  context = await run.browser.newContext();
  await context.grantPermissions(['notifications'], { origin: run.app.url });
  await context.addInitScript(() => {
    const Real = window.Notification;
    const record: { title: string; body: string | undefined; tag: string | undefined }[] = [];
    (window as unknown as { shownReminders: typeof record }).shownReminders = record;
    class Recorded {
      static get permission() {
        return Real.permission;
      }
      static requestPermission() {
        return Real.requestPermission();
      }
      constructor(title: string, options?: NotificationOptions) {
        record.push({ title, body: options?.body, tag: options?.tag });
      }
    }
    window.Notification = Recorded as unknown as typeof Notification;
  });
  page = await context.newPage();
  await page.clock.install({ time: new Date(`${today}T06:40:00`) });
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'early@example.test', displayName: 'Early Bird' });
  await page.getByText('Welcome back, Early Bird!').waitFor();
});

afterAll(async () => {
  await context.close();
});

describe('the in-app reminder', () => {
  it('counts down on the dashboard and reminds 15 minutes before, once', async () => {
    const { workout } = await mutateFromPage<{ workout: { id: string } }>(page, 'saveWorkout', {
      workout: {
        name: 'Dawn Deadlifts',
        date: today,
        time: '07:00',
        exercises: [{ name: 'Deadlift', sets: 3, reps: '5', weight: '140 kg' }],
      },
    });
    await mutateFromPage(page, 'setReminderLeadTime', { leadTime: '15m' });
    await page.goto(`${run.app.url}/profile`);
    await page.getByText('Reminders show here while Liftwise is open.').waitFor();

    // A fresh load: the kept copy from before the save (made behind the app's back) is not what is tested here.
    await openFromServer(page, `${run.app.url}/dashboard`);
    // 07:00 is twenty minutes away when the clock starts; a slow machine may take a minute or two to get here.
    await page
      .getByRole('group', { name: 'Next Workout' })
      .getByText(/^in (1[5-9]|20) min$/)
      .waitFor();
    expect(await shown()).toEqual([]);

    // Minute by minute to 06:46: the reminder is due at 06:45.
    for (let minute = 0; minute < 6 && (await shown()).length === 0; minute++)
      await page.clock.runFor(60_000);
    expect(await shown()).toEqual([
      {
        title: 'Workout reminder: Dawn Deadlifts',
        body: expect.stringMatching(/^Starts in 1[45] min$/),
        tag: `workout-reminder-${workout.id}`,
      },
    ]);
    await page.clock.runFor(10 * 60_000);
    expect(await shown()).toHaveLength(1);
  });
});
