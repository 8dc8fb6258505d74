import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createQueries, type PushTarget, type Queries } from '@liftwise/db';
import { seedDefaultData } from '@liftwise/db/migrate';
import { createFilePhotoStore } from '@liftwise/db/photo-files';
import { createTestDb, createTestUser, readTestUser } from '@liftwise/db/testing';
import {
  type Coach,
  createBuiltInCoach,
  type EquipmentScanner,
  type ImportFormat,
  type ImportMode,
  importUpload,
  PHOTO_MAX_PER_ATHLETE,
  type PushNotificationPayload,
  SCAN_MESSAGES,
  SERVER_MESSAGES,
} from '@liftwise/domain';
import { TRPCError } from '@trpc/server';
import type { Context, SessionUser } from './context.ts';
import { appRouter } from './root.ts';
import { createCallerFactory } from './trpc.ts';

const createCaller = createCallerFactory(appRouter);

/**
 * A real migrated libSQL file and a way to call the router as any user, the way the HTTP adapter would.
 * Users are created as the sign-in callback creates them (`createTestUser`).
 */
/** The first bytes of a PNG and a few more: what the upload route's sniffing takes for a PNG. */
export const TEST_PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

/** A VAPID public key's shape (65 bytes, base64url): procedures only hand it to the browser. */
export const TEST_VAPID_PUBLIC_KEY = `B${'T'.repeat(86)}`;

export async function createTestHarness(
  now: () => Date = () => new Date(),
  /** false: a server that does not seed the catalogue itself (Workers: it is seeded before a deploy). */
  seedsCatalogue = true,
  options: {
    coach?: Coach;
    allowCoachCall?: (userId: string) => Promise<boolean>;
    /** Every export and import allowed unless a test is about the limit. */
    allowDataTransfer?: (userId: string) => Promise<boolean>;
    /** Model requests per athlete per UTC day; generous unless a test is about the allowance. */
    aiDailyRequests?: number;
    /** Unavailable unless given: no vision model is configured in tests. */
    scanner?: EquipmentScanner;
    /** The server's VAPID public key; a test key unless a test is about a server without one (null). */
    pushPublicKey?: string | null;
    /** Every test notification allowed unless a test is about the limit. */
    allowTestPush?: (userId: string) => Promise<boolean>;
  } = {},
) {
  const scanner = options.scanner ?? { available: false, reason: SCAN_MESSAGES.visionUnconfigured };
  const coach = options.coach ?? createBuiltInCoach();
  const allowCoachCall = options.allowCoachCall ?? (async () => true);
  const { db, dispose } = await createTestDb();
  const queries: Queries = createQueries(db);
  // Photos as the server keeps them on Node: real files, in a folder of this harness's own.
  const photoFolder = mkdtempSync(join(tmpdir(), 'liftwise-photos-'));
  const photoStore = createFilePhotoStore(photoFolder);
  let counter = 0;
  /** Every change the mutations published, in order: what the real-time stream would have sent. */
  const published: { userId: string; kinds: string[] }[] = [];
  /** Every push a procedure handed over for sending, in order: what the server would have sent after answering. */
  const pushed: { target: PushTarget; payload: PushNotificationPayload }[] = [];
  /** Every rest alert timer a procedure set (an instant) or cleared (null), per athlete, in order. */
  const restAlertTimers: { userId: string; dueAt: number | null }[] = [];

  function signUp(displayName = `Athlete ${++counter}`): Promise<SessionUser> {
    return createTestUser(db, displayName, now());
  }

  async function contextFor(user: SessionUser | null): Promise<Context> {
    const row = user && (await readTestUser(db, user.id));
    return {
      user: row,
      account: async () => {
        if (!row) throw new TRPCError({ code: 'UNAUTHORIZED', message: SERVER_MESSAGES.notAuthenticated });
        return row;
      },
      queries,
      now,
      isDevelopment: false,
      seedCatalogue: seedsCatalogue ? () => seedDefaultData(db) : null,
      coach,
      allowCoachCall,
      allowDataTransfer: options.allowDataTransfer ?? (async () => true),
      aiDailyRequests: options.aiDailyRequests ?? 1000,
      scanner,
      photoStore,
      publishChange: (userId, change) => published.push({ userId, kinds: [...change.kinds] }),
      push: {
        publicKey: options.pushPublicKey === undefined ? TEST_VAPID_PUBLIC_KEY : options.pushPublicKey,
        sendLater: (target, payload) => pushed.push({ target, payload }),
        restAlertScheduled: (userId, dueAt) => restAlertTimers.push({ userId, dueAt }),
        restAlertCancelled: (userId) => restAlertTimers.push({ userId, dueAt: null }),
      },
      allowTestPush: options.allowTestPush ?? (async () => true),
    };
  }

  /** A PNG (a small one unless given) stored as the upload route stores one: the bytes, then the row. */
  async function storePhoto(
    userId: string,
    id: string,
    at: Date = now(),
    bytes: Uint8Array = TEST_PNG,
  ): Promise<void> {
    await photoStore.put(id, bytes, 'image/png');
    await queries.photos.create(
      userId,
      { id, contentType: 'image/png', sizeBytes: bytes.byteLength, storageKey: id },
      at,
      PHOTO_MAX_PER_ATHLETE,
    );
  }

  return {
    /** The database itself, for a test that needs the engine to fail on purpose (a trigger), never to bypass queries. */
    db,
    queries,
    signUp,
    /** Each call reads the user row afresh, as each HTTP request's session lookup does (its trainingVersion moves). */
    callerFor: (user: SessionUser | null) => createCaller(() => contextFor(user)),
    photoStore,
    photoFolder,
    storePhoto,
    published,
    pushed,
    restAlertTimers,
    dispose: () => {
      dispose();
      rmSync(photoFolder, { recursive: true, force: true });
    },
  };
}

/** What a test names of an import: the document's text, the format it was, and for importData the mode. */
interface SentImport {
  text: string;
  sourceFormat?: ImportFormat;
  mode?: ImportMode;
}

/** An upload as the procedure receives it over HTTP: tRPC hands it the body's stream, not the Blob sent. */
export function uploadStream(upload: Blob): Blob {
  return upload.stream() as unknown as Blob;
}

/**
 * A caller's previewImport and importData, sent as the Data page sends them (`importUpload`: the options' line,
 * then the document), so tests name the text and the procedure reads the bytes.
 */
export function importsOf(caller: ReturnType<typeof createCaller>) {
  const upload = (sent: SentImport) =>
    uploadStream(
      importUpload(sent.text, {
        sourceFormat: sent.sourceFormat ?? 'liftwise',
        ...(sent.mode ? { mode: sent.mode } : {}),
      }),
    );
  return {
    previewImport: (sent: SentImport) => caller.previewImport(upload(sent)),
    importData: (sent: SentImport) => caller.importData(upload(sent)),
  };
}
