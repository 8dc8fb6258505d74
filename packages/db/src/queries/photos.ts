import { type EquipmentPhoto, equipmentPhotoSchema, type PhotoContentType } from '@liftwise/domain';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { equipmentPhotos, photoUploadSlots } from '../schema/photos.ts';
import { changedJustBefore, insertWhen, runWrite } from './write-batch.ts';

type PhotoRow = typeof equipmentPhotos.$inferSelect;

/** What the upload route stores: the bytes are already in the PhotoStore under `storageKey`. */
export interface PhotoWrite {
  id: string;
  contentType: PhotoContentType;
  sizeBytes: number;
  storageKey: string;
}

/** What an upload's reserved place turns into once its bytes are stored (under the place's id). */
export interface UploadedBytes {
  contentType: PhotoContentType;
  sizeBytes: number;
}

/** An upload's place: reserved, or refused because the athlete's photos are at the limit or too many are under way. */
export type UploadReservation = 'reserved' | 'full' | 'busy';

/** The limits a reservation is taken within; places reserved before `staleBefore` no longer count. */
export interface UploadLimits {
  maxPerAthlete: number;
  maxInFlight: number;
  staleBefore: Date;
}

/** A photo as the scanner reads it: where its bytes are. */
export interface StoredPhoto extends EquipmentPhoto {
  storageKey: string;
}

function toStoredPhoto(row: PhotoRow): StoredPhoto {
  return {
    ...equipmentPhotoSchema.parse({
      id: row.id,
      contentType: row.contentType,
      size: row.sizeBytes,
      createdAt: row.createdAt,
      processed: row.processedAt !== null,
    }),
    storageKey: row.storageKey,
  };
}

function withoutKey({ storageKey: _, ...photo }: StoredPhoto): EquipmentPhoto {
  return photo;
}

/** Every function takes the user id first and filters on it: another athlete's photo reads as not found. */
export function createPhotoQueries(db: Db) {
  const owned = (userId: string, id: string) =>
    and(eq(equipmentPhotos.userId, userId), eq(equipmentPhotos.id, id));

  async function countPhotos(userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(equipmentPhotos)
      .where(eq(equipmentPhotos.userId, userId));
    return row?.n ?? 0;
  }

  return {
    /** Newest first, as the upload list shows them. */
    async list(userId: string): Promise<EquipmentPhoto[]> {
      const rows = await db
        .select()
        .from(equipmentPhotos)
        .where(eq(equipmentPhotos.userId, userId))
        .orderBy(desc(equipmentPhotos.createdAt), desc(equipmentPhotos.id));
      return rows.map((row) => withoutKey(toStoredPhoto(row)));
    },

    count: countPhotos,

    async get(userId: string, id: string): Promise<StoredPhoto | null> {
      const [row] = await db.select().from(equipmentPhotos).where(owned(userId, id)).limit(1);
      return row ? toStoredPhoto(row) : null;
    },

    /**
     * Inserts the row only while the athlete has fewer than `maxPerAthlete` photos, in one statement, so two
     * uploads at once cannot both pass the limit. Null when the limit is reached.
     */
    async create(
      userId: string,
      write: PhotoWrite,
      now: Date,
      maxPerAthlete: number,
    ): Promise<EquipmentPhoto | null> {
      const createdAt = now.toISOString();
      const inserted = await db.run(sql`
        insert into ${equipmentPhotos} (id, user_id, content_type, size_bytes, storage_key, processed_at, created_at)
        select ${write.id}, ${userId}, ${write.contentType}, ${write.sizeBytes}, ${write.storageKey}, null, ${createdAt}
        where (select count(*) from ${equipmentPhotos} where user_id = ${userId}) < ${maxPerAthlete}`);
      if (inserted.rowsAffected === 0) return null;
      return {
        id: write.id,
        contentType: write.contentType,
        size: write.sizeBytes,
        createdAt,
        processed: false,
      };
    },

    /** Deletes the row; answers its storage key so the caller can delete the bytes, or null if not theirs. */
    async delete(userId: string, id: string): Promise<string | null> {
      const [row] = await db
        .delete(equipmentPhotos)
        .where(owned(userId, id))
        .returning({ storageKey: equipmentPhotos.storageKey });
      return row?.storageKey ?? null;
    },

    /**
     * Reserves a place for an upload before its body is read, in one statement, so uploads at once (on any server)
     * cannot pass the limits together: the athlete's photos and live places stay under `maxPerAthlete`, their live
     * places under `maxInFlight`. Says which limit refused it otherwise.
     */
    async reserveUpload(
      userId: string,
      slotId: string,
      now: Date,
      limits: UploadLimits,
    ): Promise<UploadReservation> {
      const staleBefore = limits.staleBefore.toISOString();
      const photos = sql`(select count(*) from ${equipmentPhotos} where user_id = ${userId})`;
      const places = sql`(select count(*) from ${photoUploadSlots} where user_id = ${userId} and reserved_at > ${staleBefore})`;
      const inserted = await db.run(sql`
        insert into ${photoUploadSlots} (id, user_id, reserved_at)
        select ${slotId}, ${userId}, ${now.toISOString()}
        where ${photos} + ${places} < ${limits.maxPerAthlete} and ${places} < ${limits.maxInFlight}`);
      if (inserted.rowsAffected === 1) return 'reserved';
      const [live] = await db
        .select({ n: count() })
        .from(photoUploadSlots)
        .where(and(eq(photoUploadSlots.userId, userId), gt(photoUploadSlots.reservedAt, staleBefore)));
      const kept = await countPhotos(userId);
      return kept + (live?.n ?? 0) >= limits.maxPerAthlete ? 'full' : 'busy';
    },

    /**
     * Turns a live place into the photo (same id, bytes under that key) and frees the place, in one batch.
     * Null when the place is gone or went stale meanwhile: the caller then deletes the bytes.
     */
    async completeUpload(
      userId: string,
      slotId: string,
      bytes: UploadedBytes,
      now: Date,
      staleBefore: Date,
    ): Promise<EquipmentPhoto | null> {
      const createdAt = now.toISOString();
      // One batch: the photo is stored only if the place was freed by the step before it.
      const [place] = await runWrite(db, [
        db
          .delete(photoUploadSlots)
          .where(
            and(
              eq(photoUploadSlots.id, slotId),
              eq(photoUploadSlots.userId, userId),
              gt(photoUploadSlots.reservedAt, staleBefore.toISOString()),
            ),
          )
          .returning({ id: photoUploadSlots.id }),
        insertWhen(
          db,
          equipmentPhotos,
          {
            id: slotId,
            userId,
            contentType: bytes.contentType,
            sizeBytes: bytes.sizeBytes,
            storageKey: slotId,
            createdAt,
          },
          changedJustBefore,
        ),
      ]);
      if (place.length === 0) return null;
      return {
        id: slotId,
        contentType: bytes.contentType,
        size: bytes.sizeBytes,
        createdAt,
        processed: false,
      };
    },

    /** Frees an upload's place (the upload failed or was refused after its reservation). */
    async releaseUpload(slotId: string): Promise<void> {
      await db.delete(photoUploadSlots).where(eq(photoUploadSlots.id, slotId));
    },

    /** Deletes the athlete's places older than `staleBefore`; answers their ids, the keys any bytes were under. */
    async dropStaleUploads(userId: string, staleBefore: Date): Promise<string[]> {
      const rows = await db
        .delete(photoUploadSlots)
        .where(
          and(
            eq(photoUploadSlots.userId, userId),
            lte(photoUploadSlots.reservedAt, staleBefore.toISOString()),
          ),
        )
        .returning({ id: photoUploadSlots.id });
      return rows.map((row) => row.id);
    },

    /**
     * Claims `photoIds` (still unprocessed) for scan `scanId`, in one conditional UPDATE, unless another scan of the
     * athlete holds a claim made after `staleBefore`: then 'busy', and nothing is claimed. Answers the ids claimed.
     * The claim lives in the database, so it holds across requests, processes and Worker isolates.
     */
    async claimForScan(
      userId: string,
      scanId: string,
      photoIds: readonly string[],
      now: Date,
      staleBefore: Date,
    ): Promise<string[] | 'busy'> {
      const stale = staleBefore.toISOString();
      const liveClaim = and(
        eq(equipmentPhotos.userId, userId),
        isNotNull(equipmentPhotos.scanId),
        gt(equipmentPhotos.scanClaimedAt, stale),
      );
      const busy = async () =>
        (await db.select({ id: equipmentPhotos.id }).from(equipmentPhotos).where(liveClaim).limit(1)).length >
        0;
      if (photoIds.length === 0) return (await busy()) ? 'busy' : [];
      const claimed = await db
        .update(equipmentPhotos)
        .set({ scanId, scanClaimedAt: now.toISOString() })
        .where(
          and(
            eq(equipmentPhotos.userId, userId),
            inArray(equipmentPhotos.id, [...photoIds]),
            isNull(equipmentPhotos.processedAt),
            sql`not exists (select 1 from ${equipmentPhotos} as live where live.user_id = ${userId}
              and live.scan_id is not null and live.scan_claimed_at > ${stale})`,
          ),
        )
        .returning({ id: equipmentPhotos.id });
      if (claimed.length === 0 && (await busy())) return 'busy';
      return claimed.map((row) => row.id);
    },

    /** Lets go of scan `scanId`'s claim, whatever its outcome, so the athlete's next scan may start. */
    async releaseScan(userId: string, scanId: string): Promise<void> {
      await db
        .update(equipmentPhotos)
        .set({ scanId: null, scanClaimedAt: null })
        .where(and(eq(equipmentPhotos.userId, userId), eq(equipmentPhotos.scanId, scanId)));
    },

    /** The oldest photos not yet sent to the vision model, at most `limit`. */
    async listUnprocessed(userId: string, limit: number): Promise<StoredPhoto[]> {
      const rows = await db
        .select()
        .from(equipmentPhotos)
        .where(and(eq(equipmentPhotos.userId, userId), isNull(equipmentPhotos.processedAt)))
        .orderBy(asc(equipmentPhotos.createdAt), asc(equipmentPhotos.id))
        .limit(limit);
      return rows.map(toStoredPhoto);
    },

    async markProcessed(userId: string, ids: readonly string[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(equipmentPhotos)
        .set({ processedAt: at.toISOString() })
        .where(and(eq(equipmentPhotos.userId, userId), inArray(equipmentPhotos.id, [...ids])));
    },
  };
}

export type PhotoQueries = ReturnType<typeof createPhotoQueries>;
