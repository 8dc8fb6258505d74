import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Writes the landing page's HTML into dist/index.html, so `/` paints its hero from the HTML and its CSS before
 * any script runs; the landing entry then hydrates that markup. The page is rendered by a server build of
 * src/landing-prerender.tsx, made with the app's own Vite config (same plugins, same texts).
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
  writeFileSync(indexFile, html.replace(EMPTY_ROOT, `<div id="root">${renderLanding()}</div>`));
  rmSync(outDir, { recursive: true, force: true });
}
