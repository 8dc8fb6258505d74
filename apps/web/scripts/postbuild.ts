/**
 * Runs after `vite build` (the package's build script): prerenders `/` into dist/index.html and the app's skeleton
 * into dist/app.html, writes the service worker that precaches the result (dist/sw.js), then writes the
 * precompressed siblings of every text file, the prerendered HTML and the worker included.
 */
import { join } from 'node:path';
import { precompress } from './precompress.ts';
import { prerenderPages } from './prerender.ts';
import { writeServiceWorker } from './service-worker.ts';

const webRoot = new URL('..', import.meta.url).pathname;
const dist = join(webRoot, 'dist');

await prerenderPages(webRoot, dist);
const precached = await writeServiceWorker(dist);
const totals = precompress(dist);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `prerendered dist/index.html and dist/app.html; dist/sw.js precaches ${precached.count} files (${kb(precached.size)}); precompressed ${totals.files} files: ${kb(totals.bytes)} → ${kb(totals.brotli)} br, ${kb(totals.gzip)} gz`,
);
