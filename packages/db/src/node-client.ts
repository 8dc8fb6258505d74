import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { type Client, createClient } from '@libsql/client';
import { createEmbeddedClient } from './embedded-client.ts';

/**
 * The Node server's libSQL client: an embedded `file:` database gets the statement-caching client with the
 * settings of EMBEDDED_SETTINGS; a server URL gets the stock client (`libsql://` and `https://` over HTTPS,
 * `http://` over HTTP: Hrana over HTTP, as on Workers, which use `@libsql/client/http`).
 */
export function createNodeClient(config: { url: string; authToken?: string }): Client {
  return config.url.startsWith('file:') ? createEmbeddedClient(config.url) : createClient(config);
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
