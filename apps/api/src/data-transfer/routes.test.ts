import { createQueries, type Queries } from '@liftwise/db';
import { createTestDb } from '@liftwise/db/testing';
import {
  DATA_TRANSFER_MESSAGES,
  DATE_MESSAGES,
  importUpload,
  readCsvTable,
  readImportFile,
  readLiftwiseFile,
  SERVER_MESSAGES,
  SETS_CSV_COLUMNS,
} from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_SEMICOLON_CSV } from '../../../../packages/domain/src/test-support/import-files.ts';
import { createApp } from '../app.ts';
import { createSignInSessionStore } from '../auth/sign-in-sessions.ts';
import { createMemoryRateLimiter } from '../rate-limit/memory.ts';
import { DEFAULT_RATE_LIMITS } from '../rate-limit/rules.ts';

const publicUrl = 'http://localhost:3000';
let testDb: Awaited<ReturnType<typeof createTestDb>>;
let queries: Queries;

beforeAll(async () => {
  testDb = await createTestDb();
  queries = createQueries(testDb.db);
});
afterAll(() => testDb.dispose());

/** An app with a generous data-transfer limit unless a test is about it. */
function appWith(dataTransfer = 100) {
  return createApp({
    queries,
    auth: { publicUrl },
    rateLimiter: createMemoryRateLimiter({ limits: { ...DEFAULT_RATE_LIMITS, dataTransfer } }),
  });
}

let people = 0;
async function signIn(): Promise<string> {
  people += 1;
  const user = await queries.auth.upsertUserForIdentity(
    {
      provider: 'test',
      providerAccountId: `lifter-${people}`,
      email: `lifter${people}@example.com`,
      displayName: `Lifter ${people}`,
      photoUrl: null,
      emailVerified: true,
    },
    new Date(),
  );
  const { token } = await createSignInSessionStore({
    queries: queries.auth,
    now: () => new Date(),
  }).createSignInSession(user.id);
  return `session=${token}`;
}

/**
 * POST /trpc/importData as the web app's httpLink sends it, from the app's origin: an upload of a CSV read in the
 * browser into a Liftwise document first; `raw` sends the text as it is.
 */
function importFile(app: ReturnType<typeof createApp>, cookie: string, text: string, raw = false) {
  const upload = raw
    ? importUpload(text, { sourceFormat: 'liftwise' })
    : importUpload(
        JSON.stringify(
          readImportFile(text, { weightUnit: 'kg', timeZone: 'Europe/Paris', now: new Date() }).document,
        ),
        { sourceFormat: 'strong' },
      );
  return app.request('/trpc/importData', {
    method: 'POST',
    headers: { cookie, origin: publicUrl, 'content-type': 'application/octet-stream' },
    body: upload,
  });
}

describe('GET /export and /export/sets.csv', () => {
  it("downloads the athlete's data as the export document and their sets as CSV", async () => {
    const app = appWith();
    const cookie = await signIn();
    expect((await importFile(app, cookie, STRONG_SEMICOLON_CSV)).status).toBe(200);

    const json = await app.request('/export', { headers: { cookie } });
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(json.headers.get('content-disposition')).toMatch(
      /^attachment; filename="liftwise-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(json.headers.get('cache-control')).toBe('no-store');
    const { document } = readImportFile(await json.text(), {
      weightUnit: 'kg',
      timeZone: 'UTC',
      now: new Date(),
    });
    expect(document.completedWorkouts.map((session) => session.name)).toEqual(['Push Day', 'Legs']);

    const csv = await app.request('/export/sets.csv', { headers: { cookie } });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(SETS_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(1 + 7);
  });

  it('writes a name a spreadsheet would run as a formula as text in sets.csv, and as written in the JSON', async () => {
    const app = appWith();
    const cookie = await signIn();
    const hostile = STRONG_SEMICOLON_CSV.replaceAll(
      '"Legs"',
      '"=HYPERLINK(""http://evil.example"",""Legs"")"',
    );
    expect((await importFile(app, cookie, hostile)).status).toBe(200);

    const csv = await (await app.request('/export/sets.csv', { headers: { cookie } })).text();
    const workouts = new Set(
      readCsvTable(csv).rows.map((row) => row.cells[SETS_CSV_COLUMNS.indexOf('Workout')]),
    );
    expect(workouts).toEqual(new Set(['Push Day', `'=HYPERLINK("http://evil.example","Legs")`]));
    const json = (await (await app.request('/export', { headers: { cookie } })).json()) as {
      completedWorkouts: { name: string }[];
    };
    expect(json.completedWorkouts.map((session) => session.name)).toContain(
      '=HYPERLINK("http://evil.example","Legs")',
    );
  });

  it('gives another athlete only their own data, and a visitor without a session nothing', async () => {
    const app = appWith();
    await importFile(app, await signIn(), STRONG_SEMICOLON_CSV);
    const other = await app.request('/export', { headers: { cookie: await signIn() } });
    const { document } = readImportFile(await other.text(), {
      weightUnit: 'kg',
      timeZone: 'UTC',
      now: new Date(),
    });
    expect(document.completedWorkouts).toEqual([]);
    const signedOut = await app.request('/export/sets.csv');
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ message: SERVER_MESSAGES.notAuthenticated });
  });

  it("counts against the athlete's data-transfer limit", async () => {
    const app = appWith(2);
    const cookie = await signIn();
    expect((await app.request('/export', { headers: { cookie } })).status).toBe(200);
    expect((await app.request('/export/sets.csv', { headers: { cookie } })).status).toBe(200);
    const refused = await app.request('/export', { headers: { cookie } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    expect((await importFile(app, cookie, STRONG_SEMICOLON_CSV)).status).toBe(429);
  });
});

/** A tRPC mutation as the web app sends it (one call, not batched); its answer's data. */
async function mutate<T = unknown>(
  app: ReturnType<typeof createApp>,
  cookie: string,
  procedure: string,
  input: unknown,
): Promise<T> {
  const response = await app.request(`/trpc/${procedure}`, {
    method: 'POST',
    headers: { cookie, origin: publicUrl, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  const answer = await response.json();
  if (response.status !== 200) throw new Error(`${procedure}: ${JSON.stringify(answer)}`);
  return (answer as { result: { data: T } }).result.data;
}

describe('an export at the edges of the dates the app keeps', () => {
  it('is whole JSON and imports again, with the first and last days in the furthest zones', async () => {
    const app = appWith();
    const cookie = await signIn();
    const lift = { name: 'Back Squat', sets: 3, reps: '5', weight: '100' };
    const sessions = [
      // Twelve hours behind UTC: the earliest instant allowed is 1900-01-01 there.
      { date: '1900-01-02T00:00:00.000Z', timeZone: 'Etc/GMT+12', day: '1900-01-01' },
      // Fourteen hours ahead: the latest instant allowed is 2200-12-31 there.
      { date: '2200-12-30T23:59:59.999Z', timeZone: 'Pacific/Kiritimati', day: '2200-12-31' },
    ];
    const farSession = {
      name: 'Far',
      originalWorkoutId: 'none',
      actualExercises: [],
      duration: 600,
      notes: '',
    };
    for (const [index, session] of sessions.entries()) {
      const { workout } = await mutate<{ workout: { id: string } }>(app, cookie, 'saveWorkout', {
        workout: { name: `Edge ${index}`, date: session.day, duration: 60, exercises: [lift] },
      });
      await mutate(app, cookie, 'saveCompletedWorkout', {
        completedWorkout: {
          name: `Edge ${index}`,
          date: session.date,
          originalWorkoutId: workout.id,
          actualExercises: [],
          duration: 600,
          notes: '',
        },
        timeZone: session.timeZone,
      });
      await mutate(app, cookie, 'saveGoal', {
        goalData: { title: `Edge ${index}`, targetValue: 5, targetDate: session.day },
      });
    }

    // Beyond them, a session is refused, naming the field, rather than stored as a day no export can write.
    const beyond = await app.request('/trpc/saveCompletedWorkout', {
      method: 'POST',
      headers: { cookie, origin: publicUrl, 'content-type': 'application/json' },
      body: JSON.stringify({
        completedWorkout: { ...farSession, date: '9999-12-31T23:59:59Z' },
        timeZone: 'Pacific/Kiritimati',
      }),
    });
    expect(beyond.status).toBe(400);
    const refusal = (await beyond.json()) as {
      error: { message: string; data: { issues: { path: string[] }[] } };
    };
    expect(refusal.error.message).toBe(DATE_MESSAGES.outOfRange);
    expect(refusal.error.data.issues[0]?.path).toEqual(['completedWorkout', 'date']);

    const exported = await app.request('/export', { headers: { cookie } });
    expect(exported.status).toBe(200);
    const text = await exported.text();
    const json = JSON.parse(text);
    expect(json.completedWorkouts.map((row: { day: string }) => row.day)).toEqual([
      '1900-01-01',
      '2200-12-31',
    ]);
    expect(json.workouts.map((row: { date: string }) => row.date)).toEqual(['1900-01-01', '2200-12-31']);
    expect(json.goals.map((row: { targetDate: string }) => row.targetDate)).toEqual([
      '1900-01-01',
      '2200-12-31',
    ]);
    expect(readLiftwiseFile(text).completedWorkouts).toHaveLength(2);

    const other = await signIn();
    const imported = await importFile(app, other, text, true);
    expect(imported.status).toBe(200);
    const answer = (await imported.json()) as {
      result: { data: { counts: Record<string, unknown> } };
    };
    expect(answer?.result.data.counts.completedWorkouts).toEqual({ added: 2, existing: 0 });
    const again = JSON.parse(await (await app.request('/export', { headers: { cookie: other } })).text());
    expect(again.completedWorkouts.map((row: { date: string; day: string }) => [row.date, row.day])).toEqual(
      sessions.map((session) => [session.date, session.day]),
    );
  });

  it('that fails part-way errors its body, so the download fails instead of ending as if whole', async () => {
    const app = appWith();
    const cookie = await signIn();
    expect((await importFile(app, cookie, STRONG_SEMICOLON_CSV)).status).toBe(200);
    // A row stored before the dates were bounded: reading it back for the export fails after the head is sent.
    await testDb.db.$client.execute("UPDATE completed_workouts SET day = '10000-01-01' WHERE name = 'Legs'");
    const response = await app.request('/export', { headers: { cookie } });
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });
});

describe('the import procedures’ bodies', () => {
  it('take a file larger than other calls may send, up to the import limit', async () => {
    const app = appWith();
    const cookie = await signIn();
    const [header, ...rows] = STRONG_SEMICOLON_CSV.trimEnd().split('\n');
    // About 2 MB of sets: twice what any other procedure's body may be.
    const sessions = Array.from({ length: 4000 }, (_, n) =>
      rows.map((row) => row.replace(/"(Push Day|Legs)"/, `"$1 ${n}"`)),
    );
    const big = [header, ...sessions.flat()].join('\n');
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    expect((await importFile(app, cookie, big)).status).toBe(200);
    const otherCall = await app.request('/trpc/saveProfile', {
      method: 'POST',
      headers: { cookie, origin: publicUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ profileData: {}, padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(otherCall.status).toBe(413);
  });

  it('refuse a body beyond the import limit before reading it, saying so', async () => {
    const app = appWith();
    const response = await importFile(app, await signIn(), 'x'.repeat(60 * 1024 * 1024), true);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: DATA_TRANSFER_MESSAGES.tooLarge(25) });
  });
});

describe('imports in flight', () => {
  /** A request body whose end is held back until `release`, and which says whether anyone read it. */
  function heldBody(bytes: Uint8Array) {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const state = { read: false };
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          state.read = true;
          await released;
          controller.enqueue(bytes);
          controller.close();
        },
      },
      // Nothing is pulled until someone reads.
      { highWaterMark: 0 },
    );
    return { body, release, state };
  }

  function importRequest(
    app: ReturnType<typeof createApp>,
    cookie: string,
    body: ReadableStream<Uint8Array>,
  ) {
    return app.request('/trpc/importData', {
      method: 'POST',
      headers: { cookie, origin: publicUrl, 'content-type': sent.contentType },
      body,
      duplex: 'half',
    } as RequestInit);
  }

  /** The upload the Data page sends for the Strong file, as bytes: the body of the held requests. */
  const sent = { bytes: new Uint8Array(), contentType: 'application/octet-stream' };
  beforeAll(async () => {
    const upload = new Response(
      importUpload(
        JSON.stringify(
          readImportFile(STRONG_SEMICOLON_CSV, {
            weightUnit: 'kg',
            timeZone: 'Europe/Paris',
            now: new Date(),
          }).document,
        ),
        { sourceFormat: 'strong' },
      ),
    );
    sent.bytes = new Uint8Array(await upload.arrayBuffer());
  });

  it("refuse an athlete's second import while the first is read, without reading its body", async () => {
    const app = appWith();
    const cookie = await signIn();
    const first = heldBody(sent.bytes);
    const answered = importRequest(app, cookie, first.body);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const second = heldBody(sent.bytes);
    const refused = await importRequest(app, cookie, second.body);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    expect(JSON.stringify(await refused.json())).toContain(DATA_TRANSFER_MESSAGES.importRunning);
    expect(second.state.read).toBe(false);

    first.release();
    expect((await answered).status).toBe(200);
    // Its place is free again.
    expect((await importFile(app, cookie, STRONG_SEMICOLON_CSV)).status).toBe(200);
  });
});
