/**
 * `pnpm vapid:keys`: prints a new VAPID key pair as the two lines to put in the server's environment (or, for a
 * Worker, `wrangler secret put` each). `--keep FILE`: the pair kept in FILE, made there first when it has none
 * (`npm start` keeps one in .data so a restart does not unsubscribe every device).
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { generateVapidKeys, type VapidKeyPair } from './vapid-keys.ts';

const { values } = parseArgs({ options: { keep: { type: 'string' } } });

async function keptPair(file: string): Promise<VapidKeyPair> {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeyPair;
  const pair = await generateVapidKeys();
  mkdirSync(dirname(file), { recursive: true });
  // The private key signs every push: readable by this user alone.
  writeFileSync(file, `${JSON.stringify(pair, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return pair;
}

const pair = values.keep ? await keptPair(resolve(values.keep)) : await generateVapidKeys();
console.log(`VAPID_PUBLIC_KEY=${pair.publicKey}\nVAPID_PRIVATE_KEY=${pair.privateKey}`);
