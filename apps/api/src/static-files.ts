import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { AppEnv } from './types.ts';

/**
 * The app shell, served for every path without a file; the browser's router then shows the route, or its 404 page.
 * index.html is the prerendered landing page of `/`.
 */
const SPA_FALLBACK = '/app.html';

/** Vite names everything under /assets/ by content hash, so a given URL never changes: cache it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (HTML, robots.txt, the manifest) may change with a deploy: revalidate, cheaply, by ETag. */
const REVALIDATE = 'no-cache';

type Encoding = 'br' | 'gzip' | 'identity';
interface Body {
  bytes: Uint8Array;
  etag: string;
}
/** One file of the build, with the precompressed bodies the build wrote beside it. */
interface WebFile {
  type: string;
  bodies: { identity: Body } & Partial<Record<'br' | 'gzip', Body>>;
}

/**
 * Serves the built web app (Node only; on Workers the assets binding does it) from memory: the build is a few MB
 * and never changes while the server runs, so each file is read once at start and every request is a map lookup,
 * not a disk read (the largest script went from ~800 to several thousand requests a second). Text files
 * are sent from their precompressed `.br`/`.gz` siblings when the build wrote them and the browser accepts them.
 * A rebuild needs a restart (`npm start` always builds first; `pnpm dev` serves the web app from Vite).
 */
export function serveWebApp(distDir: string): MiddlewareHandler<AppEnv> {
  if (!existsSync(distDir)) {
    console.warn(
      `The web app is not built (${distDir} is missing): run \`pnpm build\`, or use \`pnpm dev\`.`,
    );
    return async (c) => c.text('The web app is not built: run `pnpm build`, or use `pnpm dev`.', 404);
  }
  const files = loadWebApp(distDir);

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = c.req.path.endsWith('/') ? `${c.req.path}index.html` : c.req.path;
    const file = files.get(path);
    if (file) return answer(c, file, path.startsWith('/assets/'));
    // A missing file (a stale hashed asset, /favicon.png) is a 404, not the app's HTML under a script's name.
    if (path.startsWith('/assets/') || /\.[^/]*$/.test(path)) return next();
    const shell = files.get(SPA_FALLBACK);
    return shell ? answer(c, shell, false) : next();
  };
}

/** Every file under the build folder by its URL path, its `.br`/`.gz` siblings as its compressed bodies. */
function loadWebApp(distDir: string): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  const names = readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  const present = new Set(names);
  for (const name of names) {
    if (name.endsWith('.br') && present.has(name.slice(0, -3))) continue;
    if (name.endsWith('.gz') && present.has(name.slice(0, -3))) continue;
    const url = `/${relative(distDir, name).split(sep).join('/')}`;
    const bodies: WebFile['bodies'] = { identity: bodyOf(name) };
    if (present.has(`${name}.br`)) bodies.br = bodyOf(`${name}.br`);
    if (present.has(`${name}.gz`)) bodies.gzip = bodyOf(`${name}.gz`);
    files.set(url, { type: getMimeType(name) ?? 'application/octet-stream', bodies });
  }
  return files;
}

/** A file's bytes with a strong tag of them: the plain and the compressed bodies never share one. */
function bodyOf(path: string): Body {
  const bytes = readFileSync(path);
  return { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"` };
}

/** The best body the browser accepts: brotli, then gzip, then the plain file. */
function encodingFor(file: WebFile, accepted: string | undefined): Encoding {
  const accepts = (coding: string) =>
    (accepted ?? '').split(',').some((part) => {
      const [name, ...parameters] = part.trim().split(';');
      return name?.trim() === coding && !parameters.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
  if (file.bodies.br && accepts('br')) return 'br';
  if (file.bodies.gzip && accepts('gzip')) return 'gzip';
  return 'identity';
}

function answer(c: Context<AppEnv>, file: WebFile, immutable: boolean): Response {
  const encoding = encodingFor(file, c.req.header('Accept-Encoding'));
  const body = file.bodies[encoding] ?? file.bodies.identity;
  const headers = new Headers({
    'Content-Type': file.type,
    'Cache-Control': immutable ? IMMUTABLE : REVALIDATE,
    ETag: body.etag,
    // Whether or not this answer was compressed, another Accept-Encoding may get another body.
    Vary: 'Accept-Encoding',
  });
  if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
  const match = c.req.header('If-None-Match');
  if (match?.split(',').some((tag) => tag.trim() === body.etag || tag.trim() === '*'))
    return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(body.bytes.byteLength));
  return new Response(c.req.method === 'HEAD' ? null : body.bytes, { status: 200, headers });
}
