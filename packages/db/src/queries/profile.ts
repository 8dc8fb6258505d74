import type { Profile, ProfileUpdates } from '@liftwise/domain';
import { profileSchema } from '@liftwise/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { profiles } from '../schema/profile.ts';

type ProfileRow = typeof profiles.$inferSelect;

/**
 * Rows are read back through the domain schema so a bad row fails loudly instead of reaching a screen. A NULL
 * column is how the row stores an unset field; everywhere outside this file an unset field is absent.
 */
function toProfile(row: ProfileRow): Profile {
  return profileSchema.parse({
    userId: row.userId,
    email: row.email,
    displayName: row.displayName,
    ...(row.sex !== null && { sex: row.sex }),
    ...(row.birthYear !== null && { birthYear: row.birthYear }),
    updatedAt: row.updatedAt,
  });
}

/** A patch, as the domain's updateProfile defines it: an absent field keeps its stored value, null clears it. */
export interface ProfileWrite extends ProfileUpdates {
  email: string;
  displayName: string;
}

export function createProfileQueries(db: Db) {
  return {
    async get(userId: string): Promise<Profile | null> {
      const row = await db.select().from(profiles).where(eq(profiles.userId, userId)).get();
      return row ? toProfile(row) : null;
    },

    /** Creates the profile or changes the given fields; fields left undefined keep their stored value. */
    async upsert(userId: string, write: ProfileWrite, now: Date): Promise<Profile> {
      const changes = {
        email: write.email,
        displayName: write.displayName,
        updatedAt: now.toISOString(),
        ...(write.sex !== undefined && { sex: write.sex }),
        ...(write.birthYear !== undefined && { birthYear: write.birthYear }),
      };
      const [row] = await db
        .insert(profiles)
        .values({ userId, ...changes })
        .onConflictDoUpdate({ target: profiles.userId, set: changes })
        .returning();
      if (!row) throw new Error('profile upsert returned nothing');
      return toProfile(row);
    },
  };
}

export type ProfileQueries = ReturnType<typeof createProfileQueries>;
