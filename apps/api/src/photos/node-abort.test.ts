import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createQueries } from '@liftwise/db';
import { createFilePhotoStore } from '@liftwise/db/photo-files';
import { createTestDb } from '@liftwise/db/testing';
import { expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { createSignInSessionStore } from '../auth/sign-in-sessions.ts';
import { createNodeListener } from '../node-listener.ts';

/** The real Node server over a fresh database and upload folder, with one signed-in athlete. */
async function nodeServer() {
  const testDb = await createTestDb();
  const folder = mkdtempSync(join(tmpdir(), 'liftwise-uploads-'));
  const queries = createQueries(testDb.db);
  const user = await queries.auth.upsertUserForIdentity(
    {
      provider: 'test',
      providerAccountId: 'node-uploader',
      email: 'node-uploader@example.com',
      displayName: 'Node Uploader',
      photoUrl: null,
      emailVerified: true,
    },
    new Date(),
  );
  const { token } = await createSignInSessionStore({
    queries: queries.auth,
    now: () => new Date(),
  }).createSignInSession(user.id);
  const app = createApp({
    queries,
    auth: { publicUrl: 'http://127.0.0.1' },
    photoStore: createFilePhotoStore(folder),
  });
  // Settles once the app has finished with the request, whatever it answered: no waiting on a clock.
  let handled!: () => void;
  const finished = new Promise<void>((resolve) => {
    handled = resolve;
  });
  const server = createServer(
    createNodeListener({
      fetch: async (request) => {
        try {
          return await app.fetch(request);
        } finally {
          handled();
        }
      },
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** A raw connection that has sent an upload's headers, declaring `length` bytes of body. */
  async function startUpload(length: number) {
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      [
        'POST /photos HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        `Cookie: session=${token}`,
        'Content-Type: image/png',
        `Content-Length: ${length}`,
        'Connection: close',
        '',
        '',
      ].join('\r\n'),
    );
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    return {
      socket,
      send: (bytes: Uint8Array) => new Promise<void>((resolve) => socket.write(bytes, () => resolve())),
      answer: async () => {
        await closed;
        return answer;
      },
    };
  }

  return {
    queries,
    user,
    folder,
    finished,
    startUpload,
    files: () => (existsSync(folder) ? readdirSync(folder) : []),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(folder, { recursive: true, force: true });
      testDb.dispose();
    },
  };
}

/** `size` bytes that open with the PNG signature. */
function pngBytes(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

/** A phone that loses its connection mid-upload: the socket closes after part of the declared body. */
it('a connection dropped mid-upload on the real Node server leaves no file and no row', async () => {
  const node = await nodeServer();
  try {
    const upload = await node.startUpload(1024 * 1024);
    await upload.send(pngBytes(64 * 1024));
    upload.socket.destroy();
    await node.finished;

    expect(node.files()).toEqual([]);
    expect(await node.queries.photos.count(node.user.id)).toBe(0);
  } finally {
    await node.close();
  }
});

/** A slow phone: the server writes what has arrived to disk while the rest is still on its way. */
it('the real Node server writes an upload to disk as it arrives, not once it is whole', async () => {
  const node = await nodeServer();
  try {
    const photo = pngBytes(2 * 1024 * 1024);
    const upload = await node.startUpload(photo.byteLength);
    await upload.send(photo.subarray(0, 1024 * 1024));
    await vi.waitFor(() => {
      const partial = node.files().filter((name) => name.startsWith('.tmp-'));
      expect(partial.map((name) => statSync(join(node.folder, name)).size)).toEqual([1024 * 1024]);
    });
    await upload.send(photo.subarray(1024 * 1024));
    expect(await upload.answer()).toMatch(/^HTTP\/1\.1 201/);
    expect(node.files()).toHaveLength(1);
    expect(await node.queries.photos.count(node.user.id)).toBe(1);
  } finally {
    await node.close();
  }
});
