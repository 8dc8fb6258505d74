/**
 * Child process for the sqld tests: starts sqld (with a replica) and prints its URLs as one JSON line, then either
 * exits without stopping it (`exit`) or waits to be killed (`wait`). Either way sqld must not outlive it.
 */
import { startSqld } from './sqld.ts';

const mode = process.argv[2];
if (mode !== 'exit' && mode !== 'wait') throw new Error('usage: sqld-owner.ts exit|wait');
const server = await startSqld({ replica: true });
await new Promise((done) =>
  process.stdout.write(`${JSON.stringify({ url: server.url, replicaUrl: server.replicaUrl })}\n`, done),
);
if (mode === 'exit') process.exit(0);
setInterval(() => {}, 1000);
