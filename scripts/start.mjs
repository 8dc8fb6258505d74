/**
 * `npm start`: install (only when needed) and build the web app (prepare.mjs), then run the server on the repo's
 * pinned Node. Plain JavaScript on purpose: it runs on whatever Node the machine has (20 here), before the pinned
 * Node 24 is installed.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { env, pinnedNode, prepare, root } from './prepare.mjs';

prepare();

// The server gets the terminal; Ctrl-C reaches it directly, a SIGTERM sent to this process is passed on.
const server = spawn(pinnedNode, [join(root, 'apps', 'api', 'src', 'node.ts')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
