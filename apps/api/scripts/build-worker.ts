/**
 * The Worker's script: wrangler bundles src/worker.ts as it always has (wrangler.bundle.jsonc:
 * esbuild, minified, names not kept, the js-base64 alias), then terser minifies that bundle once more. terser's
 * name mangling and compression (two passes) take ~8 KB gzip more off than esbuild's minifier alone, the same code
 * run. wrangler.jsonc runs this as its build and deploys the result as it is (`no_bundle`), for `wrangler deploy`
 * and `wrangler dev` alike.
 *
 *   node scripts/build-worker.ts   → build/worker.js (and build/worker.js.map, back to the sources)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { minify } from 'terser';

const apiDir = new URL('..', import.meta.url).pathname;
const outDir = join(apiDir, 'build');
const bundleDir = mkdtempSync(join(tmpdir(), 'liftwise-worker-bundle-'));

try {
  const wrangler = spawnSync(
    'pnpm',
    ['exec', 'wrangler', 'deploy', '--dry-run', '--config=wrangler.bundle.jsonc', `--outdir=${bundleDir}`],
    { cwd: apiDir, env: { ...process.env, WRANGLER_SEND_METRICS: 'false' }, encoding: 'utf8' },
  );
  if (wrangler.status !== 0) {
    process.stderr.write(`${wrangler.stdout}\n${wrangler.stderr}`);
    throw new Error('wrangler could not bundle the Worker (above)');
  }
  const bundle = readFileSync(join(bundleDir, 'worker.js'), 'utf8');
  const minified = await minify(bundle, {
    module: true,
    ecma: 2020,
    // Two passes: the second finds what the first's inlining opened up (~0.6 KB gzip); a third came out larger.
    compress: { passes: 2 },
    mangle: true,
    sourceMap: { content: readFileSync(join(bundleDir, 'worker.js.map'), 'utf8'), url: 'worker.js.map' },
  });
  if (minified.code === undefined) throw new Error('terser returned no code');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'worker.js'), minified.code);
  writeFileSync(join(outDir, 'worker.js.map'), String(minified.map));
} finally {
  rmSync(bundleDir, { recursive: true, force: true });
}
