/**
 * `npm run edge`: install (only when needed) and build the web app as `npm start` does (prepare.mjs), then run the
 * edge stack on the pinned Node (apps/api/edge/edge.ts): sqld primary + replica, the identity provider, the
 * migrations and seed, and the Worker under `wrangler dev`.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { env, pinnedNode, prepare, root } from './prepare.mjs';

prepare();

// Ctrl-C reaches the stack directly, a SIGTERM sent to this process is passed on; it stops its own processes.
const stack = spawn(pinnedNode, [join(root, 'apps', 'api', 'edge', 'edge.ts')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stack.kill(signal));
stack.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
