import { type EquipmentPhoto, equipmentPhotoSchema, type PhotoContentType } from '@liftwise/domain';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { equipmentPhotos } from '../schema/photos.ts';

type PhotoRow = typeof equipmentPhotos.$inferSelect;

/** What the upload route stores: the bytes are already in the PhotoStore under `storageKey`. */
export interface PhotoWrite {
  id: string;
  contentType: PhotoContentType;
  sizeBytes: number;
  storageKey: string;
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

    async count(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(equipmentPhotos)
        .where(eq(equipmentPhotos.userId, userId));
      return row?.n ?? 0;
    },

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
