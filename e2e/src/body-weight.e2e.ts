// The body-weight log on Progress: the real server, database and Chromium, on a phone and a desktop.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { signInThroughPopup } from './sign-in.ts';
import {
  dayFromToday,
  failingCallsTo,
  mutateFromPage,
  openFromServer,
  seeAndCloseToast,
} from './test-data.ts';

const run = useAppAndBrowser();
let page: Page;

const card = () => page.getByRole('region', { name: 'Body weight' });
const form = () => page.getByRole('form', { name: 'Log body weight' });
/** The trend's table for screen readers: its rows after the header, as the cells read. */
async function tableRows(): Promise<string[][]> {
  const rows = card().getByRole('table', { name: 'Body weight and its 7-day average' }).getByRole('row');
  const texts = await rows.evaluateAll((elements) =>
    elements.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
  );
  return texts.filter((cells) => cells.length > 0);
}

async function logThroughForm(weight: string, date?: string, note?: string) {
  if (date) await form().getByLabel('Date').fill(date);
  await form().getByLabel('Weight (lbs)').fill(weight);
  if (note) await form().getByLabel('Note (optional)').fill(note);
  await form().getByRole('button', { name: 'Log Weight' }).click();
}

beforeAll(async () => {
  page = await run.browser.newPage();
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'bo@example.test', displayName: 'Bo' });
  await page.getByText('Welcome back, Bo!').waitFor();
  await page.setViewportSize({ width: 375, height: 740 });
});

describe('body weight', () => {
  it('starts empty on Progress, with the form ready for today', async () => {
    await openFromServer(page, `${run.app.url}/progress`);
    await card().getByText('No body weight in this period').waitFor();
    expect(await form().getByLabel('Date').inputValue()).toBe(dayFromToday(0));
  });

  it('refuses a weight no body has, saying the bounds in the athlete’s unit', async () => {
    await logThroughForm('1000');
    await form().getByText('Weight must be between 44 and 880 lbs').waitFor();
    expect(await form().getByLabel('Weight (lbs)').getAttribute('aria-invalid')).toBe('true');
  });

  it('logs a month: most through the server, three through the form, and shows the trend and its average', async () => {
    // A weight-loss goal in pounds, which follows the log.
    await mutateFromPage(page, 'saveGoal', {
      goalData: {
        title: 'Cut to 175',
        type: 'weight_loss',
        targetValue: 175,
        unit: 'lbs',
        targetDate: dayFromToday(90),
      },
    });
    // Days 29 to 3 before today, a pound lighter every few days; a bench session nine days ago.
    for (let daysAgo = 29; daysAgo >= 3; daysAgo--)
      await mutateFromPage(page, 'saveBodyWeight', {
        entry: { date: dayFromToday(-daysAgo), weight: 190 - Math.floor((29 - daysAgo) / 3), unit: 'lb' },
      });
    const { workout } = await mutateFromPage<{ workout: { id: string } }>(page, 'saveWorkout', {
      workout: { name: 'Bench Day', date: dayFromToday(-9), exercises: [{ name: 'Bench Press', reps: '5' }] },
    });
    await mutateFromPage(page, 'saveCompletedWorkout', {
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      completedWorkout: {
        name: 'Bench Day',
        date: new Date(`${dayFromToday(-9)}T12:00:00`).toISOString(),
        originalWorkoutId: workout.id,
        duration: 2700,
        notes: '',
        actualExercises: [
          {
            id: 'bench',
            name: 'Bench Press',
            plannedSets: 1,
            plannedReps: '5',
            plannedWeight: '',
            notes: '',
            actualSets: [{ setNumber: 1, actualWeight: 225, actualReps: '5', completed: true, notes: '' }],
          },
        ],
      },
    });
    await openFromServer(page, `${run.app.url}/progress`);
    await card()
      .getByRole('table', { name: 'Body weight and its 7-day average' })
      .waitFor({ state: 'attached' });
    expect(await tableRows()).toHaveLength(27);

    await logThroughForm('181.4', dayFromToday(-2));
    await seeAndCloseToast(page, 'Body Weight Saved');
    await logThroughForm('181', dayFromToday(-1));
    await seeAndCloseToast(page, 'Body Weight Saved');
    await logThroughForm('180.6', dayFromToday(0), 'morning, fasted');
    await seeAndCloseToast(page, 'Body Weight Saved');

    const rows = await tableRows();
    expect(rows).toHaveLength(30);
    // Today's average is of today and the six days before: 183, 182, 182, 182, 181.4, 181, 180.6 → 181.7.
    expect(rows.at(-1)).toEqual([expect.any(String), '180.6 lbs', '181.7 lbs']);
    expect(await card().locator('[data-chart="point"]').count()).toBe(30);
    expect(await card().locator('[data-chart="average"]').count()).toBe(1);
    await card().getByText('morning, fasted', { exact: false }).waitFor();
    // The bench of nine days ago against the weight of that day (184 lbs): 225 ÷ 184.
    const best = page.getByRole('region', { name: 'Best lifts' });
    await best.getByText('1.22 × body weight', { exact: false }).waitFor();
  });

  it('a second log of a day replaces it', async () => {
    await logThroughForm('180.2', dayFromToday(0));
    await seeAndCloseToast(page, 'Body Weight Saved');
    const rows = await tableRows();
    expect(rows).toHaveLength(30);
    expect(rows.at(-1)?.[1]).toBe('180.2 lbs');
  });

  it('a failed save keeps what was typed, and Log Weight again saves it', async () => {
    const restore = await failingCallsTo(page, 'saveBodyWeight');
    await logThroughForm('179.8', dayFromToday(0), 'after run');
    await seeAndCloseToast(page, 'Failed to save body weight. Please try again.');
    expect(await form().getByLabel('Weight (lbs)').inputValue()).toBe('179.8');
    expect(await form().getByLabel('Note (optional)').inputValue()).toBe('after run');
    await restore();
    await form().getByRole('button', { name: 'Log Weight' }).click();
    await seeAndCloseToast(page, 'Body Weight Saved');
    expect((await tableRows()).at(-1)?.[1]).toBe('179.8 lbs');
  });

  it('moves the weight-loss goal to the latest logged weight', async () => {
    await page.goto(`${run.app.url}/goals`);
    const goal = page.getByRole('listitem').filter({ hasText: 'Cut to 175' });
    await goal.getByText('179.8 / 175 lbs').waitFor();
    await goal.getByText('Current value follows your logged body weight').waitFor();
    await page.goBack();
    await card()
      .getByRole('table', { name: 'Body weight and its 7-day average' })
      .waitFor({ state: 'attached' });
  });

  it('offline, a log shows at once, waits on the device and is saved on reconnect', async () => {
    await page.context().setOffline(true);
    try {
      await logThroughForm('180.8', dayFromToday(-1));
      await seeAndCloseToast(page, 'Body Weight Saved');
      expect((await tableRows()).at(-2)?.[1]).toBe('180.8 lbs');
      await page.getByRole('status').getByText('1 change waiting to be saved').waitFor();
    } finally {
      await page.context().setOffline(false);
    }
    await page.getByRole('status').getByText('1 change waiting to be saved').waitFor({ state: 'detached' });
    const stored = await page.evaluate(async (day) => {
      const input = encodeURIComponent(JSON.stringify({ from: day, to: day }));
      return (await (await fetch(`/trpc/getBodyWeights?input=${input}`)).json()).result.data.entries;
    }, dayFromToday(-1));
    expect(stored).toEqual([expect.objectContaining({ weight: 180.8, unit: 'lb' })]);
  });

  it('deletes an entry only after its confirmation', async () => {
    const entries = card().getByRole('listitem');
    const first = entries.first();
    const day = (await first.textContent()) ?? '';
    await first.getByRole('button', { name: /^Delete the entry of / }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this entry?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await tableRows()).toHaveLength(30);
    await first.getByRole('button', { name: /^Delete the entry of / }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await seeAndCloseToast(page, 'Body Weight Entry Deleted');
    expect(await tableRows()).toHaveLength(29);
    expect(await entries.first().textContent()).not.toBe(day);
  });

  it('moves the weight-loss goal back to the entry before when the newest is deleted', async () => {
    await page.goto(`${run.app.url}/goals`);
    const goal = page.getByRole('listitem').filter({ hasText: 'Cut to 175' });
    await goal.getByText('180.8 / 175 lbs').waitFor();
    await page.goBack();
    await card()
      .getByRole('table', { name: 'Body weight and its 7-day average' })
      .waitFor({ state: 'attached' });
  });

  it('keeps the log over a reload, and the export carries every entry', async () => {
    await openFromServer(page, `${run.app.url}/progress`);
    await card()
      .getByRole('table', { name: 'Body weight and its 7-day average' })
      .waitFor({ state: 'attached' });
    expect(await tableRows()).toHaveLength(29);
    const exported = await page.evaluate(async () => (await fetch('/export')).json());
    expect(exported.bodyWeights).toHaveLength(29);
    expect(exported.bodyWeights).toContainEqual(
      expect.objectContaining({ date: dayFromToday(-1), weight: 180.8, unit: 'lb' }),
    );
  });

  it("a finished Pull-Up with added weight counts the day's body weight on its page and in best lifts", async () => {
    const { workout } = await mutateFromPage<{ workout: { id: string } }>(page, 'saveWorkout', {
      workout: { name: 'Pull Day', date: dayFromToday(-2), exercises: [{ name: 'Pull-Up', reps: '5' }] },
    });
    await mutateFromPage(page, 'saveCompletedWorkout', {
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      completedWorkout: {
        name: 'Pull Day',
        date: new Date(`${dayFromToday(-2)}T12:00:00`).toISOString(),
        originalWorkoutId: workout.id,
        duration: 1800,
        notes: '',
        actualExercises: [
          {
            id: 'pull-up',
            name: 'Pull-Up',
            plannedSets: 1,
            plannedReps: '5',
            plannedWeight: '',
            notes: '',
            actualSets: [
              {
                setNumber: 1,
                actualWeight: 20,
                weightUnit: 'lb',
                actualReps: '5',
                completed: true,
                notes: '',
              },
            ],
          },
        ],
      },
    });
    await page.goto(`${run.app.url}/exercises/pull-up`);
    // 181.4 lbs logged that day and 20 added: 201.4 × 5, an e1RM of 201.4 × (1 + 5 / 30) ≈ 235.
    const history = page.getByRole('region', { name: 'Your history' });
    await history.getByText('201.4 lbs × 5').first().waitFor();
    await history.getByText('≈ 235 lbs 1RM', { exact: false }).waitFor();
    await history.getByText('e1RM and records include body weight', { exact: false }).waitFor();
    // The session lists the added weight and its volume as logged.
    await history.getByText('Volume 100 lbs').waitFor();
    await history.getByText('20 lbs × 5').first().waitFor();
    await page.screenshot({ path: '/tmp/pull-up-body-weight.png', fullPage: true });
    await openFromServer(page, `${run.app.url}/progress`);
    const best = page.getByRole('region', { name: 'Best lifts' });
    await best
      .getByRole('listitem')
      .filter({ hasText: 'Pull-Up' })
      .getByText('includes body weight', { exact: false })
      .waitFor();
    // The all-time records agree with the best lifts: the same load, counting the body weight.
    const record = page
      .getByRole('region', { name: 'Personal records' })
      .getByRole('listitem')
      .filter({ hasText: 'Pull-Up' });
    await record.getByText('Heaviest set · includes body weight').waitFor();
    await record.getByText('201.4 lbs × 5').waitFor();
  });

  it('reads well on a phone and on a desktop', async () => {
    await card().scrollIntoViewIfNeeded();
    await card().screenshot({ path: '/tmp/body-weight-375.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await card().scrollIntoViewIfNeeded();
    await card().screenshot({ path: '/tmp/body-weight-1280.png' });
    await page.screenshot({ path: '/tmp/progress-1280.png', fullPage: true });
  });
});
