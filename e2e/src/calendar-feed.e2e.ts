import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { signInThroughPopup } from './sign-in.ts';
import { dayFromToday, mutateFromPage, seeAndCloseToast } from './test-data.ts';

const run = useAppAndBrowser();
let page: Page;
let feedUrl: string;
const workoutDay = dayFromToday(3);

beforeAll(async () => {
  page = await run.browser.newPage();
});

/** What a calendar app does: fetch the URL with no cookie of the athlete's, and parse it. */
async function subscribe(url: string) {
  const response = await fetch(url);
  return { response, body: response.status === 200 ? await response.text() : '' };
}

// One athlete subscribes their phone's calendar to their workouts, then revokes the link.
describe('the private calendar feed', () => {
  it('has a workout scheduled', async () => {
    await page.goto(run.app.url);
    await signInThroughPopup(page, { email: 'cal@example.test', displayName: 'Cal Endar' });
    await page.getByText('Welcome back, Cal Endar!').waitFor();
    await mutateFromPage(page, 'saveWorkout', {
      workout: {
        name: 'Mon/Wed/Fri strength',
        date: workoutDay,
        time: '07:00',
        duration: 60,
        exercises: [{ name: 'Back Squat', sets: 5, reps: '5', weight: '100 kg' }],
      },
    });
  });

  it('creates the link on the profile, shown once with Copy and a webcal:// Add to calendar', async () => {
    await page.goto(`${run.app.url}/profile`);
    const section = page.getByRole('heading', { name: 'Calendar' });
    await section.waitFor();
    await page.getByText('No calendar link yet.').waitFor();
    await page.getByRole('button', { name: 'Create calendar link' }).click();
    await seeAndCloseToast(page, 'Calendar link ready');
    feedUrl = await page.getByLabel('Your secret calendar link').inputValue();
    expect(feedUrl).toMatch(new RegExp(`^${run.app.url}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    await page.getByRole('button', { name: 'Copy link' }).waitFor();
    const add = await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
    expect(add).toBe(feedUrl.replace(/^http:/, 'webcal:'));
  });

  it('chooses a reminder the evening before', async () => {
    await page.getByLabel('Reminder').click();
    await page.getByRole('option', { name: 'The evening before (18:00)' }).click();
    await seeAndCloseToast(page, 'Reminder saved');
    await page.getByRole('button', { name: 'Allow reminders' }).waitFor();
  });

  it('serves the workout to a calendar app, which parses it with its exercises, link back and alarm', async () => {
    const { response, body } = await subscribe(feedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(body));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.summary).toBe('Mon/Wed/Fri strength');
    expect(event.startDate.toString()).toBe(`${workoutDay}T07:00:00`);
    expect(event.description).toContain('Back Squat: 5 × 5 @ 100 kg');
    expect(String(event.component.getFirstPropertyValue('url'))).toMatch(
      new RegExp(`^${run.app.url}/workouts/start/`),
    );
    const alarm = event.component.getFirstSubcomponent('valarm');
    expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-PT13H');
  });

  it('after a reload shows the link as active without its secret', async () => {
    await page.reload();
    await page.getByText(/Your calendar link is active/).waitFor();
    expect(await page.getByLabel('Your secret calendar link').count()).toBe(0);
  });

  it('regenerates only after a confirmation: cancelled, the link still works; confirmed, only the new one does', async () => {
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await page.getByRole('alertdialog', { name: 'Regenerate your calendar link?' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    expect((await subscribe(feedUrl)).response.status).toBe(200);

    await page.getByRole('button', { name: 'Regenerate' }).click();
    await page.getByRole('button', { name: 'Regenerate link' }).click();
    await seeAndCloseToast(page, 'Calendar link ready');
    const newUrl = await page.getByLabel('Your secret calendar link').inputValue();
    expect(newUrl).not.toBe(feedUrl);
    expect((await subscribe(feedUrl)).response.status).toBe(404);
    expect((await subscribe(newUrl)).response.status).toBe(200);
    feedUrl = newUrl;
  });

  it('revokes the link after a confirmation, and the URL answers 404', async () => {
    await page.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('alertdialog', { name: 'Revoke your calendar link?' }).waitFor();
    await page.getByRole('button', { name: 'Revoke link' }).click();
    await seeAndCloseToast(page, 'Calendar link revoked');
    await page.getByText('No calendar link yet.').waitFor();
    expect((await subscribe(feedUrl)).response.status).toBe(404);
  });
});
