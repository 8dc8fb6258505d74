import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { APP_SHELL_INLINE_SCRIPT } from '../src/app-shell-inline-script.ts';
import { FIRST_READS } from '../src/features/app-shell/first-reads.ts';
import { appRouteCode } from './page-weight.ts';

const EMPTY_ROOT = '<div id="root"></div>';
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)">/;

/**
 * Writes the landing page's HTML into dist/index.html, so `/` paints its hero from the HTML alone before any
 * script runs; the landing entry (src/landing.ts, no React) then wires that markup. The stylesheet is inlined as a <style> element (6 KB
 * compressed): on a slow phone network its own request cost a round trip before the first paint (Lighthouse LCP
 * 1.2–2.0 s with the link, 1.0–1.1 s inlined).
 *
 * Writes the app's frame and page skeleton into dist/app.html too, so a signed-in page paints at once instead of
 * staying blank until ~140 KB of script has arrived (Lighthouse FCP 2.4 s on /dashboard). A list page (Workouts,
 * Schedule, Goals, Equipment, Progress) paints its own heading there: app.html carries their skeletons and picks the
 * one for the address as it is read. Its stylesheet is inlined too, and its scripts start only after that first
 * paint (src/app-shell-inline-script.ts): run before it, they held the paint, and Lighthouse's LCP of a list page
 * counted all of them (2.3–3.3 s; 1.0–1.2 s with the heading painted first).
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
  const { renderAppShell, renderPageSkeletons } = await render<{
    renderAppShell: () => string;
    renderPageSkeletons: () => string;
  }>('app-shell-prerender.js');

  const indexFile = join(dist, 'index.html');
  writeFileSync(
    indexFile,
    withInlineStylesheet(readHtmlWithEmptyRoot(indexFile), dist).replace(
      EMPTY_ROOT,
      () => `<div id="root">${renderLanding()}</div>`,
    ),
  );

  const appFile = join(dist, 'app.html');
  assertPolicyAllows(APP_SHELL_INLINE_SCRIPT, join(dist, '_headers'));
  writeFileSync(
    appFile,
    withPageHints(
      withScriptsAfterFirstPaint(withInlineStylesheet(readHtmlWithEmptyRoot(appFile), dist)),
      dist,
    ).replace(
      EMPTY_ROOT,
      () =>
        `<div id="root">${renderAppShell()}</div>${renderPageSkeletons()}<script>${APP_SHELL_INLINE_SCRIPT}</script>`,
    ),
  );
  rmSync(outDir, { recursive: true, force: true });
}

/**
 * The page's stylesheet link replaced by its text, so the first paint waits for no second request. It must be the
 * build's only stylesheet: lazy routes are built not to load stylesheets of their own (vite.config.ts,
 * `cssCodeSplit: false`), since both pages carry this one.
 */
function withInlineStylesheet(html: string, dist: string): string {
  const stylesheet = STYLESHEET_LINK.exec(html);
  if (!stylesheet?.[1]) throw new Error(`A page in ${dist} links no stylesheet to inline.`);
  const others = readdirSync(join(dist, 'assets')).filter(
    (file) => file.endsWith('.css') && `assets/${file}` !== stylesheet[1],
  );
  if (others.length > 0)
    throw new Error(
      `The build made stylesheets besides the inlined ${stylesheet[1]} (${others.join(', ')}); lazy routes would not load them (vite.config.ts, cssCodeSplit).`,
    );
  const css = readFileSync(join(dist, stylesheet[1]), 'utf8');
  return html.replace(stylesheet[0], () => `<style>${css}</style>`);
}

/**
 * The entry script and its module preloads parked under types a browser neither fetches nor runs; the inline script
 * starts them once the first paint is done (src/app-shell-inline-script.ts says why).
 */
function withScriptsAfterFirstPaint(html: string): string {
  const entry = '<script type="module" crossorigin ';
  if (!html.includes(entry))
    throw new Error('app.html has no module entry script to start after the first paint.');
  return html
    .replace(entry, '<script type="module-after-paint" crossorigin ')
    .replaceAll(
      '<link rel="modulepreload" crossorigin ',
      '<link rel="modulepreload-after-paint" crossorigin ',
    );
}

/**
 * What the inline script starts for the one route the address names: each app route's own code,
 * parked like the frame's and after it, marked with its route, so it downloads beside the frame's instead of once
 * the frame has run and asked for it; and the first reads.
 */
function withPageHints(html: string, dist: string): string {
  if (!html.includes('</head>')) throw new Error("app.html has no </head> to put the pages' hints before.");
  const routeCode = appRouteCode(dist)
    .flatMap(({ path, files }) =>
      files.map(
        (file) => `<link rel="modulepreload-after-paint" crossorigin href="/${file}" data-route="${path}">\n`,
      ),
    )
    .join('');
  return html.replace('</head>', () => `${routeCode}${firstReads()}</head>`);
}

/**
 * The pages' first reads (src/features/app-shell/first-reads.ts) for the inline script to ask for with the browser's
 * preload: the procedures, and the batch's inputs with their `$name` placeholders.
 */
function firstReads(): string {
  const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#39;');
  return Object.entries(FIRST_READS)
    .map(
      ([route, read]) =>
        `<meta name="first-read" data-route="${route}" content="${read.procedures.join(',')}" data-input='${attribute(JSON.stringify(read.input))}'>\n`,
    )
    .join('');
}

/** The build stops when the Content-Security-Policy would block the inline script, naming the hash to allow. */
function assertPolicyAllows(script: string, headersFile: string): void {
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  if (!readFileSync(headersFile, 'utf8').includes(hash)) {
    throw new Error(
      `app.html's inline script changed: allow ${hash} in script-src, in apps/web/public/_headers and in APP_CONTENT_SECURITY_POLICY (apps/api/src/content-security-policy.ts), in place of the old hash.`,
    );
  }
}

function readHtmlWithEmptyRoot(file: string): string {
  const html = readFileSync(file, 'utf8');
  if (!html.includes(EMPTY_ROOT)) throw new Error(`${file} has no empty ${EMPTY_ROOT} to prerender into.`);
  return html;
}
