import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebApp } from './static-files.ts';
import type { AppEnv } from './types.ts';

const script = `console.log(${JSON.stringify('liftwise '.repeat(200))});\n`;
const html = '<!doctype html><html><body><div id="root"><h1>STRENGTH UNLEASHED</h1></div></body></html>\n';
const shell = '<!doctype html><html><body><div id="root"></div></body></html>\n';
const serviceWorker = "self.addEventListener('fetch', () => {});\n";
let dist: string;
let app: Hono<AppEnv>;

// A build folder as Vite plus the compression step leave it: hashed assets with .br/.gz siblings.
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'liftwise-dist-'));
  mkdirSync(join(dist, 'assets'));
  for (const [name, body] of [
    ['index.html', html],
    ['app.html', shell],
    ['assets/app-Ab12Cd34.js', script],
  ] as const) {
    writeFileSync(join(dist, name), body);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(body));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(body));
  }
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(join(dist, 'sw.js'), serviceWorker);
  writeFileSync(join(dist, 'site.webmanifest'), '{"name":"Liftwise"}');
  app = new Hono<AppEnv>().use('*', serveWebApp(dist));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(`http://localhost${path}`, { headers });

describe('the built web app on Node', () => {
  it('sends a hashed asset brotli-compressed from its .br sibling, cached for a year', async () => {
    const response = await get('/assets/app-Ab12Cd34.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Content-Type')).toMatch(/javascript/);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('Vary')).toContain('Accept-Encoding');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(brotliCompressSync(script))).toBe(true);
  });

  it('falls back to gzip, then to the plain file, and says the answer varies by encoding', async () => {
    const gzip = await get('/assets/app-Ab12Cd34.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    const plain = await get('/assets/app-Ab12Cd34.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toContain('Accept-Encoding');
    expect(await plain.text()).toBe(script);
  });

  it('sends HTML with no-cache and an ETag, and 304 without a body when it has not changed', async () => {
    const first = await get('/', { 'Accept-Encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^".+"$/);

    const again = await get('/', { 'Accept-Encoding': 'br', 'If-None-Match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);

    // The plain and the compressed page are different bodies, so they never share a tag.
    const plain = await get('/');
    expect(plain.headers.get('ETag')).not.toBe(etag);
    expect((await get('/', { 'If-None-Match': etag ?? '' })).status).toBe(200);
  });

  it('answers / with the prerendered landing page and app routes with the app shell, both revalidated', async () => {
    expect(await (await get('/')).text()).toBe(html);
    const response = await get('/dashboard');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe(shell);
  });

  it('serves the service worker as JavaScript that the browser revalidates, so a new build reaches it at once', async () => {
    const response = await get('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe(serviceWorker);
    // The installed app's manifest, with the type browsers expect of it.
    const manifest = await get('/site.webmanifest');
    expect(manifest.headers.get('Content-Type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('serves /robots.txt as the file, not the app page', async () => {
    const response = await get('/robots.txt');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('User-agent: *\nAllow: /\n');
  });

  it('answers from memory: a file read at start is served without touching the disk again', async () => {
    const before = await (await get('/assets/app-Ab12Cd34.js', { 'Accept-Encoding': 'br' })).arrayBuffer();
    rmSync(join(dist, 'assets/app-Ab12Cd34.js.br'));
    const after = await get('/assets/app-Ab12Cd34.js', { 'Accept-Encoding': 'br' });
    expect(after.status).toBe(200);
    expect(Buffer.from(await after.arrayBuffer()).equals(Buffer.from(before))).toBe(true);
    writeFileSync(join(dist, 'assets/app-Ab12Cd34.js.br'), brotliCompressSync(script));
  });

  it('answers HEAD with the headers only, and skips an encoding the browser refuses (q=0)', async () => {
    const head = await app.request('http://localhost/assets/app-Ab12Cd34.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Length')).toBe(String(Buffer.byteLength(script)));
    expect(await head.text()).toBe('');
    const refused = await get('/assets/app-Ab12Cd34.js', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(refused.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('answers 404 for a missing asset or file instead of HTML under its name', async () => {
    expect((await get('/assets/app-OldHash1.js')).status).toBe(404);
    expect((await get('/favicon.png')).status).toBe(404);
  });
});
