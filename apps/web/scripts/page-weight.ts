import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/** Issue 6 budget: the JavaScript the landing page transfers, gzip. */
export const LANDING_JS_BUDGET_BYTES = 90 * 1024;

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

export const PAGE_LOADS: PageLoad[] = [
  // Signed out, which is who the landing page is for: the hydration the entry loads once the page has painted
  // (the app itself loads only for a signed-in visitor).
  { path: '/', entry: 'index.html', lazy: ['src/landing-hydrate.tsx'] },
  // Signed in: the guard's layout, the route and the signed-in navigation (the toaster comes with the app entry:
  // the features' api.ts modules, which route loaders import, report failed loads with it).
  {
    path: '/dashboard',
    entry: 'app.html',
    lazy: [
      'src/routes/_app.tsx?tsr-split=component',
      'src/routes/_app/dashboard.tsx?tsr-split=component',
      'src/features/navigation/signed-in-nav.tsx',
    ],
  },
];

export interface PageWeight {
  path: string;
  files: string[];
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
  if (!byName) throw new Error(`The build manifest has no chunk ${keyOrName}; update PAGE_LOADS.`);
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

/** The JS and CSS a page loads, read from the Vite manifest of a built dist. */
export function pageWeight(dist: string, page: PageLoad): PageWeight {
  const manifest = readManifest(dist);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(page.entry);
  for (const lazy of page.lazy) visit(chunkKey(manifest, lazy));
  const chunks = [...seen].map((key) => manifest[key]).filter((chunk) => chunk !== undefined);
  const js = [...new Set(chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js')))];
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  return { path: page.path, files: [...js, ...css], js: sizes(dist, js), css: sizes(dist, css) };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
