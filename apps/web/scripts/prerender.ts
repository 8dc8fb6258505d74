import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const EMPTY_ROOT = '<div id="root"></div>';
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)">/;

/**
 * Writes the landing page's HTML into dist/index.html, so `/` paints its hero from the HTML alone before any
 * script runs; the landing entry then hydrates that markup. The stylesheet is inlined as a <style> element (6 KB
 * compressed): on a slow phone network its own request cost a round trip before the first paint (Lighthouse LCP
 * 1.2–2.0 s with the link, 1.0–1.1 s inlined).
 *
 * Writes the app's frame and page skeleton into dist/app.html too, so a signed-in page paints at once instead of
 * staying blank until ~140 KB of script has arrived (Lighthouse FCP 2.4 s on /dashboard). app.html keeps its
 * stylesheet link: the app loads once per visit and navigates without it after. Its scripts are fetched at low
 * priority: the skeleton paints without them, so they are not render-blocking, and at high priority a browser (and
 * Lighthouse's model of one) holds the first paint until they have arrived (FCP 1.9 s on /dashboard, 0.75 s at low).
 *
 * Both are rendered by a server build of src/landing-prerender.tsx and src/app-shell-prerender.tsx, made with the
 * app's own Vite config (same plugins, same texts).
 */
export async function prerenderPages(webRoot: string, dist: string): Promise<void> {
  // Inside the package, so the server build's imports (react, lucide-react) resolve from its node_modules.
  const outDir = join(webRoot, 'node_modules/.cache/liftwise-prerender');
  await build({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: true,
      rolldownOptions: {
        input: {
          'landing-prerender': join(webRoot, 'src/landing-prerender.tsx'),
          'app-shell-prerender': join(webRoot, 'src/app-shell-prerender.tsx'),
        },
      },
      outDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });
  const render = async <T>(file: string) => (await import(pathToFileURL(join(outDir, file)).href)) as T;
  const { renderLanding } = await render<{ renderLanding: () => string }>('landing-prerender.js');
  const { renderAppShell } = await render<{ renderAppShell: () => string }>('app-shell-prerender.js');

  const indexFile = join(dist, 'index.html');
  const index = readHtmlWithEmptyRoot(indexFile);
  const stylesheet = STYLESHEET_LINK.exec(index);
  if (!stylesheet?.[1]) throw new Error(`${indexFile} links no stylesheet to inline.`);
  const css = readFileSync(join(dist, stylesheet[1]), 'utf8');
  writeFileSync(
    indexFile,
    index
      .replace(stylesheet[0], () => `<style>${css}</style>`)
      .replace(EMPTY_ROOT, () => `<div id="root">${renderLanding()}</div>`),
  );

  const appFile = join(dist, 'app.html');
  const app = readHtmlWithEmptyRoot(appFile);
  writeFileSync(
    appFile,
    withLowPriorityScripts(app).replace(EMPTY_ROOT, () => `<div id="root">${renderAppShell()}</div>`),
  );
  rmSync(outDir, { recursive: true, force: true });
}

/** The entry script and its module preloads, marked `fetchpriority="low"`. */
function withLowPriorityScripts(html: string): string {
  const entry = /<script type="module" crossorigin /;
  if (!entry.test(html)) throw new Error('app.html has no module entry script to fetch at low priority.');
  return html
    .replace(entry, '<script type="module" fetchpriority="low" crossorigin ')
    .replaceAll(
      '<link rel="modulepreload" crossorigin ',
      '<link rel="modulepreload" fetchpriority="low" crossorigin ',
    );
}

function readHtmlWithEmptyRoot(file: string): string {
  const html = readFileSync(file, 'utf8');
  if (!html.includes(EMPTY_ROOT)) throw new Error(`${file} has no empty ${EMPTY_ROOT} to prerender into.`);
  return html;
}
