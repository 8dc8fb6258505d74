import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createQueries, type Queries } from '@liftwise/db';
import { createFilePhotoStore } from '@liftwise/db/photo-files';
import { createTestDb } from '@liftwise/db/testing';
import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PER_ATHLETE,
  PHOTO_MESSAGES,
  PHOTO_UPLOADS_IN_FLIGHT_PER_ATHLETE,
  PHOTO_UPLOADS_IN_FLIGHT_PER_PROCESS,
  SERVER_MESSAGES,
} from '@liftwise/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { createSignInSessionStore } from '../auth/sign-in-sessions.ts';
import { createMemoryRateLimiter } from '../rate-limit/memory.ts';

const publicUrl = 'http://localhost:3000';
let testDb: Awaited<ReturnType<typeof createTestDb>>;
let queries: Queries;
let folder: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDb();
  queries = createQueries(testDb.db);
});
afterAll(() => testDb.dispose());
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'liftwise-uploads-'));
  app = createApp({ queries, auth: { publicUrl }, photoStore: createFilePhotoStore(folder) });
  return () => rmSync(folder, { recursive: true, force: true });
});

let people = 0;
/** A signed-in athlete: a user made the way the sign-in callback makes one, and a real session cookie. */
async function signIn(): Promise<{ userId: string; cookie: string }> {
  people += 1;
  const user = await queries.auth.upsertUserForIdentity(
    {
      provider: 'test',
      providerAccountId: `photographer-${people}`,
      email: `photographer${people}@example.com`,
      displayName: `Photographer ${people}`,
      photoUrl: null,
      emailVerified: true,
    },
    new Date(),
  );
  const { token } = await createSignInSessionStore({
    queries: queries.auth,
    now: () => new Date(),
  }).createSignInSession(user.id);
  return { userId: user.id, cookie: `session=${token}` };
}

/** A few hundred bytes after each format's signature: the server judges only the signature. */
function image(signature: number[], size = 300): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 31 + 7) % 256;
  bytes.set(signature);
  return bytes;
}
const ascii = (text: string) => [...new TextEncoder().encode(text)];
const PNG = image([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...ascii('\0\0\0\rIHDR')]);
const JPEG = image([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...ascii('JFIF\0')]);
const WEBP = image([...ascii('RIFF'), 0x24, 0x01, 0, 0, ...ascii('WEBPVP8 ')]);

function upload(cookie: string | undefined, body: RequestInit['body'], headers: Record<string, string> = {}) {
  return app.request('/photos', {
    method: 'POST',
    headers: {
      Origin: publicUrl,
      'Content-Type': 'application/octet-stream',
      ...(cookie && { Cookie: cookie }),
      ...headers,
    },
    body,
    duplex: 'half',
  } as RequestInit);
}

const filesInUploads = () => (existsSync(folder) ? readdirSync(folder) : []);

/** A body that yields `chunks` then either ends or breaks off, as a dropped connection does. */
function streamOf(chunks: Uint8Array[], breakOff: boolean): ReadableStream<Uint8Array> {
  let next = 0;
  return new ReadableStream({
    pull(controller) {
      const chunk = chunks[next++];
      if (chunk) return controller.enqueue(chunk);
      if (breakOff) controller.error(new Error('connection reset'));
      else controller.close();
    },
  });
}

/** A body that notes whether it was ever read; it sends `first` and then waits until `finish()` to end. */
function heldBody(first: Uint8Array) {
  let pulls = 0;
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        pulls += 1;
        if (pulls === 1) return controller.enqueue(first);
        await finished;
        controller.close();
      },
    },
    // Nothing is pulled until someone reads.
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulls > 0, finish };
}

/** A whole small photo as a body that notes whether it was ever read. */
function watchedBody(bytes: Uint8Array) {
  const body = heldBody(bytes);
  body.finish();
  return body;
}

/** Places reserved for uploads under way, all athletes together. */
async function placesHeld(): Promise<number> {
  const { rows } = await testDb.db.$client.execute('select count(*) as n from photo_upload_slots');
  return Number(rows[0]?.n ?? 0);
}

/** A photo row straight through the queries: quicker than uploading, to fill an athlete up. */
async function fillUp(userId: string, photos: number): Promise<void> {
  for (let i = 0; i < photos; i += 1) {
    const id = crypto.randomUUID();
    await queries.photos.create(
      userId,
      { id, contentType: 'image/png', sizeBytes: 300, storageKey: id },
      new Date(),
      PHOTO_MAX_PER_ATHLETE,
    );
  }
}

describe('an upload takes its place before its body is read', () => {
  it('refuses an upload over the photo limit without reading it, while the last place is being uploaded', async () => {
    const { userId, cookie } = await signIn();
    await fillUp(userId, PHOTO_MAX_PER_ATHLETE - 1);
    const last = heldBody(PNG);
    const lastUpload = upload(cookie, last.stream);
    await vi.waitFor(() => expect(last.pulled()).toBe(true));

    const over = watchedBody(JPEG);
    const refused = await upload(cookie, over.stream);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: PHOTO_MESSAGES.tooMany(PHOTO_MAX_PER_ATHLETE) });
    expect(over.pulled()).toBe(false);

    last.finish();
    expect((await lastUpload).status).toBe(201);
    expect(await queries.photos.count(userId)).toBe(PHOTO_MAX_PER_ATHLETE);
    expect(await placesHeld()).toBe(0);
  });

  it('answers 429 past the uploads one athlete may have under way, without reading the body', async () => {
    const { userId, cookie } = await signIn();
    const held = Array.from({ length: PHOTO_UPLOADS_IN_FLIGHT_PER_ATHLETE }, () => heldBody(PNG));
    const uploads = held.map((body) => upload(cookie, body.stream));
    await vi.waitFor(() => expect(held.every((body) => body.pulled())).toBe(true));

    const extra = watchedBody(PNG);
    const refused = await upload(cookie, extra.stream);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: PHOTO_MESSAGES.tooManyAtOnce(PHOTO_UPLOADS_IN_FLIGHT_PER_ATHLETE),
    });
    expect(extra.pulled()).toBe(false);
    // Another athlete's upload is not held up by this one's.
    expect((await upload((await signIn()).cookie, PNG)).status).toBe(201);

    for (const body of held) body.finish();
    expect((await Promise.all(uploads)).map((response) => response.status)).toEqual(held.map(() => 201));
    expect(await queries.photos.count(userId)).toBe(PHOTO_UPLOADS_IN_FLIGHT_PER_ATHLETE);
    expect((await upload(cookie, PNG)).status).toBe(201);
  });

  it('answers 429 past the uploads one server receives at once, without reading the body', async () => {
    const athletes = await Promise.all(
      Array.from(
        { length: Math.ceil(PHOTO_UPLOADS_IN_FLIGHT_PER_PROCESS / PHOTO_UPLOADS_IN_FLIGHT_PER_ATHLETE) },
        () => signIn(),
      ),
    );
    const held = Array.from({ length: PHOTO_UPLOADS_IN_FLIGHT_PER_PROCESS }, () => heldBody(PNG));
    const uploads = held.map((body, i) => upload(athletes[i % athletes.length]?.cookie, body.stream));
    await vi.waitFor(() => expect(held.every((body) => body.pulled())).toBe(true));

    const extra = watchedBody(PNG);
    const refused = await upload((await signIn()).cookie, extra.stream);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: PHOTO_MESSAGES.serverBusy });
    expect(extra.pulled()).toBe(false);

    for (const body of held) body.finish();
    expect((await Promise.all(uploads)).every((response) => response.status === 201)).toBe(true);
    expect(await placesHeld()).toBe(0);
  });

  it('writes the body to the store as it arrives, not once it is whole', async () => {
    const { cookie } = await signIn();
    const firstMegabyte = image([0xff, 0xd8, 0xff], 1024 * 1024);
    const body = heldBody(firstMegabyte);
    const pending = upload(cookie, body.stream);
    // While the sender still holds the rest, the first megabyte is already on disk (under a temporary name).
    await vi.waitFor(() => {
      const partial = filesInUploads().filter((name) => name.startsWith('.tmp-'));
      expect(partial.map((name) => statSync(join(folder, name)).size)).toEqual([firstMegabyte.byteLength]);
    });
    body.finish();
    const response = await pending;
    expect(response.status).toBe(201);
    const { photo } = (await response.json()) as { photo: { id: string; size: number } };
    expect(photo.size).toBe(firstMegabyte.byteLength);
    expect(filesInUploads()).toEqual([`${photo.id}.jpg`]);
  });

  it('stops a body over the limit part-way, reads no more of it, and keeps nothing', async () => {
    const { userId, cookie } = await signIn();
    const megabyte = image([0xff, 0xd8, 0xff], 1024 * 1024);
    let pulls = 0;
    // A sender that would never stop: 1 MB after 1 MB, with no Content-Length.
    const endless = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulls += 1;
          controller.enqueue(megabyte);
        },
      },
      { highWaterMark: 0 },
    );
    const response = await upload(cookie, endless);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: PHOTO_MESSAGES.tooLarge(PHOTO_MAX_BYTES) });
    expect(pulls).toBeLessThanOrEqual(PHOTO_MAX_BYTES / megabyte.byteLength + 1);
    expect(filesInUploads()).toEqual([]);
    expect(await queries.photos.count(userId)).toBe(0);
    expect(await placesHeld()).toBe(0);
  });
});

describe('POST /photos and GET /photos/:id', () => {
  it.each([
    ['image/png', PNG],
    ['image/jpeg', JPEG],
    ['image/webp', WEBP],
  ])(
    "stores a %s and gives the owner the same bytes back, never kept by the browser's cache",
    async (contentType, bytes) => {
      const { userId, cookie } = await signIn();
      const response = await upload(cookie, bytes);
      expect(response.status).toBe(201);
      const { photo } = (await response.json()) as { photo: { id: string } };
      expect(photo).toMatchObject({ contentType, size: bytes.byteLength, processed: false });
      expect(await queries.photos.count(userId)).toBe(1);

      const served = await app.request(`/photos/${photo.id}`, { headers: { Cookie: cookie } });
      expect(served.status).toBe(200);
      expect(served.headers.get('Content-Type')).toBe(contentType);
      expect(served.headers.get('Cache-Control')).toBe('no-store');
      // The app-wide secure headers: a browser never second-guesses the stored type.
      expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    },
  );

  it('serves a JPEG with an HTML tail only as the JPEG its bytes open with, sandboxed and inline', async () => {
    const { cookie } = await signIn();
    const tail = new TextEncoder().encode('<html><script>document.title = "pwned"</script></html>');
    const polyglot = new Uint8Array([...JPEG.slice(0, 20), ...tail]);
    // The sender claims HTML, by its header and by its file name: neither is what the server goes by.
    const response = await upload(cookie, new File([polyglot], 'page.html', { type: 'text/html' }), {
      'Content-Type': 'text/html',
    });
    expect(response.status).toBe(201);
    const { photo } = (await response.json()) as { photo: { id: string; contentType: string } };
    expect(photo.contentType).toBe('image/jpeg');

    const served = await app.request(`/photos/${photo.id}`, { headers: { Cookie: cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/jpeg');
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    // Opened on its own, the response is a sandboxed document that may load nothing, and it is shown, not saved.
    expect(served.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('Content-Disposition')).toBe(`inline; filename="${photo.id}.jpg"`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(polyglot);
  });

  it('refuses a text file named .jpg and declared image/jpeg, by its bytes', async () => {
    const { userId, cookie } = await signIn();
    const text = new TextEncoder().encode('not a photo at all, just text saved as gym.jpg');
    const response = await upload(cookie, new File([text], 'gym.jpg', { type: 'image/jpeg' }), {
      'Content-Type': 'image/jpeg',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: PHOTO_MESSAGES.notAnImage });
    expect(filesInUploads()).toEqual([]);
    expect(await queries.photos.count(userId)).toBe(0);
  });

  it('answers 413 to a body over the limit, streamed or declared, and keeps nothing', async () => {
    const { userId, cookie } = await signIn();
    const chunk = image([0xff, 0xd8, 0xff], 1024 * 1024);
    const chunks = Array.from({ length: PHOTO_MAX_BYTES / chunk.byteLength + 1 }, () => chunk);
    const streamed = await upload(cookie, streamOf(chunks, false));
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ message: PHOTO_MESSAGES.tooLarge(PHOTO_MAX_BYTES) });

    const declared = await upload(cookie, JPEG, { 'Content-Length': String(PHOTO_MAX_BYTES + 1) });
    expect(declared.status).toBe(413);
    expect(filesInUploads()).toEqual([]);
    expect(await queries.photos.count(userId)).toBe(0);
  });

  it('takes a photo of exactly the limit', async () => {
    const { cookie } = await signIn();
    const response = await upload(cookie, image([0xff, 0xd8, 0xff], PHOTO_MAX_BYTES));
    expect(response.status).toBe(201);
  });

  it('answers 409 over the per-athlete count, and takes one again after a delete', async () => {
    const { userId, cookie } = await signIn();
    for (let i = 0; i < PHOTO_MAX_PER_ATHLETE; i += 1) expect((await upload(cookie, PNG)).status).toBe(201);
    const refused = await upload(cookie, PNG);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: PHOTO_MESSAGES.tooMany(PHOTO_MAX_PER_ATHLETE) });
    expect(filesInUploads()).toHaveLength(PHOTO_MAX_PER_ATHLETE);

    const [oldest] = await queries.photos.list(userId);
    await queries.photos.delete(userId, oldest?.id ?? '');
    expect((await upload(cookie, PNG)).status).toBe(201);
  });

  it('leaves no file and no row when the body breaks off mid-way', async () => {
    const { userId, cookie } = await signIn();
    const response = await upload(cookie, streamOf([PNG.slice(0, 100), PNG.slice(100, 200)], true));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: PHOTO_MESSAGES.interrupted });
    expect(filesInUploads()).toEqual([]);
    expect(await queries.photos.count(userId)).toBe(0);
  });

  it("answers 404 for another athlete's photo and for an unknown id", async () => {
    const owner = await signIn();
    const stranger = await signIn();
    const { photo } = (await (await upload(owner.cookie, JPEG)).json()) as { photo: { id: string } };
    for (const path of [`/photos/${photo.id}`, '/photos/no-such-photo']) {
      const response = await app.request(path, { headers: { Cookie: stranger.cookie } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: PHOTO_MESSAGES.notFound });
    }
  });

  it('answers 401 without a session, and 403 to a cross-site upload', async () => {
    const { cookie } = await signIn();
    const noSession = await upload(undefined, PNG);
    expect(noSession.status).toBe(401);
    expect(await noSession.json()).toEqual({ message: SERVER_MESSAGES.notAuthenticated });
    expect((await app.request('/photos/anything')).status).toBe(401);

    const crossSite = await upload(cookie, PNG, { Origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(filesInUploads()).toEqual([]);
  });

  it('counts each upload once against the request rate limit, and answers 429 past it', async () => {
    const { cookie } = await signIn();
    const rateLimiter = createMemoryRateLimiter({ limits: { trpc: 2, auth: 60, coach: 6 } });
    app = createApp({ queries, auth: { publicUrl }, photoStore: createFilePhotoStore(folder), rateLimiter });
    expect((await upload(cookie, PNG)).status).toBe(201);
    expect((await upload(cookie, PNG)).status).toBe(201);
    const refused = await upload(cookie, PNG);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: SERVER_MESSAGES.rateLimited });
  });

  it('answers 503 with the reason where no photo storage is configured', async () => {
    const { cookie } = await signIn();
    app = createApp({ queries, auth: { publicUrl } });
    const response = await upload(cookie, PNG);
    expect(response.status).toBe(503);
    expect(((await response.json()) as { message: string }).message).toMatch(/PHOTOS R2 binding/);
  });
});
