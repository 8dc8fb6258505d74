import type { Profile, ProfileUpdates } from '@liftwise/domain';
import { profileSchema } from '@liftwise/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/auth.ts';
import { profiles } from '../schema/profile.ts';

type ProfileRow = typeof profiles.$inferSelect;

/**
 * Rows are read back through the domain schema so a bad row fails loudly instead of reaching a screen. A NULL
 * column is how the row stores an unset field; everywhere outside this file an unset field is absent.
 */
export function toProfile(row: ProfileRow): Profile {
  return profileSchema.parse({
    userId: row.userId,
    email: row.email,
    displayName: row.displayName,
    ...(row.sex !== null && { sex: row.sex }),
    ...(row.birthYear !== null && { birthYear: row.birthYear }),
    ...(row.weightUnit !== null && { weightUnit: row.weightUnit }),
    ...(row.reminderLead !== null && { reminderLead: row.reminderLead }),
    updatedAt: row.updatedAt,
  });
}

/**
 * A patch, as the domain's updateProfile defines it: an absent field keeps its stored value, null clears it. The
 * email and display name are the account's, read by the write itself (no read of its own before it).
 */
export type ProfileWrite = ProfileUpdates;

/** The athlete's optional fields: a write names some of them (null clears one) and keeps the others. */
const OPTIONAL_FIELDS = ['sex', 'birthYear', 'weightUnit', 'reminderLead'] as const;
type OptionalField = (typeof OPTIONAL_FIELDS)[number];

export function createProfileQueries(db: Db) {
  const userId = sql.placeholder('userId');
  const get = db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1).prepare();
  // The statement differs by which optional fields are written, so each shape (a subset of them) is prepared once.
  const upserts = new Map<string, ReturnType<typeof prepareUpsert>>();

  function prepareUpsert(fields: readonly OptionalField[]) {
    const written = {
      email: profiles.email,
      displayName: profiles.displayName,
      updatedAt: profiles.updatedAt,
      ...Object.fromEntries(fields.map((field) => [field, profiles[field]])),
    };
    return db
      .insert(profiles)
      .values({
        userId,
        email: sql`(select ${users.email} from ${users} where ${users.id} = ${userId})`,
        displayName: sql`(select ${users.displayName} from ${users} where ${users.id} = ${userId})`,
        updatedAt: sql.placeholder('updatedAt'),
        ...Object.fromEntries(fields.map((field) => [field, sql.placeholder(field)])),
      })
      .onConflictDoUpdate({
        target: profiles.userId,
        // On conflict take the written fields from the row that was to be inserted; the others keep their value.
        set: Object.fromEntries(
          Object.entries(written).map(([field, column]) => [field, sql.raw(`excluded."${column.name}"`)]),
        ),
      })
      .returning()
      .prepare();
  }

  const setTimeZone = db
    .insert(profiles)
    .values({
      userId,
      email: sql`(select ${users.email} from ${users} where ${users.id} = ${userId})`,
      displayName: sql`(select ${users.displayName} from ${users} where ${users.id} = ${userId})`,
      timeZone: sql.placeholder('timeZone'),
      updatedAt: sql.placeholder('updatedAt'),
    })
    // Not a profile change the athlete sees: updated_at stays, so no screen's copy of the profile turns stale.
    .onConflictDoUpdate({ target: profiles.userId, set: { timeZone: sql.raw('excluded."time_zone"') } })
    .prepare();

  return {
    async get(userId: string): Promise<Profile | null> {
      const row = await get.get({ userId });
      return row ? toProfile(row) : null;
    },

    /** Creates the profile or changes the given fields; fields left undefined keep their stored value. */
    async upsert(userId: string, write: ProfileWrite, now: Date): Promise<Profile> {
      const fields = OPTIONAL_FIELDS.filter((field) => write[field] !== undefined);
      const shape = fields.join(',');
      let upsert = upserts.get(shape);
      if (!upsert) {
        upsert = prepareUpsert(fields);
        upserts.set(shape, upsert);
      }
      const [row] = await upsert.all({
        userId,
        updatedAt: now.toISOString(),
        sex: write.sex ?? null,
        birthYear: write.birthYear ?? null,
        weightUnit: write.weightUnit ?? null,
        reminderLead: write.reminderLead ?? null,
      });
      if (!row) throw new Error('profile upsert returned nothing');
      return toProfile(row);
    },

    /** The zone the server's reminders count the athlete's times in; creates the profile when there is none yet. */
    async setTimeZone(userId: string, timeZone: string, now: Date): Promise<void> {
      await setTimeZone.run({ userId, timeZone, updatedAt: now.toISOString() });
    },
  };
}

export type ProfileQueries = ReturnType<typeof createProfileQueries>;
