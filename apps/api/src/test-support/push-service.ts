import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** One request the push service received, as it came. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's side of a subscription: the keys it would hand the server, and the private one that reads a push. */
export interface TestSubscriber {
  p256dh: string;
  auth: string;
  ecdh: ECDH;
}

export function newSubscriber(): TestSubscriber {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
    ecdh,
  };
}

/** The payload as the browser would decrypt it (RFC 8291 with the subscriber's private key and auth secret). */
export function decryptPush(push: ReceivedPush, subscriber: TestSubscriber): string {
  return decrypt(push.body, {
    version: 'aes128gcm',
    privateKey: subscriber.ecdh,
    authSecret: subscriber.auth,
  }).toString('utf8');
}

/**
 * A push service on this machine: records every request and answers with the status `answer` gives for its path
 * (undefined: never answers). Public push services are https; `fetch` takes the endpoint's origin (`origin`, which
 * the VAPID token names) to this server, so the requests it receives are the ones the server sends.
 */
export async function startPushService(answer: (path: string, count: number) => number | undefined) {
  const received: ReceivedPush[] = [];
  const counts = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      const count = (counts.get(path) ?? 0) + 1;
      counts.set(path, count);
      const status = answer(path, count);
      if (status !== undefined) response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = 'https://push.liftwise.example';
  const local = `http://127.0.0.1:${port}`;
  const fetchToService: typeof fetch = (input, init) => fetch(String(input).replace(origin, local), init);
  return {
    origin,
    received,
    fetch: fetchToService,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
