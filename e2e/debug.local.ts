import { launchBrowser } from './src/browser.ts';
import { startApp } from './src/server.ts';
import { signInThroughPopup } from './src/sign-in.ts';

const app = await startApp();
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.goto(app.url);
  await signInThroughPopup(page, { email: 'dbg@example.test', displayName: 'Dbg' });
  await page.getByText('Welcome back, Dbg!').waitFor();
  await page.setViewportSize({ width: 375, height: 740 });
  const live = () => page.evaluate(() => document.querySelector('[id^=DndLiveRegion]')?.textContent);
  for (let round = 0; round < 25; round++) {
    await page.goto(`${app.url}/workouts/create`);
    const name = page.getByRole('combobox', { name: 'Exercise Name' });
    for (const n of ['A one', 'B two', 'C three']) {
      await name.fill(n);
      await page.getByLabel('Reps').fill('5');
      await page.keyboard.press('Enter');
    }
    await page.getByRole('button', { name: 'Drag to reorder C three' }).focus();
    const log: unknown[] = [];
    await page.keyboard.press('Space');
    try {
      await page.getByText('Picked up C three, position 3.').waitFor({ state: 'attached', timeout: 3000 });
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
      await page.keyboard.press('ArrowUp');
      await page.getByText('C three moved to position 2 of 3.').waitFor({ state: 'attached', timeout: 3000 });
      await page.keyboard.press('ArrowUp');
      await page.getByText('C three moved to position 1 of 3.').waitFor({ state: 'attached', timeout: 3000 });
      await page.keyboard.press('Space');
      await page.getByText('C three dropped at position 1 of 3.').waitFor({ state: 'attached', timeout: 3000 });
      console.log(round, 'ok');
    } catch (error) {
      log.push(await live(), (error as Error).message.split('\n')[0]);
      console.log(round, 'FAIL', log);
      await page.keyboard.press('Escape');
    }
  }
} finally {
  await browser.close();
  await app.stop();
}
