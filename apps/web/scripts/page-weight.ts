import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/**
 * The budget: the JavaScript the landing page transfers to a signed-out visitor, gzip. The
 * page is static HTML with one small script, no React.
 */
export const LANDING_JS_BUDGET_BYTES = 20 * 1024;
/**
 * A guard rail, not a target: the JavaScript the first load of each signed-in app route transfers, gzip. What
 * athletes feel (LCP, CLS, the page's own CPU time) is measured by `pnpm bench:web`; this catches a mistake such as a
 * chart library pulled into the frame.
 */
export const APP_ROUTE_JS_BUDGET_BYTES = 250 * 1024;
/**
 * A guard rail on the script files of a first load, each a request (six at a time over HTTP/1.1, which Lighthouse's
 * model of a phone assumes) and a module evaluation: small chunks shared by several routes are inlined into them
 * (vite.config.ts), and a change to that chunking, which once had a route fetch 50, fails CI.
 */
export const FIRST_LOAD_FILES_BUDGET = 16;

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What a page load fetches: its HTML's entry with every static import, plus the lazy parts it always shows. */
export interface PageLoad {
  path: string;
  entry: string;
  /** Manifest keys (or chunk names) of the dynamic imports the page loads right away. */
  lazy: string[];
}

/**
 * Signed out, which is who the landing page is for: its entry and what that imports, nothing lazy (the app loads
 * only for a signed-in visitor, to hand over to it).
 */
export const LANDING_LOAD: PageLoad = { path: '/', entry: 'index.html', lazy: [] };

/** The chunk the router splits off a route file for its component (with its loader: see vite.config.ts). */
const SPLIT_COMPONENT = /\?tsr-split=[\w-]*\bcomponent\b[\w-]*$/;
const APP_ROUTE_FILE = /^src\/routes\/_app\/(.+)\.tsx\?/;
const SIGNED_IN_NAV = 'src/features/navigation/signed-in-nav.tsx';

/** `src/routes/_app/workouts/start.$workoutId.tsx` → `/workouts/start/$workoutId` (TanStack's file-route names). */
function routePath(file: string): string {
  const path = file.replace(/(^|\/)index$/, '').replaceAll('.', '/');
  return `/${path}`.replace(/\/$/, '') || '/';
}

/**
 * The first load of every signed-in app route, one per route file the router splits under `_app` (read from the
 * manifest, so a new route is budgeted without a list to update). A first load is a direct visit to the route's
 * address by a signed-in athlete: app.html's entry (with the `_app` layout and the signed-in navigation) and the
 * route's split chunk, each with every chunk it imports statically (the manifest's `imports`, transitively).
 * Dynamic imports a screen makes later (a dialog when opened, the toaster, the offline banner and service worker
 * after the first paint) are not in it.
 */
export function appRouteLoads(dist: string): PageLoad[] {
  const manifest = readManifest(dist);
  const splits = Object.keys(manifest).filter((key) => SPLIT_COMPONENT.test(key));
  // The layout and the navigation are chunks of their own only if the build's chunking leaves them so; the
  // first-load policy (scripts/first-load-chunks.ts) puts them in app.html's own chunks, already counted.
  const layout = splits.filter((key) => key.startsWith('src/routes/_app.tsx?'));
  const frame = [...layout, ...(manifest[SIGNED_IN_NAV] ? [SIGNED_IN_NAV] : [])];
  return splits
    .flatMap((key) => {
      const file = APP_ROUTE_FILE.exec(key)?.[1];
      return file === undefined ? [] : [{ path: routePath(file), entry: 'app.html', lazy: [...frame, key] }];
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

export interface PageWeight {
  path: string;
  /** The JavaScript files, then the stylesheets. */
  files: string[];
  jsFiles: number;
  js: { raw: number; gzip: number };
  css: { raw: number; gzip: number };
}

function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

function chunkKey(manifest: Manifest, keyOrName: string): string {
  if (manifest[keyOrName]) return keyOrName;
  const byName = Object.entries(manifest).find(
    ([key, chunk]) => key.startsWith('_') && chunk.name === keyOrName,
  );
  if (!byName)
    throw new Error(
      `The build manifest has no chunk ${keyOrName}; update LANDING_LOAD or the signed-in frame.`,
    );
  return byName[0];
}

/** Sizes as sent: gzip at the level of the build's precompressed `.gz` siblings. */
function sizes(dist: string, files: string[]) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const data = readFileSync(join(dist, file));
    raw += data.length;
    gzip += gzipSync(data, { level: constants.Z_BEST_COMPRESSION }).length;
  }
  return { raw, gzip };
}

/** The files a page load fetches (JavaScript, then stylesheets), read from the Vite manifest of a built dist. */
function loadFiles(
  manifest: Manifest,
  page: Pick<PageLoad, 'entry' | 'lazy'>,
): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(page.entry);
  for (const lazy of page.lazy) visit(chunkKey(manifest, lazy));
  const chunks = [...seen].map((key) => manifest[key]).filter((chunk) => chunk !== undefined);
  return {
    js: [...new Set(chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js')))],
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}

/** The JS and CSS a page loads, read from the Vite manifest of a built dist. */
export function pageWeight(dist: string, page: PageLoad): PageWeight {
  const { js, css } = loadFiles(readManifest(dist), page);
  return {
    path: page.path,
    files: [...js, ...css],
    jsFiles: js.length,
    js: sizes(dist, js),
    css: sizes(dist, css),
  };
}

/**
 * Each app route's own code: the scripts of its first load that app.html's entry does not already load (the
 * route's split chunk and what it imports). app.html preloads them for the address it is opened at
 * (scripts/prerender.ts), so they download beside the frame instead of after it has run.
 */
export function appRouteCode(dist: string): { path: string; files: string[] }[] {
  const manifest = readManifest(dist);
  const frame = new Set(loadFiles(manifest, { entry: 'app.html', lazy: [] }).js);
  return appRouteLoads(dist).map((route) => ({
    path: route.path,
    files: loadFiles(manifest, route).js.filter((file) => !frame.has(file)),
  }));
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
