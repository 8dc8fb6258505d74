import type { PhotoContentType } from '@liftwise/domain';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './auth.ts';

/** An athlete's equipment photo (issue 10): the row describes it, the bytes live in the PhotoStore under storage_key. */
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
    createdAt: text('created_at').notNull(),
  },
  (table) => [index('equipment_photos_user_created').on(table.userId, table.createdAt)],
);
