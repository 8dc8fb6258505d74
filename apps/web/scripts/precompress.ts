import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The text formats the build emits; images other than SVG and fonts are compressed already. */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|map)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes `.br` and `.gz` siblings of every text file in dist, once at build time with the strongest settings, so
 * the Node server sends them as they are instead of compressing per request. A sibling that would not be smaller
 * is not written (the server then sends the file itself).
 */
export function precompress(dist: string): { files: number; bytes: number; brotli: number; gzip: number } {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  for (const path of files(dist)) {
    if (!TEXT_FILE.test(path)) continue;
    const data = readFileSync(path);
    const brotli = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: statSync(path).size,
      },
    });
    const gzip = gzipSync(data, { level: constants.Z_BEST_COMPRESSION });
    if (brotli.length < data.length) writeFileSync(`${path}.br`, brotli);
    if (gzip.length < data.length) writeFileSync(`${path}.gz`, gzip);
    totals.files++;
    totals.bytes += data.length;
    totals.brotli += Math.min(brotli.length, data.length);
    totals.gzip += Math.min(gzip.length, data.length);
  }
  return totals;
}
