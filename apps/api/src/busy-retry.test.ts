import { createServer, type Server } from 'node:http';
import { afterEach, expect, it } from 'vitest';
import { BUSY_RETRY_WAITS_MS, retryWhenBusy } from './busy-retry.ts';

let server: Server | undefined;
afterEach(() => server?.close());

/** A server that answers 429 `busy` times, then 200 with the body it was sent. */
async function busyServer(busy: number): Promise<{ url: string; seen: () => number }> {
  let seen = 0;
  server = createServer((request, response) => {
    seen += 1;
    if (seen <= busy) return response.writeHead(429).end('too many requests');
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => response.writeHead(200).end(Buffer.concat(chunks)));
  });
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/v3/pipeline`, seen: () => seen };
}

it('sends a request the server turned away as busy (429) again, body and all, and answers with its success', async () => {
  const { url, seen } = await busyServer(2);
  const answer = await retryWhenBusy(fetch)(new Request(url, { method: 'POST', body: '{"requests":[]}' }));
  expect(answer.status).toBe(200);
  expect(await answer.text()).toBe('{"requests":[]}');
  expect(seen()).toBe(3);
});

it('gives the 429 back after its few tries, within about a second', async () => {
  const { url, seen } = await busyServer(100);
  const started = Date.now();
  const answer = await retryWhenBusy(fetch)(new Request(url, { method: 'POST', body: '{}' }));
  expect(answer.status).toBe(429);
  expect(seen()).toBe(BUSY_RETRY_WAITS_MS.length + 1);
  expect(Date.now() - started).toBeLessThan(2000);
});
