import { createServer, type Server } from 'node:net';

/**
 * Free TCP ports on 127.0.0.1 for processes a test or bench starts later (sqld, workerd, the identity provider,
 * Chromium's DevTools). They are drawn below the kernel's ephemeral range (Linux 32768–60999, macOS 49152–65535):
 * a port from that range (what `listen(0)` gives) can be handed to any outgoing connection or `listen(0)` in the
 * seconds before its process binds it, which failed a CI run once.
 */

const LOWEST = 20_000;
const HIGHEST = 32_767;

function tryListen(port: number): Promise<Server | undefined> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(undefined));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => done(server));
  });
}

/** `count` different ports, all held at once while chosen, then released for their processes. */
export async function freePorts(count: number): Promise<number[]> {
  const held: Server[] = [];
  const ports: number[] = [];
  try {
    for (let attempt = 0; ports.length < count; attempt++) {
      if (attempt > 1000) throw new Error(`no free port between ${LOWEST} and ${HIGHEST} on 127.0.0.1`);
      const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST + 1));
      if (ports.includes(port)) continue;
      const server = await tryListen(port);
      if (!server) continue;
      held.push(server);
      ports.push(port);
    }
    return ports;
  } finally {
    await Promise.all(held.map((server) => new Promise((done) => server.close(done))));
  }
}

export async function freePort(): Promise<number> {
  const [port = 0] = await freePorts(1);
  return port;
}
