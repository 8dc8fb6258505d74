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

describe('places for uploads under way', () => {
  const limits = (maxPerAthlete: number, maxInFlight: number, staleBefore = at(0)) => ({
    maxPerAthlete,
    maxInFlight,
    staleBefore,
  });

  it('counts live places with the photos, says which limit refused, and turns a place into the photo', async () => {
    const userId = await newUser('ha');
    await photos.create(userId, photo('h0'), at(1), 50);
    expect(await photos.reserveUpload(userId, 'h1', at(2), limits(3, 5))).toBe('reserved');
    expect(await photos.reserveUpload(userId, 'h2', at(2), limits(3, 5))).toBe('reserved');
    // One photo and two places: the athlete's three.
    expect(await photos.reserveUpload(userId, 'h3', at(2), limits(3, 5))).toBe('full');
    expect(await photos.reserveUpload(userId, 'h3', at(2), limits(10, 2))).toBe('busy');

    const done = { contentType: 'image/png' as const, sizeBytes: 99 };
    expect(await photos.completeUpload(userId, 'h1', done, at(3), at(0))).toMatchObject({
      id: 'h1',
      size: 99,
    });
    expect(await photos.get(userId, 'h1')).toMatchObject({ storageKey: 'h1', contentType: 'image/png' });
    await photos.releaseUpload('h2');
    expect(await photos.count(userId)).toBe(2);
    expect(await photos.reserveUpload(userId, 'h4', at(4), limits(3, 1))).toBe('reserved');
  });

  it('a place older than the cut-off no longer counts, cannot complete, and is dropped with its id', async () => {
    const userId = await newUser('ia');
    expect(await photos.reserveUpload(userId, 'i1', at(1), limits(1, 1))).toBe('reserved');
    expect(await photos.reserveUpload(userId, 'i2', at(2), limits(1, 1))).toBe('full');
    // After the cut-off, the stopped upload's place is free again.
    expect(await photos.reserveUpload(userId, 'i2', at(20), limits(1, 1, at(10)))).toBe('reserved');
    const bytes = { contentType: 'image/jpeg' as const, sizeBytes: 5 };
    expect(await photos.completeUpload(userId, 'i1', bytes, at(21), at(10))).toBeNull();
    expect(await photos.dropStaleUploads(userId, at(10))).toEqual(['i1']);
    expect(await photos.completeUpload(userId, 'i2', bytes, at(21), at(10))).not.toBeNull();
    expect((await photos.list(userId)).map((p) => p.id)).toEqual(['i2']);
  });
});

describe('scan claims', () => {
  it('one scan of an athlete at a time: a second is busy until the first lets go, another athlete never', async () => {
    const userId = await newUser('ja');
    const other = await newUser('ka');
    for (const id of ['j1', 'j2', 'j3']) await photos.create(userId, photo(id), at(0), 50);
    await photos.create(other, photo('k1'), at(0), 50);

    expect(await photos.claimForScan(userId, 'scan-a', ['j1', 'j2'], at(1), at(0))).toEqual(['j1', 'j2']);
    // Not the same photos, not none: while scan-a holds its claim, nothing of this athlete's starts.
    expect(await photos.claimForScan(userId, 'scan-b', ['j3'], at(2), at(0))).toBe('busy');
    expect(await photos.claimForScan(userId, 'scan-b', [], at(2), at(0))).toBe('busy');
    expect(await photos.claimForScan(other, 'scan-c', ['k1'], at(2), at(0))).toEqual(['k1']);

    await photos.releaseScan(userId, 'scan-a');
    expect(await photos.claimForScan(userId, 'scan-b', ['j1', 'j2', 'j3'], at(3), at(0))).toEqual([
      'j1',
      'j2',
      'j3',
    ]);
  });

  it('claims only unprocessed photos, and a claim older than the cut-off is taken over', async () => {
    const userId = await newUser('la');
    for (const id of ['l1', 'l2']) await photos.create(userId, photo(id), at(0), 50);
    await photos.markProcessed(userId, ['l1'], at(0));
    expect(await photos.claimForScan(userId, 'scan-a', ['l1', 'l2'], at(1), at(0))).toEqual(['l2']);
    // scan-a's server stopped: once its claim is older than the cut-off, the next scan goes ahead.
    expect(await photos.claimForScan(userId, 'scan-b', ['l2'], at(5), at(0))).toBe('busy');
    expect(await photos.claimForScan(userId, 'scan-b', ['l2'], at(20), at(10))).toEqual(['l2']);
    // A late release by the stopped scan does not free scan-b's claim.
    await photos.releaseScan(userId, 'scan-a');
    expect(await photos.claimForScan(userId, 'scan-c', ['l2'], at(21), at(10))).toBe('busy');
  });
});
