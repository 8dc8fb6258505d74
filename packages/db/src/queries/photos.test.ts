import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, createTestUser } from '../testing.ts';
import { createPhotoQueries, type PhotoWrite } from './photos.ts';

let testDb: Awaited<ReturnType<typeof createTestDb>>;
let photos: ReturnType<typeof createPhotoQueries>;
beforeAll(async () => {
  testDb = await createTestDb();
  photos = createPhotoQueries(testDb.db);
});
afterAll(() => testDb.dispose());

async function newUser(name: string): Promise<string> {
  return (await createTestUser(testDb.db, name)).id;
}

function photo(id: string): PhotoWrite {
  return { id, contentType: 'image/jpeg', sizeBytes: 1234, storageKey: `key-${id}` };
}

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute));

describe('equipment photo queries', () => {
  it('creates, lists newest first, counts, reads and deletes one athlete photo', async () => {
    const userId = await newUser('ada');
    expect(await photos.create(userId, photo('p1'), at(0), 50)).toEqual({
      id: 'p1',
      contentType: 'image/jpeg',
      size: 1234,
      createdAt: '2026-01-01T10:00:00.000Z',
      processed: false,
    });
    await photos.create(userId, photo('p2'), at(1), 50);
    expect((await photos.list(userId)).map((p) => p.id)).toEqual(['p2', 'p1']);
    expect(await photos.count(userId)).toBe(2);
    expect(await photos.get(userId, 'p1')).toMatchObject({ id: 'p1', storageKey: 'key-p1' });
    expect(await photos.delete(userId, 'p1')).toBe('key-p1');
    expect(await photos.get(userId, 'p1')).toBeNull();
    expect(await photos.delete(userId, 'p1')).toBeNull();
    expect(await photos.count(userId)).toBe(1);
  });

  it('refuses a photo over the per-athlete limit, counting only that athlete', async () => {
    const userId = await newUser('bo');
    const other = await newUser('cy');
    await photos.create(other, photo('c1'), at(0), 2);
    expect(await photos.create(userId, photo('b1'), at(0), 2)).not.toBeNull();
    expect(await photos.create(userId, photo('b2'), at(1), 2)).not.toBeNull();
    expect(await photos.create(userId, photo('b3'), at(2), 2)).toBeNull();
    expect(await photos.count(userId)).toBe(2);
  });

  it("another athlete's photo reads, deletes and marks as not found", async () => {
    const owner = await newUser('di');
    const stranger = await newUser('ed');
    await photos.create(owner, photo('d1'), at(0), 50);
    expect(await photos.get(stranger, 'd1')).toBeNull();
    expect(await photos.delete(stranger, 'd1')).toBeNull();
    await photos.markProcessed(stranger, ['d1'], at(5));
    expect(await photos.list(stranger)).toEqual([]);
    expect(await photos.count(stranger)).toBe(0);
    expect(await photos.get(owner, 'd1')).toMatchObject({ processed: false });
  });

  it('lists unprocessed photos oldest first up to a limit, and marks them processed', async () => {
    const userId = await newUser('fa');
    for (const [i, id] of ['f1', 'f2', 'f3'].entries()) await photos.create(userId, photo(id), at(i), 50);
    const first = await photos.listUnprocessed(userId, 2);
    expect(first.map((p) => p.id)).toEqual(['f1', 'f2']);
    await photos.markProcessed(userId, ['f1', 'f2'], at(9));
    expect((await photos.listUnprocessed(userId, 10)).map((p) => p.id)).toEqual(['f3']);
    expect((await photos.list(userId)).map((p) => [p.id, p.processed])).toEqual([
      ['f3', false],
      ['f2', true],
      ['f1', true],
    ]);
  });

  it('deleting the athlete deletes their photo rows', async () => {
    const userId = await newUser('ga');
    await photos.create(userId, photo('g1'), at(0), 50);
    await testDb.db.run(sql`delete from users where id = ${userId}`);
    expect(await photos.count(userId)).toBe(0);
  });
});
