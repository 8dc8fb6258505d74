import type { Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { addExercise as addExerciseOn, chooseOption } from './screens.ts';
import { signInThroughPopup } from './sign-in.ts';
import { dayFromToday, failingCallsTo, openFromServer, weekdayOf } from './test-data.ts';

const run = useAppAndBrowser();
let page: Page;
/** The workout this file saves first; edit and copy start from it. */
let savedId = '';
/** Its exercises' ids, which a copy must not reuse. */
let savedExerciseIds: string[] = [];

const today = () => dayFromToday(0);

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The calendar day `days` after `date`. */
function addDaysTo(date: string, days: number): string {
  const moved = new Date(`${date}T12:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

const failCallsTo = (procedure: string) => failingCallsTo(page, procedure);

/** The next successful answer of a procedure. */
function answerOf(procedure: string): Promise<Response> {
  return page.waitForResponse((response) => response.url().includes(`/trpc/${procedure}`) && response.ok());
}

/** The saved workout in a tRPC answer (a batch of one, or a single result). */
async function workoutIn(
  response: Response,
): Promise<{ id: string; status: string; exercises: { id: string }[] }> {
  const body = await response.json();
  const entry = Array.isArray(body) ? body[0] : body;
  return entry.result.data.workout;
}

const nameField = () => page.getByLabel('Workout Name');
const exerciseNameField = () => page.getByRole('combobox', { name: 'Exercise Name' });

/** The exercise list's names, top to bottom, as its inline name fields hold them. */
async function listedNames(): Promise<string[]> {
  const fields = page.getByRole('textbox', { name: /^Name of exercise \d+$/ });
  const count = await fields.count();
  const names: string[] = [];
  for (let i = 0; i < count; i++) names.push(await fields.nth(i).inputValue());
  return names;
}

const addExercise = (values: Parameters<typeof addExerciseOn>[1]) => addExerciseOn(page, values);

beforeAll(async () => {
  page = await run.browser.newPage();
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'ada@example.test', displayName: 'Ada' });
  await page.getByText('Welcome back, Ada!').waitFor();
  // A phone in the gym.
  await page.setViewportSize({ width: 375, height: 740 });
});

describe('the workout form on a phone, as an athlete uses it', () => {
  it("opens 'Create New Workout' dated today, 60 minutes, Intermediate, and names what is missing on an empty save", async () => {
    await page.goto(`${run.app.url}/workouts/create`);
    await page.getByRole('heading', { name: 'Create New Workout' }).waitFor();
    expect(await page.getByLabel('Date').inputValue()).toBe(today());
    expect(await page.getByLabel('Duration (minutes)').inputValue()).toBe('60');
    expect(await page.getByLabel('Difficulty').textContent()).toContain('Intermediate');

    await page.getByRole('button', { name: 'Save Workout' }).click();
    await page.getByText('Workout name is required').waitFor();
    await page.getByText('Add at least one exercise').waitFor();
    expect(await nameField().getAttribute('aria-invalid')).toBe('true');
    // The first missing field has the focus, so the athlete is taken to it.
    expect(await nameField().evaluate((element) => element === document.activeElement)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/workouts/create');

    await page.getByRole('button', { name: 'Add Exercise' }).click();
    await page.getByText('Exercise name is required').waitFor();
    await page.getByText('Reps are required (a number or a range such as 8-10)').waitFor();
  });

  it('adds three exercises: a rep range, free text, and one picked from the suggestions by keyboard', async () => {
    await nameField().fill('Upper Body Strength');
    await expect(page.getByText('Workout name is required').count()).resolves.toBe(0);
    // Only the list is missing now: Save takes the athlete to the manual entry, where an exercise is added.
    await page.getByRole('button', { name: 'Save Workout' }).click();
    await page.getByText('Add at least one exercise').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
    expect(await exerciseNameField().evaluate((element) => element === document.activeElement)).toBe(true);

    await addExercise({ name: 'Bench Press', reps: '8-10', weight: '135 lbs' });
    await page.getByText('3 × 8-10 @ 135 lbs').waitFor();
    // The entry is emptied for the next one, sets back to 3, the focus in the name field.
    expect(await exerciseNameField().inputValue()).toBe('');
    expect(await page.getByLabel('Sets').inputValue()).toBe('3');

    await addExercise({ name: 'Band Pull-Apart Superset', sets: '4', reps: '12' });
    await page.getByText('4 × 12').waitFor();

    await exerciseNameField().focus();
    await page.keyboard.type('overhead pre', { delay: 30 });
    await page.getByRole('listbox', { name: 'Exercise suggestions' }).waitFor();
    const options = page.getByRole('option');
    const texts = await options.allTextContents();
    const target = texts.findIndex((text) => text.startsWith('Overhead Press'));
    expect(target).toBeGreaterThanOrEqual(0);
    for (let i = 0; i <= target; i++) await page.keyboard.press('ArrowDown');
    await page.locator('[role="option"][aria-selected="true"]', { hasText: 'Overhead Press' }).waitFor();
    await page.keyboard.press('Enter');
    expect(await exerciseNameField().inputValue()).toBe('Overhead Press');
    await page.getByLabel('Reps').fill('5');
    // Enter in the entry adds the exercise; it does not save the workout.
    await page.keyboard.press('Enter');
    await page.getByText('3 × 5', { exact: true }).waitFor();
    expect(await listedNames()).toEqual(['Bench Press', 'Band Pull-Apart Superset', 'Overhead Press']);
    await expect(page.getByText('Add at least one exercise').count()).resolves.toBe(0);
  });

  it('reorders by keyboard with the drag handle, and with the move buttons', async () => {
    await page.getByRole('button', { name: 'Drag to reorder Overhead Press' }).focus();
    await page.keyboard.press('Space');
    await page.getByText('Picked up Overhead Press, position 3.').waitFor({ state: 'attached' });
    // dnd-kit starts listening for the arrow keys in a timer queued at pick-up; one queued now runs after it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    await page.keyboard.press('ArrowUp');
    await page.getByText('Overhead Press moved to position 2 of 3.').waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowUp');
    await page.getByText('Overhead Press moved to position 1 of 3.').waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await page.getByText('Overhead Press dropped at position 1 of 3.').waitFor({ state: 'attached' });
    expect(await listedNames()).toEqual(['Overhead Press', 'Bench Press', 'Band Pull-Apart Superset']);

    await page.getByRole('button', { name: 'Move Band Pull-Apart Superset up' }).click();
    expect(await listedNames()).toEqual(['Overhead Press', 'Band Pull-Apart Superset', 'Bench Press']);
    await page.getByRole('button', { name: 'Move Band Pull-Apart Superset down' }).click();
    expect(await listedNames()).toEqual(['Overhead Press', 'Bench Press', 'Band Pull-Apart Superset']);
  });

  it('reorders by touch: a finger drags the handle (pointer events, the handle does not scroll the page)', async () => {
    // The list in the middle of the screen: a finger near an edge scrolls the page (dnd-kit's auto-scroll), and
    // on a slow machine that scroll moved the drop target away from under the finger.
    await page
      .getByRole('button', { name: 'Drag to reorder Bench Press' })
      .evaluate((handle) => handle.scrollIntoView({ block: 'center' }));
    const handle = page.getByRole('button', { name: 'Drag to reorder Bench Press' });
    const target = page.getByRole('button', { name: 'Drag to reorder Overhead Press' });
    const nextFrame = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    // Chromium's own touch input (Playwright's touchscreen only taps).
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });

    /** Puts a finger on the handle and moves it a little; true once dnd-kit says the row is picked up. */
    async function pickUp(): Promise<{ x: number; startY: number; distance: number } | undefined> {
      // Where the handle is once the page has stopped moving (the same box two frames running), and that the finger
      // lands on it there, not on something drawn over it.
      let from = await handle.boundingBox();
      for (let settled = false; !settled; ) {
        await nextFrame();
        const again = await handle.boundingBox();
        settled = JSON.stringify(again) === JSON.stringify(from);
        from = again;
      }
      const to = await target.boundingBox();
      if (!from || !to) throw new Error('the drag handles are not on screen');
      const x = from.x + from.width / 2;
      const startY = from.y + from.height / 2;
      expect(
        await handle.evaluate((button, at) => button.contains(document.elementFromPoint(at.x, at.y)), {
          x,
          y: startY,
        }),
      ).toBe(true);
      await touch('touchStart', x, startY);
      await touch('touchMove', x, startY + (to.y - from.y) / 10);
      await nextFrame();
      const pickedUp = await page
        .getByText('Picked up Bench Press, position 2.')
        .waitFor({ state: 'attached', timeout: 5000 })
        .then(
          () => true,
          () => false,
        );
      if (pickedUp) return { x, startY, distance: to.y - from.y };
      await touch('touchEnd', x, 0);
      return undefined;
    }

    // A loaded machine has now and then lost the first touch (the row never picked up, the finger never seen on
    // the handle); the athlete would put the finger down again, and so does the test, twice at most. A drag that
    // never works fails all three.
    let drag = await pickUp();
    for (let attempt = 2; !drag && attempt <= 3; attempt++) drag = await pickUp();
    if (!drag) throw new Error('three touches on the handle never picked the row up');
    // A finger moves at most once a frame, so dnd-kit has measured where the handle is before the next move.
    for (let step = 2; step <= 10; step++) {
      await touch('touchMove', drag.x, drag.startY + (drag.distance * step) / 10);
      await nextFrame();
    }
    // The finger lifts only once the row under it is the drop target, as a person waits to see the gap open.
    await page.getByText('Bench Press moved to position 1 of 3.').waitFor({ state: 'attached' });
    await touch('touchEnd', drag.x, 0);
    await page.getByText('Bench Press dropped at position 1 of 3.').waitFor({ state: 'attached' });
    expect(await listedNames()).toEqual(['Bench Press', 'Overhead Press', 'Band Pull-Apart Superset']);
    await cdp.detach();

    // Back to the order the rest of the file expects, with the buttons.
    await page.getByRole('button', { name: 'Move Bench Press down' }).click();
    expect(await listedNames()).toEqual(['Overhead Press', 'Bench Press', 'Band Pull-Apart Superset']);
  });

  it('edits a name in the list and removes an exercise', async () => {
    await page.getByRole('textbox', { name: 'Name of exercise 3' }).fill('Band Pull-Apart');
    await addExercise({ name: 'Plank', reps: '60s' });
    expect(await listedNames()).toEqual(['Overhead Press', 'Bench Press', 'Band Pull-Apart', 'Plank']);
    await page.getByRole('button', { name: 'Remove Plank' }).click();
    expect(await listedNames()).toEqual(['Overhead Press', 'Bench Press', 'Band Pull-Apart']);
  });

  it("a failed save says 'Failed to save workout. Please try again.' and keeps everything typed; saving again works", async () => {
    await page.getByLabel('Notes', { exact: true }).fill('Rest 2 minutes between sets');
    const restore = await failCallsTo('saveWorkout');
    await page.getByRole('button', { name: 'Save Workout' }).click();
    await page.getByText('Failed to save workout. Please try again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/workouts/create');
    expect(await nameField().inputValue()).toBe('Upper Body Strength');
    expect(await page.getByLabel('Notes', { exact: true }).inputValue()).toBe('Rest 2 minutes between sets');
    expect(await listedNames()).toEqual(['Overhead Press', 'Bench Press', 'Band Pull-Apart']);
    await page.getByText('3 × 8-10 @ 135 lbs').waitFor();

    await restore();
    // On a phone the toast sits over the action bar: the athlete closes it (or waits) and taps Save again.
    await page.getByRole('button', { name: 'Close toast' }).click();
    const answer = answerOf('saveWorkout');
    await page.getByRole('button', { name: 'Save Workout' }).click();
    const saved = await workoutIn(await answer);
    savedId = saved.id;
    savedExerciseIds = saved.exercises.map((exercise) => exercise.id);
    expect(saved.status).toBe('scheduled');
    await page.waitForURL((url) => url.pathname === '/workouts');
    await page.getByText('Workout Saved', { exact: true }).waitFor();
  });

  it("edit loads the saved workout in order; updating shows 'Workout Updated'", async () => {
    await page.goto(`${run.app.url}/workouts/edit/${savedId}`);
    await page.getByRole('heading', { name: 'Edit Workout' }).waitFor();
    await page.getByRole('button', { name: 'Update Workout' }).waitFor();
    expect(await nameField().inputValue()).toBe('Upper Body Strength');
    expect(await page.getByLabel('Date').inputValue()).toBe(today());
    expect(await listedNames()).toEqual(['Overhead Press', 'Bench Press', 'Band Pull-Apart']);

    await nameField().fill('Upper Body Power');
    const answer = answerOf('updateWorkout');
    await page.getByRole('button', { name: 'Update Workout' }).click();
    const updated = await workoutIn(await answer);
    expect(updated.id).toBe(savedId);
    await page.waitForURL((url) => url.pathname === '/workouts');
    await page.getByText('Workout Updated', { exact: true }).waitFor();

    // From the server, not the browser's cache.
    await openFromServer(page, `${run.app.url}/workouts/edit/${savedId}`);
    await page.getByRole('button', { name: 'Update Workout' }).waitFor();
    expect(await nameField().inputValue()).toBe('Upper Body Power');
  });

  it("?copyFrom shows 'Copy Workout' with the fields loaded and saves a new workout", async () => {
    await page.goto(`${run.app.url}/workouts/create?copyFrom=${savedId}`);
    await page.getByRole('heading', { name: 'Copy Workout' }).waitFor();
    await page.getByRole('button', { name: 'Save Workout' }).waitFor();
    expect(await nameField().inputValue()).toBe('Upper Body Power');
    expect(await page.getByLabel('Notes', { exact: true }).inputValue()).toBe('Rest 2 minutes between sets');
    expect(await listedNames()).toEqual(['Overhead Press', 'Bench Press', 'Band Pull-Apart']);

    const answer = answerOf('saveWorkout');
    await page.getByRole('button', { name: 'Save Workout' }).click();
    const copy = await workoutIn(await answer);
    expect(copy.id).not.toBe(savedId);
    expect(copy.exercises).toHaveLength(3);
    expect(copy.exercises.some((exercise) => savedExerciseIds.includes(exercise.id))).toBe(false);
    expect(copy.status).toBe('scheduled');
    await page.waitForURL((url) => url.pathname === '/workouts');
    await page.getByText('Workout Saved', { exact: true }).waitFor();
  });

  it('?date (and time) from the schedule fills in the day of a new workout', async () => {
    await page.goto(`${run.app.url}/workouts/create?date=2030-01-15&time=18:30`);
    await page.getByRole('heading', { name: 'Create New Workout' }).waitFor();
    expect(await page.getByLabel('Date').inputValue()).toBe('2030-01-15');
    expect(await page.getByLabel('Time (optional)').inputValue()).toBe('18:30');
  });

  it("'Weekly on days' ticks the workout's own weekday and follows its date until the athlete picks days", async () => {
    // Not today's weekday, so the day of creation and the workout's day differ.
    const date = [2, 3, 4].map(dayFromToday).find((d) => weekdayOf(d) !== weekdayOf(today())) as string;
    const threeOn = addDaysTo(date, 3);
    const ticked = async () => {
      const days: string[] = [];
      for (const day of WEEKDAYS)
        if (await page.getByRole('checkbox', { name: day }).isChecked()) days.push(day);
      return days;
    };
    await openFromServer(page, `${run.app.url}/workouts/create`);
    await page.getByLabel('Date').fill(date);
    await chooseOption(page, 'Repeats', 'Weekly on days');
    expect(await ticked()).toEqual([weekdayOf(date)]);
    await page.getByLabel('Date').fill(threeOn);
    await expect.poll(ticked).toEqual([weekdayOf(threeOn)]);
    // Once the athlete ticks a day, a date change leaves their days alone.
    const another = WEEKDAYS.find((day) => day !== weekdayOf(threeOn) && day !== weekdayOf(date)) as string;
    await page.getByRole('checkbox', { name: another }).check({ force: true });
    await page.getByLabel('Date').fill(date);
    expect(await page.getByLabel('Date').inputValue()).toBe(date);
    expect((await ticked()).sort()).toEqual([weekdayOf(threeOn), another].sort());
  });

  it("an unknown id reads 'Workout Not Found' with a way back", async () => {
    await page.goto(`${run.app.url}/workouts/edit/no-such-workout`);
    await page.getByText('Workout Not Found').waitFor();
    await page.getByText("The workout you're looking for doesn't exist or has been deleted.").waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Back to Workouts' }).last().waitFor();
  });

  it("a failed load says 'Failed to load workout. Please try again later.' and Retry loads the form", async () => {
    const restore = await failCallsTo('getWorkout');
    await openFromServer(page, `${run.app.url}/workouts/edit/${savedId}`);
    await page.getByText('The workout could not be loaded.').waitFor();
    expect(await page.getByRole('button', { name: 'Update Workout' }).count()).toBe(0);
    await restore();
    await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('button', { name: 'Update Workout' }).waitFor();
    expect(await nameField().inputValue()).toBe('Upper Body Power');
  });

  it('fits a 375 px screen: nothing wider than the viewport, every control at least 44 px tall', async () => {
    await page.goto(`${run.app.url}/workouts/edit/${savedId}`);
    await page.getByRole('button', { name: 'Update Workout' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const controls = await page
      .getByRole('main')
      .locator('input, select, button, textarea, a, [role="combobox"]')
      .evaluateAll((elements) =>
        elements
          .filter(
            (element) => element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"]'),
          )
          .map((element) => ({
            html: element.outerHTML.slice(0, 80),
            height: element.getBoundingClientRect().height,
          })),
      );
    // Details, entry, three rows of four controls, the actions: the check looks at the whole form.
    expect(controls.length).toBeGreaterThan(20);
    const small = controls.filter((control) => control.height < 44).map((control) => control.html);
    expect(small).toEqual([]);
  });
});
