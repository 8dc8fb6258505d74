import type { PhotoContentType } from '@liftwise/domain';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './auth.ts';

/** An athlete's equipment photo: the row describes it, the bytes live in the PhotoStore under storage_key. */
export const equipmentPhotos = sqliteTable(
  'equipment_photos',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').$type<PhotoContentType>().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    /** Set once the scanner has sent the photo to the vision model, so it is not sent again. */
    processedAt: text('processed_at'),
    /**
     * The scan that has claimed the photo and when: while one of an athlete's photos carries a
     * claim younger than SCAN_CLAIM_TTL_MS, no other scan of theirs starts, on any server.
     */
    scanId: text('scan_id'),
    scanClaimedAt: text('scan_claimed_at'),
    createdAt: text('created_at').notNull(),
  },
  (table) => [index('equipment_photos_user_created').on(table.userId, table.createdAt)],
);

/**
 * A place reserved for an upload under way, taken before its body is read: the athlete's photos
 * and live places together stay within PHOTO_MAX_PER_ATHLETE, and their live places within
 * PHOTO_UPLOADS_IN_FLIGHT_PER_ATHLETE. The id becomes the photo's id when the upload completes. A place older than
 * PHOTO_UPLOAD_SLOT_TTL_MS belongs to a server that stopped mid-upload: it no longer counts and is cleared.
 */
export const photoUploadSlots = sqliteTable(
  'photo_upload_slots',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reservedAt: text('reserved_at').notNull(),
  },
  (table) => [index('photo_upload_slots_user').on(table.userId, table.reservedAt)],
);
