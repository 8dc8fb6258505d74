import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';

type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

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
