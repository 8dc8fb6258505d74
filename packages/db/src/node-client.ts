import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { type Client, createClient } from '@libsql/client';
import { createFileClient } from './file-client.ts';

/**
 * The Node server's libSQL client, `@libsql/client` in both cases: an embedded `file:` database through
 * createFileClient (one writer with the settings of EMBEDDED_SETTINGS, a pool of readers); a server URL as it is
 * (`libsql://` and `https://` over HTTPS, `http://` over HTTP: Hrana over HTTP, as on Workers, which use
 * `@libsql/client/http`).
 */
export function createNodeClient(config: { url: string; authToken?: string }): Client {
  return config.url.startsWith('file:') ? createFileClient(config.url) : createClient(config);
}

/**
 * A relative `file:` URL taken from `root` (the repo root: `npm start` and `pnpm db:migrate` find the same data
 * from any folder), its folder created on first use; any other URL as it is.
 */
export function resolveDatabaseUrl(url: string, root: string): string {
  if (!url.startsWith('file:')) return url;
  const path = resolve(root, url.slice('file:'.length));
  mkdirSync(dirname(path), { recursive: true });
  return `file:${path}`;
}
