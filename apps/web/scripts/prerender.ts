import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const EMPTY_ROOT = '<div id="root"></div>';
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)">/;

/**
 * Writes the landing page's HTML into dist/index.html, so `/` paints its hero from the HTML alone before any
 * script runs; the landing entry then hydrates that markup. The page is rendered by a server build of
 * src/landing-prerender.tsx, made with the app's own Vite config (same plugins, same texts). The stylesheet is
 * inlined as a <style> element (6 KB compressed): on a slow phone network its own request cost a round trip
 * before the first paint (Lighthouse LCP 1.2–2.0 s with the link, 1.0–1.1 s inlined). app.html keeps the link.
 */
export async function prerenderLanding(webRoot: string, dist: string): Promise<void> {
  // Inside the package, so the server build's imports (react, lucide-react) resolve from its node_modules.
  const outDir = join(webRoot, 'node_modules/.cache/liftwise-prerender');
  await build({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/landing-prerender.tsx',
      outDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });
  const { renderLanding } = (await import(pathToFileURL(join(outDir, 'landing-prerender.js')).href)) as {
    renderLanding: () => string;
  };
  const indexFile = join(dist, 'index.html');
  const html = readFileSync(indexFile, 'utf8');
  if (!html.includes(EMPTY_ROOT))
    throw new Error(`${indexFile} has no empty ${EMPTY_ROOT} to prerender into.`);
  const stylesheet = STYLESHEET_LINK.exec(html);
  if (!stylesheet?.[1]) throw new Error(`${indexFile} links no stylesheet to inline.`);
  const css = readFileSync(join(dist, stylesheet[1]), 'utf8');
  const page = html
    .replace(stylesheet[0], () => `<style>${css}</style>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${renderLanding()}</div>`);
  writeFileSync(indexFile, page);
  rmSync(outDir, { recursive: true, force: true });
}
