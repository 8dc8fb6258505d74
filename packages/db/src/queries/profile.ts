import type { Profile, Sex } from '@liftwise/domain';
import { profileSchema } from '@liftwise/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { profiles } from '../schema/profile.ts';

type ProfileRow = typeof profiles.$inferSelect;

/** Rows are read back through the domain schema so a bad row fails loudly instead of reaching a screen. */
function toProfile(row: ProfileRow): Profile {
  return profileSchema.parse({
    userId: row.userId,
    email: row.email,
    displayName: row.displayName,
    sex: row.sex ?? undefined,
    birthYear: row.birthYear ?? undefined,
    updatedAt: row.updatedAt,
  });
}

export interface ProfileWrite {
  email: string;
  displayName: string;
  /** undefined leaves the stored value; null clears it. */
  sex?: Sex | null;
  birthYear?: number | null;
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
