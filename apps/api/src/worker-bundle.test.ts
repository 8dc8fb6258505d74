import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';

/**
 * A guard rail on what a deploy uploads, not a target: the platform takes 3 MB gzip on the free plan, and the Worker's
 * start-up is what athletes feel.
 */
const WORKER_GZIP_BUDGET_BYTES = 1_000_000;

const apiDir = new URL('..', import.meta.url).pathname;
let outDir: string;
let bundle: string;

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'liftwise-worker-'));
  const build = spawnSync('pnpm', ['exec', 'wrangler', 'deploy', '--dry-run', `--outdir=${outDir}`], {
    cwd: apiDir,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
    encoding: 'utf8',
  });
  if (build.status !== 0)
    throw new Error(`wrangler deploy --dry-run failed:\n${build.stdout}\n${build.stderr}`);
  bundle = readFileSync(join(outDir, 'worker.js'), 'utf8');
}, 60_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

it(`the Worker bundle is minified and at most ${WORKER_GZIP_BUDGET_BYTES} bytes gzipped`, () => {
  expect(gzipSync(bundle).length).toBeLessThanOrEqual(WORKER_GZIP_BUDGET_BYTES);
  // Minified: no module path comments, few lines.
  // (Booleans, not toContain: a failure must not print a megabyte of bundle.)
  expect(bundle.includes('// ../../node_modules/')).toBe(false);
});

/** A wrangler config file, read as the rate-limit test reads wrangler.jsonc (whole-line comments only). */
function wranglerConfig(file: string): { compatibility_date: string; compatibility_flags: string[] } {
  return JSON.parse(readFileSync(join(apiDir, file), 'utf8').replace(/^\s*\/\/.*$/gm, ''));
}

it('bundles for the runtime it deploys to: the bundle config has the compatibility date and flags of wrangler.jsonc', () => {
  // wrangler.bundle.jsonc shapes the bundle (nodejs_compat decides how node: imports are bundled), wrangler.jsonc
  // what it runs on: the two must not drift apart.
  const [bundled, deployed] = [wranglerConfig('wrangler.bundle.jsonc'), wranglerConfig('wrangler.jsonc')];
  expect(bundled.compatibility_date).toBe(deployed.compatibility_date);
  expect(bundled.compatibility_flags).toEqual(deployed.compatibility_flags);
});

it('keeps no function names: nothing reads them, and keep_names costs ~12 KB gzip', () => {
  // esbuild's keep_names helper, minified: `(target, value) => defineProperty(target, "name", { value, ... })`.
  expect(/"name",\{value:\w+,configurable:!0\}/.test(bundle)).toBe(false);
});

it("leaves zod's compiler out: zod is imported as a namespace, which esbuild shakes", () => {
  expect(bundle.includes('z.compile does not support')).toBe(false);
});

it('validates with zod/mini: classic zod, which attaches every method to every schema, stays out', () => {
  expect(bundle.includes('"ZodType"')).toBe(false); // classic's base class; mini's is "ZodMiniType"
});

it("sends Workers AI the reply schemas' JSON Schemas generated ahead, not zod's converter", () => {
  expect(bundle.includes('Unprocessed schema. This is a bug in Zod.')).toBe(false); // z.toJSONSchema
  expect(bundle.includes('"https://json-schema.org/draft/2020-12/schema"')).toBe(true); // reply-json-schemas.gen.ts
});

it("keeps zod's util namespace out: no z.catch, z.core.* values or other nested namespace use", () => {
  expect(bundle.includes('Unexpected value in exhaustive check')).toBe(false); // util.assertNever
});

it('leaves the equipment specifications out: only the seed needs them', () => {
  expect(bundle.includes('sleeve diameter')).toBe(false); // the Olympic barbell's
  expect(bundle.includes('Olympic Barbell')).toBe(true); // its name stays: the coach reads it
});

it("talks to Turso over HTTP: libSQL's WebSocket client stays out", () => {
  expect(bundle.includes('Received a non-hello message before a hello response')).toBe(false);
});

it("routes with hono/tiny's one router, not the default's three", () => {
  expect(bundle.includes('No active router has been determined yet.')).toBe(false); // hono's SmartRouter
});

it("leaves zod's other locales out (only English is used), and keeps English: zod/mini sets none by itself", () => {
  expect(bundle.includes('Eingabe: erwartet')).toBe(false); // German
  expect(bundle.includes('Invalid input')).toBe(true);
  // English's own message, there only while the domain's english-messages.ts survives tree shaking.
  expect(bundle.includes('Too small: expected')).toBe(true);
});

it('leaves the ai SDK out: the coach model is Node only until the Workers AI adapter', () => {
  expect(bundle.includes('vercel.ai.error')).toBe(false);
});

it("decodes libSQL's base64 with the platform's atob and btoa: js-base64 stays out", () => {
  expect(bundle.includes('btoaPolyfill')).toBe(false); // a key of js-base64's Base64 object
});

it("reads Google's identity from userinfo as every OpenID provider: arctic's JWT decoder stays out", () => {
  expect(bundle.includes('Invalid JWT')).toBe(false); // @oslojs/jwt's
  expect(bundle.includes('https://openidconnect.googleapis.com/v1/userinfo')).toBe(true);
});

it("leaves Node's resolver out: the Worker's fetch cannot reach a private network, so it looks up no push host", () => {
  expect(bundle.includes('node:dns')).toBe(false);
});
