/**
 * `node --test scripts/readme-layout.test.ts` (part of `npm test`): the README's Layout section names the folders the
 * tree has, so a newcomer who reads it finds every area, and no folder it names is gone.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

const root = join(import.meta.dirname, '..');

/** The Layout block's lines: a package at the line's start, a folder of it indented, the names in it after. */
export function layoutFolders(readme: string): Map<string, string[]> {
  const block = readme.split('## Layout')[1]?.split('```')[1] ?? '';
  const folders = new Map<string, string[]>();
  let top = '';
  let key = '';
  for (const line of block.split('\n')) {
    const topMatch = /^(\S+\/)\s/.exec(line);
    const subMatch = /^ {2}(\S+\/)\s+(.*)$/.exec(line);
    if (topMatch?.[1]) {
      top = topMatch[1];
      key = '';
    } else if (subMatch?.[1] && subMatch[2] !== undefined) {
      key = top + subMatch[1];
      // A line may say what the folders are first ('one folder per screen …: app-shell dashboard …').
      const names = subMatch[2].slice(subMatch[2].lastIndexOf(':') + 1).trim();
      folders.set(key, names === '' ? [] : names.split(/\s+/));
    } else if (key && /^ {4,}\S/.test(line)) {
      folders.get(key)?.push(...line.trim().split(/\s+/));
    }
  }
  return folders;
}

/** The folders whose every subfolder the README lists by name. */
const LISTED = [
  'apps/api/src/',
  'apps/web/src/',
  'apps/web/src/features/',
  'packages/domain/src/',
  'packages/db/src/',
];

describe("the README's layout", () => {
  const folders = layoutFolders(readFileSync(join(root, 'README.md'), 'utf8'));

  for (const folder of LISTED) {
    it(`lists every folder of ${folder}, and only those`, () => {
      const listed = folders.get(folder);
      assert.ok(listed, `the Layout section has no line for ${folder}`);
      const onDisk = readdirSync(join(root, folder), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort();
      assert.deepEqual([...listed].sort(), onDisk);
    });
  }
});
