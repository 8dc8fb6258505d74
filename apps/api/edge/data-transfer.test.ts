import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client/http';
import { DATE_MESSAGES, type ExportDocument, importUpload } from '@liftwise/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type EdgeStack, startEdgeStack } from './edge-stack.ts';
import { EdgeAthlete } from './test-support.ts';

/**
 * On the Worker against sqld: the export at the edges of the dates the app keeps is whole JSON that imports
 * again (the import read in slices, where the clock stands still while code runs), and an export that fails
 * part-way aborts the download instead of ending it as if whole.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'liftwise-edge-transfer-'));
let stack: EdgeStack;
let owner: EdgeAthlete;
let copier: EdgeAthlete;

beforeAll(async () => {
  stack = await startEdgeStack({ dataDir, port: 0, rateLimits: { trpc: 100_000, auth: 1000, coach: 6 } });
  owner = new EdgeAthlete(stack.url);
  await owner.signIn({ email: 'owner@example.com', name: 'Olive Owner' });
  copier = new EdgeAthlete(stack.url);
  await copier.signIn({ email: 'copier@example.com', name: 'Cole Copier' });
}, 90_000);
afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const sessions = [
  { date: '1900-01-02T00:00:00.000Z', timeZone: 'Etc/GMT+12', day: '1900-01-01' },
  { date: '2200-12-30T23:59:59.999Z', timeZone: 'Pacific/Kiritimati', day: '2200-12-31' },
];

it('exports the first and last days in the furthest zones as JSON another athlete imports whole', async () => {
  const lift = { name: 'Back Squat', sets: 3, reps: '5', weight: '100' };
  for (const [index, session] of sessions.entries()) {
    const saved = await owner.mutate('saveWorkout', {
      workout: { name: `Edge ${index}`, date: session.day, duration: 60, exercises: [lift] },
    });
    expect(saved.status).toBe(200);
    const done = await owner.mutate('saveCompletedWorkout', {
      completedWorkout: {
        name: `Edge ${index}`,
        date: session.date,
        originalWorkoutId: saved.data.workout.id,
        actualExercises: [],
        duration: 600,
        notes: '',
      },
      timeZone: session.timeZone,
    });
    expect(done.status).toBe(200);
  }
  const beyond = await owner.mutate('saveCompletedWorkout', {
    completedWorkout: {
      name: 'Far',
      date: '9999-12-31T23:59:59Z',
      originalWorkoutId: 'none',
      actualExercises: [],
      duration: 600,
      notes: '',
    },
    timeZone: 'Pacific/Kiritimati',
  });
  expect(beyond).toMatchObject({ status: 400, error: { message: DATE_MESSAGES.outOfRange } });

  const exported = await owner.browser.request(`${stack.url}/export`);
  expect(exported.status).toBe(200);
  const document = JSON.parse(await exported.text()) as ExportDocument;
  expect(document.completedWorkouts.map((row) => row.day)).toEqual(['1900-01-01', '2200-12-31']);
  // About 2 MB: enough rows that the Worker reads the file in many slices.
  const many = Array.from({ length: 2000 }, (_, n) => ({
    ...document.completedWorkouts[0],
    id: `copy-${n}`,
    name: `Copy ${n}`,
    notes: 'x'.repeat(800),
  })) as ExportDocument['completedWorkouts'];
  const text = JSON.stringify({ ...document, completedWorkouts: [...document.completedWorkouts, ...many] });
  expect(text.length).toBeGreaterThan(2_000_000);

  const preview = await copier.mutate('previewImport', importUpload(text, { sourceFormat: 'liftwise' }));
  expect(preview).toMatchObject({ status: 200, data: { counts: { completedWorkouts: { added: 2002 } } } });
  const imported = await copier.mutate('importData', importUpload(text, { sourceFormat: 'liftwise' }));
  expect(imported).toMatchObject({ status: 200, data: { counts: { completedWorkouts: { added: 2002 } } } });
  const again = JSON.parse(
    await (await copier.browser.request(`${stack.url}/export`)).text(),
  ) as ExportDocument;
  expect(again.completedWorkouts.slice(0, 2).map((row) => [row.date, row.day])).toEqual(
    sessions.map((session) => [session.date, session.day]),
  );
}, 120_000);

it('aborts a download that fails part-way instead of ending it as if whole', async () => {
  // A row stored before the dates were bounded: reading it back for the export fails after the head is sent.
  const sqld = createClient({ url: stack.primaryUrl, authToken: stack.token });
  try {
    await sqld.execute("UPDATE completed_workouts SET day = '10000-01-01' WHERE name = 'Edge 1'");
  } finally {
    sqld.close();
  }
  const response = await owner.browser.request(`${stack.url}/export`);
  expect(response.status).toBe(200);
  await expect(response.text()).rejects.toThrow();
}, 60_000);
