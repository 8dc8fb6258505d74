/**
 * The index of decision records, docs/decisions/README.md, written from the records themselves: number, title,
 * status, and which later records replace or amend each one. `node scripts/decisions-index.ts` rewrites it;
 * `npm test` fails when the file on disk differs from what the records say (scripts/decisions-index.test.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DECISIONS_FOLDER = fileURLToPath(new URL('../docs/decisions', import.meta.url));
export const INDEX_FILE = join(DECISIONS_FOLDER, 'README.md');

export interface DecisionRecord {
  number: number;
  file: string;
  title: string;
  /** The record's own Status line, without "Status:"; "accepted" when a record has none. */
  status: string;
}

const RECORD_FILE = /^(\d{4})-.+\.md$/;

/** The record's title without its "# 12." or "# 0012 —" prefix. */
function titleOf(heading: string): string {
  return heading
    .replace(/^#\s*/, '')
    .replace(/^\d+\s*(?:\.|—|-|:)\s*/, '')
    .trim();
}

export function readRecord(file: string, text: string): DecisionRecord {
  const match = RECORD_FILE.exec(file);
  if (!match) throw new Error(`${file} is not named NNNN-title.md`);
  const lines = text.split('\n');
  const heading = lines.find((line) => line.startsWith('# '));
  if (!heading) throw new Error(`${file} has no "# " title line`);
  const statusLine = lines.slice(0, 8).find((line) => /\bStatus:/.test(line));
  const status = statusLine ? statusLine.replace(/^.*\bStatus:\s*/, '').trim() : 'accepted';
  return { number: Number(match[1]), file, title: titleOf(heading), status };
}

export function readRecords(folder = DECISIONS_FOLDER): DecisionRecord[] {
  return readdirSync(folder)
    .filter((file) => RECORD_FILE.test(file))
    .sort()
    .map((file) => readRecord(file, readFileSync(join(folder, file), 'utf8')));
}

/** Four-digit record numbers named in a passage ("0023", "0015, 0020 and 0033"). */
function numbersIn(passage: string): number[] {
  return [...passage.matchAll(/\b(\d{4})\b/g)].map((found) => Number(found[1]));
}

/** The records a status line says replace this one ("superseded by 0023", "partly superseded by 0056"). */
export function supersededBy(status: string): number[] {
  return [...status.matchAll(/superseded by ([^;()]*)/gi)].flatMap((passage) => numbersIn(passage[1] ?? ''));
}

/** The earlier records a status line says this one replaces or amends ("supersedes … 0015, 0020", "amends 0036"). */
export function replaces(status: string): number[] {
  const passage = /(?:supersedes|amends)([^;()]*)/i.exec(status);
  return passage ? numbersIn(passage[1] ?? '') : [];
}

const label = (number: number) => String(number).padStart(4, '0');
const cell = (text: string) => text.replaceAll('|', '\\|');

export function renderIndex(records: DecisionRecord[]): string {
  const laterOnes = new Map<number, Set<number>>();
  const note = (earlier: number, later: number) => {
    if (!laterOnes.has(earlier)) laterOnes.set(earlier, new Set());
    laterOnes.get(earlier)?.add(later);
  };
  for (const record of records) {
    for (const later of supersededBy(record.status)) note(record.number, later);
    for (const earlier of replaces(record.status)) note(earlier, record.number);
  }
  const rows = records.map((record) => {
    const later = [...(laterOnes.get(record.number) ?? [])]
      .sort((a, b) => a - b)
      .map((number) => {
        const target = records.find((other) => other.number === number);
        return target ? `[${label(number)}](${target.file})` : label(number);
      });
    return `| ${label(record.number)} | [${cell(record.title)}](${record.file}) | ${cell(record.status)} | ${later.join(', ') || '—'} |`;
  });
  return [
    '# Decision records',
    '',
    'Why the code is the way it is, one short record per decision (Context, Decision, Consequences; about 2 KB). A',
    'record is not rewritten: a later one supersedes or amends it, and its Status line says so (one may be shortened,',
    'and its Status line says when). This index is written from the records by `node scripts/decisions-index.ts`;',
    '`npm test` fails when it is out of date.',
    '',
    '| # | Decision | Status | Superseded or amended by |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(INDEX_FILE, renderIndex(readRecords()));
  console.log(`wrote ${INDEX_FILE}`);
}
