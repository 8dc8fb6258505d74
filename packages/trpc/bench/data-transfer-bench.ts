/**
 * How fast an import runs: importing 50,000 set rows (ten years of four sessions a week, 2,000 sessions of 25 sets) into
 * the embedded database file takes at most 5 s (at most 20 s over HTTP to sqld, as on the Worker), and exporting
 * them at most 2 s. Runs the real procedure and the real export writer on a migrated libSQL file, as the Node server
 * does, then on a real sqld over HTTP; prints the figures and their targets.
 * `pnpm bench` (turbo) runs it; `node packages/trpc/bench/data-transfer-bench.ts` alone.
 */

import { useTestSqld } from '@liftwise/db/testing';
import { exportJsonChunks, readImportFile } from '@liftwise/domain';
import { createTestHarness, importsOf } from '../src/testing.ts';

const SESSIONS = 2000;
const SETS_PER_SESSION = 25;
const LIFTS = [
  'Squat (Barbell)',
  'Bench Press (Barbell)',
  'Deadlift (Barbell)',
  'Overhead Press (Barbell)',
  'Pull Up',
];
const TARGET_IMPORT_S = 5;
const TARGET_EXPORT_S = 2;
const TARGET_IMPORT_HTTP_S = 20;

/** A Strong export (semicolon layout) of `SESSIONS` sessions, every other day from 2015. */
function strongHistory(): string {
  const lines = [
    'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration',
  ];
  const start = Date.UTC(2015, 0, 1, 7, 30);
  for (let session = 0; session < SESSIONS; session++) {
    const date = new Date(start + session * 2 * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
    for (let set = 0; set < SETS_PER_SESSION; set++) {
      const lift = LIFTS[set % LIFTS.length] as string;
      const weight = 60 + ((session + set) % 40) * 2.5;
      lines.push(
        `${date};"Session ${session % 4}";"${lift}";${Math.floor(set / LIFTS.length) + 1};${weight};kg;5;8;;;0;"";"";1h 5m`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

const seconds = (from: number) => (performance.now() - from) / 1000;
const verdict = (value: number, target: number) => (value <= target ? 'within' : 'OVER');

/** One import and export of the same history, on the database createTestDb gives (a file, or sqld over HTTP). */
async function run(where: string, targetImportS: number, targetExportS: number): Promise<void> {
  const harness = await createTestHarness();
  try {
    const user = await harness.signUp();
    const caller = harness.callerFor(user);
    const text = strongHistory();

    // The browser reads the CSV into a Liftwise document, then the server imports that.
    let started = performance.now();
    const { document } = readImportFile(text, {
      weightUnit: 'kg',
      timeZone: 'Europe/Paris',
      now: new Date(),
    });
    const sent = JSON.stringify(document);
    const readS = seconds(started);
    started = performance.now();
    const result = await importsOf(caller).importData({ text: sent, sourceFormat: 'strong' });
    const serverS = seconds(started);
    const importS = readS + serverS;
    if (result.counts.completedWorkouts.added !== SESSIONS)
      throw new Error('the import did not add every session');

    started = performance.now();
    let bytes = 0;
    const queries = harness.queries.dataTransfer;
    for await (const chunk of exportJsonChunks(
      new Date(),
      await queries.profile(user.id),
      queries.pages(user.id),
    ))
      bytes += chunk.length;
    const exportS = seconds(started);

    const rows = SESSIONS * SETS_PER_SESSION;
    console.log(
      `${where}: import of ${rows.toLocaleString('en-US')} set rows (${(text.length / 1e6).toFixed(1)} MB Strong CSV): ${importS.toFixed(2)} s (read ${readS.toFixed(2)} s in the browser into ${(sent.length / 1e6).toFixed(1)} MB JSON, saved ${serverS.toFixed(2)} s on the server), ${verdict(importS, targetImportS)} the ${targetImportS} s target`,
    );
    console.log(
      `${where}: export of the same (${(bytes / 1e6).toFixed(1)} MB JSON): ${exportS.toFixed(2)} s, ${verdict(exportS, targetExportS)} the ${targetExportS} s target`,
    );
  } finally {
    harness.dispose();
  }
}

await run('embedded file', TARGET_IMPORT_S, TARGET_EXPORT_S);
// The Worker's way: the real libSQL server, over HTTP with a JWT (at most 20 s to import).
const stopSqld = await useTestSqld();
try {
  await run('sqld over HTTP', TARGET_IMPORT_HTTP_S, TARGET_EXPORT_S);
} finally {
  await stopSqld();
}
