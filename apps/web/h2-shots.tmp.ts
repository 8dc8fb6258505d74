import { launchBrowser } from '../../e2e/src/browser.ts';
import { startApp } from '../../e2e/src/server.ts';

const app = await startApp();
const browser = await launchBrowser();
try {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 812 } });
    await page.goto(app.url, { waitUntil: 'networkidle' });
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.screenshot({ path: `/tmp/h2-shots/landing-${width}-closed.png` });
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) {
      // By keyboard: Tab to the menu button, Enter opens, Tab reaches the first entry.
      await menu.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Menu', expanded: true }).waitFor();
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent);
      await page.screenshot({ path: `/tmp/h2-shots/landing-${width}-open.png` });
      await page.keyboard.press('Escape');
      const back = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      const expanded = await menu.getAttribute('aria-expanded');
      console.log(`${width}: Tab after opening focused "${focused}"; Escape gave focus to "${back}", aria-expanded=${expanded}`);
      await page.screenshot({ path: `/tmp/h2-shots/landing-${width}-after-escape.png` });
    } else console.log(`${width}: no menu button (desktop links shown)`);
    // Which elements cover the nav's buttons' centres (nothing should, but the element itself)?
    const covered = await page.evaluate(() =>
      [...document.querySelectorAll('nav a, nav button, main a')]
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => {
          const r = el.getBoundingClientRect();
          if (r.bottom < 0 || r.top > innerHeight) return null;
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return hit && (el === hit || el.contains(hit)) ? null : `${el.textContent} covered by ${hit?.outerHTML.slice(0, 80)}`;
        })
        .filter(Boolean),
    );
    console.log(`${width}: covered controls: ${JSON.stringify(covered)}`);
    await page.close();
  }
} finally {
  await browser.close();
  await app.stop();
}
