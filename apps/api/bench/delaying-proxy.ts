/**
 * A delaying HTTP proxy for `pnpm bench:edge`: put between the Worker and sqld, it makes the database as far away
 * as Turso is from a Worker (a round trip of 2 × `oneWayDelayMs`) and records every request it forwards, so the
 * bench can count a call's database requests and the round trips it waited for in sequence (round-trips.ts).
 *
 *   const proxy = await startDelayingProxy({ target: sqld.url, oneWayDelayMs: 25 });
 *   createClient({ url: proxy.url, authToken }); // Hrana over HTTP passes unchanged
 *   proxy.oneWayDelayMs = 0; proxy.requests(); await proxy.close();
 *
 * Each request's body is read whole, held `oneWayDelayMs`, sent on (method, path, headers as received, over kept-
 * alive connections), and the answer read whole and held `oneWayDelayMs` before it goes back. Hrana's bodies are a
 * pipeline's JSON, small enough to hold.
 */
import { Agent, createServer, type IncomingHttpHeaders, type IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Interval } from './round-trips.ts';

/** One forwarded request: when it reached the proxy, when its answer had left (performance.now() ms), its path. */
export interface ProxiedRequest extends Interval {
  method: string;
  path: string;
  status: number;
}

export interface DelayingProxy {
  /** The proxy's origin, to give in place of the target's. */
  url: string;
  /** The delay each way, changeable at any time: a request uses the value when it reaches each step. */
  oneWayDelayMs: number;
  /** Every request forwarded so far, in the order their answers left; from index `from` when given. */
  requests(from?: number): readonly ProxiedRequest[];
  /** Requests received whose answer has not left yet. */
  readonly inFlight: number;
  close(): Promise<void>;
}

// Connection-level headers name this hop's connection, not the request's: each side sets its own.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade']);

function forwardable(headers: IncomingHttpHeaders, body: Buffer): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  kept['content-length'] = String(body.length);
  return kept;
}

async function readAll(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const wait = (ms: number) => (ms > 0 ? new Promise((done) => setTimeout(done, ms)) : Promise.resolve());

export async function startDelayingProxy(options: {
  /** The server's origin, e.g. sqld's http://127.0.0.1:41234. */
  target: string;
  /** One way; the round trip adds twice this. Default 25 ms (a 50 ms round trip). */
  oneWayDelayMs?: number;
}): Promise<DelayingProxy> {
  const target = new URL(options.target);
  const agent = new Agent({ keepAlive: true });
  const recorded: ProxiedRequest[] = [];
  let inFlight = 0;
  let oneWayDelayMs = options.oneWayDelayMs ?? 25;

  const forward = async (method: string, path: string, headers: IncomingHttpHeaders, body: Buffer) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const upstream = request(
        {
          host: target.hostname,
          port: target.port,
          method,
          path,
          agent,
          headers: { ...forwardable(headers, body), host: target.host },
        },
        (answer) =>
          readAll(answer).then(
            (answerBody) =>
              resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: answerBody }),
            reject,
          ),
      );
      upstream.once('error', reject);
      upstream.end(body);
    });

  const server = createServer(async (incoming, outgoing) => {
    const start = performance.now();
    inFlight += 1;
    const method = incoming.method ?? 'GET';
    const path = incoming.url ?? '/';
    let status = 502;
    outgoing.once('close', () => {
      inFlight -= 1;
      recorded.push({ method, path, status, start, end: performance.now() });
    });
    try {
      const body = await readAll(incoming);
      await wait(oneWayDelayMs);
      const answer = await forward(method, path, incoming.headers, body);
      await wait(oneWayDelayMs);
      status = answer.status;
      outgoing.writeHead(answer.status, forwardable(answer.headers, answer.body));
      outgoing.end(answer.body);
    } catch (error) {
      // The target unreachable (a stopped sqld): the client sees a failed gateway, as behind any proxy.
      const message = `delaying proxy: ${target.origin} failed: ${(error as Error).message}`;
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(message);
    }
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    get oneWayDelayMs() {
      return oneWayDelayMs;
    },
    set oneWayDelayMs(ms: number) {
      oneWayDelayMs = ms;
    },
    requests: (from = 0) => recorded.slice(from),
    get inFlight() {
      return inFlight;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((closed) => server.close(() => closed()));
      agent.destroy();
    },
  };
}
