// The exercise pages: a lifter coming from Hevy imports months of bench sessions, finds Bench Press in the catalogue
// by keyboard, reads its sessions, best set and trend, and reaches it again from a workout's details; on a phone and
// on a desktop, with a failed read and a reload.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { signInThroughPopup } from './sign-in.ts';
import { failingCallsTo, mutateFromPage, seeAndCloseToast } from './test-data.ts';

const run = useAppAndBrowser();
let page: Page;
/** The planned workout the live session runs, edited in the form afterwards. */
let liveWorkoutId = '';

/** Hevy's day and time as its export writes them: '26 Jul 2025, 07:06'. */
function hevyTime(at: Date): string {
  const month = at.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getUTCDate()} ${month} ${at.getUTCFullYear()}, ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
}

/**
 * A Hevy export the size of a real lifter's (411 sessions, one every three days, over three and a half years): push
 * days with Bench Press, its weight climbing to 132.5 kg; pull days with Pull Up and Chest Dip as a superset, and a
 * row; leg days with a squat.
 */
const SESSIONS = 411;
const BENCH_SESSIONS = Math.ceil(SESSIONS / 3);
function hevyExport(): string {
  const header =
    '"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"';
  const rows: string[] = [];
  const day = 86_400_000;
  for (let index = 0; index < SESSIONS; index++) {
    const start = new Date(Date.now() - (1 + 3 * (SESSIONS - 1 - index)) * day);
    start.setUTCHours(7, 0, 0, 0);
    const end = new Date(start.getTime() + 3_600_000);
    const kind = index % 3;
    const title = ['Push', 'Pull', 'Legs'][kind];
    const session = `"${title} ${Math.floor(index / 3) + 1}","${hevyTime(start)}","${hevyTime(end)}",""`;
    if (kind === 0) {
      const weight = 132.5 - (BENCH_SESSIONS - 1 - index / 3) * 0.5;
      rows.push(`${session},"Bench Press (Barbell)",,"",0,"warmup",40,10,,,`);
      for (let set = 1; set <= 3; set++)
        rows.push(`${session},"Bench Press (Barbell)",,"",${set},"normal",${weight},5,,,8`);
    } else if (kind === 1) {
      for (let set = 0; set < 3; set++) {
        rows.push(`${session},"Pull Up",0,"",${set},"normal",,8,,,`);
        rows.push(`${session},"Chest Dip",0,"",${set},"normal",,10,,,`);
      }
      for (let set = 0; set < 3; set++)
        rows.push(`${session},"Bent Over Row (Barbell)",,"",${set},"normal",70,8,,,`);
    } else {
      for (let set = 0; set < 3; set++)
        rows.push(`${session},"Squat (Barbell)",,"",${set},"normal",100,5,,,`);
    }
  }
  return `${header}\n${rows.join('\n')}\n`;
}

// The athlete's unit is the browser's (en-US: pounds): the top weight, 132.5 kg, reads 292.1 lbs.
const heaviest = '292.1 lbs';

/** EXERCISE_SCREENSHOTS=1: screenshots at a phone's and a desktop's width under /tmp, for a person to look at. */
const SHOTS = process.env.EXERCISE_SCREENSHOTS;

async function shoot(name: string, fullPage = true, showing?: Locator) {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    // The resize may lay the page out again: the part is found afresh before it is scrolled to.
    await showing?.waitFor();
    await showing?.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `/tmp/exercise-pages-${name}-${width}.png`, fullPage });
    // A long page in screen-high parts too, each readable at its own size.
    const height = fullPage ? await page.evaluate(() => document.documentElement.scrollHeight) : 0;
    for (let top = 0, part = 0; top < Math.min(height, 6000); top += 1200, part++) {
      const clip = { x: 0, y: top, width, height: Math.min(1200, height - top) };
      await page.screenshot({ path: `/tmp/exercise-pages-${name}-${width}-${part}.png`, fullPage, clip });
    }
  }
  await page.setViewportSize({ width: 375, height: 740 });
}

beforeAll(async () => {
  page = await run.browser.newPage();
  await page.goto(run.app.url);
  await signInThroughPopup(page, { email: 'hevy@example.test', displayName: 'Hevy Lifter' });
  await page.getByText('Welcome back, Hevy Lifter!').waitFor();
  await page.setViewportSize({ width: 375, height: 740 });
});

describe('exercise pages', () => {
  it('imports a Hevy export of many bench sessions', async () => {
    await page.goto(`${run.app.url}/data-transfer`);
    await page.getByLabel('File to import').setInputFiles({
      name: 'hevy.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(hevyExport()),
    });
    await page.getByText('Detected format: Hevy').waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText(`${SESSIONS} completed workouts`).waitFor();
  });

  it('opens the catalogue from the menu and finds Bench Press by keyboard', async () => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Exercises' }).click();
    await page.waitForURL((url) => url.pathname === '/exercises');
    await page.getByRole('heading', { name: 'Exercises', level: 1 }).waitFor();
    await page.getByText('365 exercises').waitFor();
    await shoot('catalogue', false);

    await page.getByRole('searchbox', { name: 'Search exercises' }).focus();
    await page.keyboard.type('bench press');
    await page.waitForURL((url) => url.searchParams.get('q') === 'bench press');
    const found = page.getByRole('list', { name: 'Exercises found' }).getByRole('link');
    expect(await found.first().textContent()).toMatch(/^Bench PressHorizontal Push/);
    await found.first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/exercises/bench-press');
  });

  it('shows the exercise, its sessions, best set, trend and records', async () => {
    await page.getByRole('heading', { name: 'Bench Press', level: 1 }).waitFor();
    await page.getByText('Chest').first().waitFor();
    const history = page.getByRole('region', { name: 'Your history' });
    await history.getByText(`${BENCH_SESSIONS} sessions`).waitFor();
    // The best set by estimated max is the heaviest: 5 reps at the top weight, at RPE 8.
    expect(await history.getByText(`${heaviest} × 5 @ RPE 8`).count()).toBeGreaterThan(0);
    // The trend's figures, for screen readers: one row per week trained.
    const trend = history.getByRole('table', { name: 'Estimated one-rep max' });
    expect(await trend.getByRole('row').count()).toBeGreaterThan(5);
    await history.getByRole('region', { name: 'Volume per week (lbs)' }).waitFor();
    await history.getByRole('heading', { name: 'Personal records' }).waitFor();
    // Warm-ups are not work sets: the newest session lists its three sets only.
    const sessions = history.getByRole('region', { name: 'Sessions' });
    const newest = sessions.getByRole('listitem').first();
    expect(await newest.getByRole('list', { name: 'Sets' }).getByRole('listitem').allInnerTexts()).toEqual([
      `${heaviest} × 5 @ RPE 8`,
      `${heaviest} × 5 @ RPE 8`,
      `${heaviest} × 5 @ RPE 8`,
    ]);
    // The how-to has its own state: the text, or a plain word that it is not written yet.
    const howTo = page.getByRole('region', { name: 'How to do it' });
    await howTo.getByText('Setup').first().waitFor();
    await howTo
      .getByText(/Set the bar|Lie on the bench/)
      .first()
      .waitFor();
    await shoot('bench-press');
  });

  it('lists older sessions a page at a time', async () => {
    const sessions = page.getByRole('region', { name: 'Sessions' });
    const cards = sessions.locator(':scope > ol > li');
    expect(await cards.count()).toBe(20);
    await sessions.getByRole('button', { name: 'Show older sessions' }).click();
    await page.waitForFunction(
      (count) => document.querySelectorAll('[aria-labelledby="sessions"] > ol > li').length === count,
      40,
    );
    // Years of sessions: more pages are there to ask for.
    await sessions.getByRole('button', { name: 'Show older sessions' }).waitFor();
  });

  it('reaches the exercise again from a session’s details', async () => {
    const sessions = page.getByRole('region', { name: 'Sessions' });
    await sessions.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/workouts/view/'));
    await page.getByRole('link', { name: 'Bench Press: how to do it and your history' }).click();
    await page.waitForURL((url) => url.pathname === '/exercises/bench-press');
    await page.getByRole('heading', { name: 'Bench Press', level: 1 }).waitFor();
  });

  it("links from the live session's exercise card, beside its title", async () => {
    const { workout } = await mutateFromPage<{ workout: { id: string } }>(page, 'saveWorkout', {
      workout: {
        name: 'Bench Day',
        date: new Date().toISOString().slice(0, 10),
        exercises: [
          { name: 'Bench Press (Barbell)', sets: 3, reps: '5', weight: '135' },
          { name: 'My Own Move', reps: '10' },
        ],
      },
    });
    await page.goto(`${run.app.url}/workouts/start/${workout.id}`);
    await page.getByRole('heading', { name: 'Bench Press (Barbell)' }).waitFor();
    const link = page.getByRole('link', { name: 'Bench Press: how to do it and your history' });
    await link.waitFor();
    // A name the catalogue does not know gets no link.
    expect(await page.getByRole('link', { name: /how to do it and your history/ }).count()).toBe(1);
    // The icon sits in the card's header: Complete Set keeps the card's whole width.
    const [linkBox, buttonBox] = await Promise.all([
      link.boundingBox(),
      page.getByRole('button', { name: 'Complete Set' }).first().boundingBox(),
    ]);
    expect(linkBox && buttonBox && linkBox.y + linkBox.height <= buttonBox.y).toBe(true);
    await shoot('live-session', false);
    await link.click();
    await page.waitForURL((url) => url.pathname === '/exercises/bench-press');
    liveWorkoutId = workout.id;
  });

  it("links from the workout form's row in a new tab, so the form keeps what was typed", async () => {
    await page.goto(`${run.app.url}/workouts/edit/${liveWorkoutId}`);
    const link = page.getByRole('link', { name: 'Bench Press: how to do it and your history' });
    await link.waitFor();
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('link', { name: /how to do it and your history/ }).count()).toBe(1);
    await shoot('workout-form', false, link);
  });

  it("links from Progress's best lifts", async () => {
    await page.goto(`${run.app.url}/progress`);
    const bestLifts = page.getByRole('region', { name: 'Best lifts' });
    await bestLifts.getByRole('link', { name: 'Bench Press: how to do it and your history' }).click();
    await page.waitForURL((url) => url.pathname === '/exercises/bench-press');
  });

  it("keeps Hevy's superset: a pull day's details show the pull-up and the dip as one superset", async () => {
    await page.goto(`${run.app.url}/exercises/pull-up`);
    const sessions = page.getByRole('region', { name: 'Sessions' });
    await sessions.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/workouts/view/'));
    const superset = page.getByRole('region', { name: 'Superset A' });
    // The import writes Hevy's names as the catalogue's ('Pull Up' is Pull-Up, 'Chest Dip' is Dip).
    await superset.getByRole('heading', { name: 'Pull-Up', exact: true }).waitFor();
    await superset.getByRole('heading', { name: 'Dip', exact: true }).waitFor();
    expect(await superset.getByRole('heading', { name: 'Barbell Row' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Barbell Row', exact: true }).waitFor();
    // Hevy keeps no plan: the details show the sets done, not a 'Planned: 3 ×' made of nothing.
    expect(await page.getByText(/^Planned:/).count()).toBe(0);
  });

  it('keeps the filters in the address through a reload', async () => {
    await page.goto(`${run.app.url}/exercises?muscle=chest&pattern=horizontal-push`);
    const found = page.getByRole('list', { name: 'Exercises found' }).getByRole('link');
    await found.first().waitFor();
    const before = await found.count();
    expect(before).toBeLessThan(365);
    await page.reload();
    await found.first().waitFor();
    expect(await found.count()).toBe(before);
    expect(await page.getByRole('combobox', { name: 'Muscle' }).textContent()).toContain('Chest');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByText('365 exercises').waitFor();
  });

  it('says so when the history cannot be read, and Retry reads it', async () => {
    // An exercise not opened yet, so no kept answer stands in for the failed read.
    const restore = await failingCallsTo(page, 'getExerciseHistory');
    await page.goto(`${run.app.url}/exercises/back-squat`);
    await page.getByText('Your history of this exercise could not be loaded').waitFor();
    await seeAndCloseToast(page, 'Failed to load your history of this exercise. Please try again later.');
    await restore();
    await page.getByRole('button', { name: 'Retry' }).first().click();
    await page.getByText(`${SESSIONS / 3} sessions`, { exact: true }).waitFor();
  });

  it('answers an unknown exercise with the not-found screen', async () => {
    await page.goto(`${run.app.url}/exercises/no-such-lift`);
    await page.getByRole('heading', { name: 'Exercise not found' }).waitFor();
    await page.getByRole('link', { name: 'All exercises' }).click();
    await page.waitForURL((url) => url.pathname === '/exercises');
  });
});
