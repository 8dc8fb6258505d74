/**
 * `npm start`: install (only when needed) and build the web app (prepare.mjs), then run the server on the repo's
 * pinned Node. Plain JavaScript on purpose: it runs on whatever Node the machine has (20 here), before the pinned
 * Node 24 is installed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { env, pinnedNode, prepare, root } from './prepare.mjs';

prepare();

// Notifications need a VAPID key pair; without one configured, a pair kept in .data (made on the first start), so a
// restart does not leave every subscribed device unable to receive.
if (!env.VAPID_PUBLIC_KEY && !env.VAPID_PRIVATE_KEY) {
  const command = join(root, 'apps', 'api', 'src', 'push', 'vapid-keys-command.ts');
  const kept = spawnSync(pinnedNode, [command, '--keep', join(root, '.data', 'vapid-keys.json')], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (kept.status !== 0) process.exit(kept.status ?? 1);
  for (const line of kept.stdout.trim().split('\n')) {
    const [name, value] = line.split('=');
    env[name] = value;
  }
}

// The server gets the terminal; Ctrl-C reaches it directly, a SIGTERM sent to this process is passed on.
const server = spawn(pinnedNode, [join(root, 'apps', 'api', 'src', 'node.ts')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
