/**
 * `pnpm bench:bodies`: what signed-out callers can make the server hold. Starts the real Node server (src/node.ts,
 * its own process, a scratch embedded database), opens BODIES (default 20) signed-out POST /trpc/importData requests
 * whose chunked bodies (no Content-Length) stream slowly toward 50 MB, and prints the server's resident memory
 * (VmRSS from /proc) before and at its peak, and how each request ended. Asserts nothing: figures vary by machine.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNodeApi, stopChild } from './node-server.ts';

const BODIES = Number(process.env.BODIES ?? 20);
const BODY_BYTES = 50 * 1024 * 1024;
const CHUNK_BYTES = 256 * 1024;
/** 256 KB every 50 ms: 5 MB/s a request, 10 s to send a whole body. */
const CHUNK_EVERY_MS = 50;
/** Requests still sending by then are stopped: the figure is what the server held meanwhile. */
const GIVE_UP_MS = 60_000;

function rssMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? 0) / 1024;
}

type Ending = { status?: number; error?: string; sentMb: number; ms: number };

/** One signed-out import whose body trickles in; resolves with how it ended. */
function trickle(base: string, host: string): Promise<Ending> {
  const started = Date.now();
  const chunk = Buffer.alloc(CHUNK_BYTES, 0x20);
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;
  let giveUp: NodeJS.Timeout | undefined;
  return new Promise((resolve) => {
    let ended = false;
    const end = (how: Omit<Ending, 'sentMb' | 'ms'>) => {
      if (ended) return;
      ended = true;
      clearInterval(timer);
      clearTimeout(giveUp);
      req.destroy();
      resolve({ ...how, sentMb: sent / 1024 / 1024, ms: Date.now() - started });
    };
    const req = request(`${base}/trpc/importData?batch=1`, {
      method: 'POST',
      headers: {
        host,
        origin: `http://${host}`,
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
      },
    });
    req.on('response', (response) => {
      response.resume();
      end({ status: response.statusCode });
    });
    req.on('error', (error: NodeJS.ErrnoException) => end({ error: error.code ?? error.message }));
    req.write('{"0":{"sourceFormat":"liftwise","text":"');
    timer = setInterval(() => {
      if (sent >= BODY_BYTES) {
        clearInterval(timer);
        req.end('"}}');
        return;
      }
      sent += CHUNK_BYTES;
      req.write(chunk);
    }, CHUNK_EVERY_MS);
    giveUp = setTimeout(() => end({ error: `still sending after ${GIVE_UP_MS / 1000} s` }), GIVE_UP_MS);
  });
}

const dir = mkdtempSync(join(tmpdir(), 'liftwise-bodies-'));
const { url, child } = await startNodeApi(`file:${join(dir, 'app.db')}`);
try {
  const pid = child.pid ?? 0;
  const base = url.replace('localhost', '127.0.0.1');
  const host = new URL(url).host;
  await new Promise((done) => setTimeout(done, 500));
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 100);
  const endings = await Promise.all(Array.from({ length: BODIES }, () => trickle(base, host)));
  await new Promise((done) => setTimeout(done, 500));
  clearInterval(sampler);
  const after = rssMb(pid);

  const counts = new Map<string, number>();
  for (const e of endings) {
    const how = e.status !== undefined ? `HTTP ${e.status}` : `error ${e.error}`;
    counts.set(how, (counts.get(how) ?? 0) + 1);
  }
  const slowest = Math.max(...endings.map((e) => e.ms));
  const sent = endings.reduce((sum, e) => sum + e.sentMb, 0);
  console.log(`${BODIES} signed-out chunked POST /trpc/importData bodies streaming toward 50 MB each`);
  console.log(
    `  server RSS: ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB peak (+${(peak - before).toFixed(0)} MB), ${after.toFixed(0)} MB after`,
  );
  console.log(
    `  ended: ${[...counts].map(([how, n]) => `${n} × ${how}`).join(', ')}; slowest answer ${slowest} ms`,
  );
  console.log(
    `  sent before the answer: ${sent.toFixed(1)} MB in all (${(sent / BODIES).toFixed(2)} MB a request)`,
  );
} finally {
  await stopChild(child);
  rmSync(dir, { recursive: true, force: true });
}
