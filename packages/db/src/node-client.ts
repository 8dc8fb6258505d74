import { type Client, createClient } from '@libsql/client';
import { createEmbeddedClient } from './embedded-client.ts';

/**
 * The Node server's libSQL client: an embedded `file:` database gets the statement-caching client with the
 * settings of EMBEDDED_SETTINGS; a Turso URL gets the stock client. (Workers use `@libsql/client/http`.)
 */
export function createNodeClient(config: { url: string; authToken?: string }): Client {
  return config.url.startsWith('file:') ? createEmbeddedClient(config.url) : createClient(config);
}
