/**
 * What `npm start` and `npm run edge` do before they run anything: install (only when needed) and build the web app
 * (turbo: a cache hit when nothing changed). Plain JavaScript on purpose: it runs on whatever Node the machine has
 * (20 here), before the pinned Node 24 is installed.
 *
 * A no-op `pnpm install` costs about 9 s, most of `npm start` when nothing changed, so it is skipped when
 * node_modules already matches: pnpm keeps a copy of the lockfile it installed (node_modules/.pnpm/lock.yaml) and
 * rewrites it on every install, so an identical copy that is newer than every package.json means there is nothing
 * to do. Any doubt (a file missing, a package.json edited since) installs as before.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const bin = join(root, 'node_modules', '.bin');
const installedLockfile = join(root, 'node_modules', '.pnpm', 'lock.yaml');
// The binary itself, not node_modules/.bin/node (a shell wrapper that would stand between the server and signals).
export const pinnedNode = join(root, 'node_modules', 'node', 'bin', 'node');
// Turbo's telemetry notice (and its upload) stays off for everyone who runs the project.
export const env = {
  ...process.env,
  PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
  TURBO_TELEMETRY_DISABLED: '1',
};

/** Every file pnpm reads to decide what to install. */
function manifests() {
  const files = [join(root, 'package.json'), join(root, 'pnpm-workspace.yaml')];
  for (const group of ['apps', 'packages']) {
    for (const entry of readdirSync(join(root, group), { withFileTypes: true })) {
      if (entry.isDirectory()) files.push(join(root, group, entry.name, 'package.json'));
    }
  }
  files.push(join(root, 'e2e', 'package.json'));
  return files.filter((file) => existsSync(file));
}

function installIsCurrent() {
  if (!existsSync(pinnedNode) || !existsSync(installedLockfile)) return false;
  if (!readFileSync(installedLockfile).equals(readFileSync(join(root, 'pnpm-lock.yaml')))) return false;
  const installedAt = statSync(installedLockfile).mtimeMs;
  return manifests().every((file) => statSync(file).mtimeMs <= installedAt);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Installs when node_modules does not match the lockfile, then builds the web app; exits on a failure. */
export function prepare() {
  if (!installIsCurrent()) {
    const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    run('npx', ['-y', packageManager, 'install', '--frozen-lockfile', '--reporter=silent']);
  }
  run(join(bin, 'turbo'), ['run', 'build', '--filter=@liftwise/web', '--output-logs=errors-only']);
}
