import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';

export type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * One Node request listener for the whole app: the local identity provider (a Node/Koa handler of its own) answers
 * under its mount path, Hono answers everything else. One port keeps the issuer on the app's own origin.
 */
export function createNodeListener(options: {
  fetch: (request: Request) => Response | Promise<Response>;
  localIdentityProvider?: { mountPath: string; listener: NodeListener };
}): NodeListener {
  const honoListener = getRequestListener(options.fetch);
  const idp = options.localIdentityProvider;
  return (req, res) => {
    const path = req.url ?? '/';
    if (idp && (path === idp.mountPath || path.startsWith(`${idp.mountPath}/`))) {
      idp.listener(req, res);
      return;
    }
    void honoListener(req, res);
  };
}

/**
 * A server that listens at once and answers 503 'starting' until `ready` gives it its listener: with port 0 the
 * address, and so the public URL a listener is built with (the app's OAuth redirects, the idp's issuer), is only
 * known once bound. The app's server (node.ts) and the identity provider's own process (idp.ts) start so.
 */
export async function listenBeforeReady(port: number, host: string) {
  let handle: NodeListener = (_req, res) => {
    res.statusCode = 503;
    res.end('starting');
  };
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((done, fail) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} on ${host} is already in use: stop what uses it, or choose another port.`)
          : error,
      ),
    );
    server.listen(port, host, done);
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    ready: (listener: NodeListener) => {
      handle = listener;
    },
  };
}
