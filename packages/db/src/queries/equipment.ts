import {
  type DefaultEquipmentData,
  defaultEquipmentDataSchema,
  type EquipmentLocation,
  equipmentLocationSchema,
  type ParsedEquipmentInput,
  shownImageUrl,
  type UserEquipment,
  userEquipmentSchema,
} from '@liftwise/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  defaultEquipment,
  equipmentCategories,
  equipmentLocations,
  userEquipment,
  userEquipmentLocations,
} from '../schema/equipment.ts';
import { equipmentClientKey } from './client-keys.ts';
import { refuseOver, runWrite, type WriteAnswer, type WriteStep } from './write-batch.ts';

type EquipmentRow = typeof userEquipment.$inferSelect;
type LocationRow = typeof equipmentLocations.$inferSelect;

/** An item as the procedures write it: the parsed form, and the locations it belongs to (already checked). */
export type EquipmentWrite = Omit<ParsedEquipmentInput, 'locationIds'>;

export function toLocation(row: LocationRow): EquipmentLocation {
  return equipmentLocationSchema.parse({ id: row.id, name: row.name, active: row.active });
}

/** Rows are read back through the domain schema, so a bad row fails loudly instead of reaching a screen. */
export function toUserEquipment(row: EquipmentRow, locationIds: string[]): UserEquipment {
  return userEquipmentSchema.parse({
    id: row.id,
    name: row.name,
    category: row.category,
    subcategory: row.subcategory,
    status: row.status,
    availability: row.availability,
    specifications: row.specifications,
    imageUrl: shownImageUrl(row.imageUrl),
    description: row.description,
    locationIds,
    updatedAt: row.updatedAt,
  });
}

/** The stored columns of an item the athlete wrote (or imported): one spelling for every write. */
export function columnsOf(
  item: Pick<
    typeof userEquipment.$inferInsert,
    | 'name'
    | 'category'
    | 'subcategory'
    | 'status'
    | 'availability'
    | 'specifications'
    | 'imageUrl'
    | 'description'
  >,
) {
  return {
    name: item.name,
    category: item.category,
    subcategory: item.subcategory,
    status: item.status,
    availability: item.availability,
    specifications: item.specifications,
    imageUrl: item.imageUrl,
    description: item.description,
  };
}

/** The shared default catalogue: not user data, so these queries take no user id. */
function createCatalogueQueries(db: Db) {
  return {
    async get(): Promise<DefaultEquipmentData> {
      const [categories, items] = await db.batch([
        db.select().from(equipmentCategories).orderBy(asc(equipmentCategories.position)),
        db.select().from(defaultEquipment).orderBy(asc(defaultEquipment.position)),
      ]);
      return defaultEquipmentDataSchema.parse({
        categories: categories.map(({ name, subcategories }) => ({ name, subcategories })),
        equipment: items.map((item) => ({
          id: item.id,
          name: item.name,
          category: item.category,
          subcategory: item.subcategory,
          ...(item.description !== null && { description: item.description }),
          ...(item.specifications !== null && { specifications: item.specifications }),
        })),
      });
    },
  };
}

function createLocationQueries(db: Db) {
  const userId = sql.placeholder('userId');
  const list = db
    .select()
    .from(equipmentLocations)
    .where(eq(equipmentLocations.userId, userId))
    .orderBy(asc(equipmentLocations.createdAt), asc(sql`rowid`))
    .prepare();

  return {
    async list(userId: string): Promise<EquipmentLocation[]> {
      return (await list.all({ userId })).map(toLocation);
    },

    /**
     * The athlete's locations; on the first read, `names` are created with the first one active. Two first reads
     * at once both try; the unique indexes skip the second copy.
     */
    async listOrCreate(userId: string, names: readonly string[], now: Date): Promise<EquipmentLocation[]> {
      const existing = await list.all({ userId });
      if (existing.length > 0) return existing.map(toLocation);
      const createdAt = now.toISOString();
      const [first, ...rest] = names.map((name, index) =>
        db
          .insert(equipmentLocations)
          .values({ id: crypto.randomUUID(), userId, name, active: index === 0, createdAt })
          .onConflictDoNothing(),
      );
      if (first) await db.batch([first, ...rest]);
      return (await list.all({ userId })).map(toLocation);
    },

    async add(userId: string, name: string, now: Date): Promise<EquipmentLocation> {
      const [row] = await db
        .insert(equipmentLocations)
        .values({ id: crypto.randomUUID(), userId, name, active: false, createdAt: now.toISOString() })
        .returning();
      if (!row) throw new Error('location insert returned nothing');
      return toLocation(row);
    },

    async rename(userId: string, locationId: string, name: string): Promise<EquipmentLocation | null> {
      const [row] = await db
        .update(equipmentLocations)
        .set({ name })
        .where(and(eq(equipmentLocations.userId, userId), eq(equipmentLocations.id, locationId)))
        .returning();
      return row ? toLocation(row) : null;
    },

    /**
     * Makes one location the active one, in one batch; null when the athlete has no such location (nothing changes
     * then: the clearing asks that it exists).
     */
    async setActive(userId: string, locationId: string): Promise<EquipmentLocation[] | null> {
      const ofAthlete = eq(equipmentLocations.userId, userId);
      const chosen = and(ofAthlete, eq(equipmentLocations.id, locationId));
      // Clear first: SQLite checks the one-active index row by row.
      const [, , rows] = await runWrite(db, [
        db
          .update(equipmentLocations)
          .set({ active: false })
          .where(and(ofAthlete, sql`exists (select 1 from ${equipmentLocations} where ${chosen})`)),
        db.update(equipmentLocations).set({ active: true }).where(chosen),
        db
          .select()
          .from(equipmentLocations)
          .where(ofAthlete)
          .orderBy(asc(equipmentLocations.createdAt), asc(sql`rowid`)),
      ]);
      return rows.some((row) => row.id === locationId) ? rows.map(toLocation) : null;
    },
  };
}

function createUserEquipmentQueries(db: Db) {
  const userId = sql.placeholder('userId');
  const equipmentId = sql.placeholder('equipmentId');
  // The list screen's reads, prepared once: the items newest first, and every location link of the athlete.
  const listItems = db
    .select()
    .from(userEquipment)
    .where(eq(userEquipment.userId, userId))
    .orderBy(desc(userEquipment.createdAt), desc(sql`${userEquipment}.rowid`))
    .prepare();
  const listLinks = db
    .select({
      equipmentId: userEquipmentLocations.equipmentId,
      locationId: userEquipmentLocations.locationId,
    })
    .from(userEquipmentLocations)
    .where(eq(userEquipmentLocations.userId, userId))
    .prepare();
  const getItem = db
    .select()
    .from(userEquipment)
    .where(and(eq(userEquipment.userId, userId), eq(userEquipment.id, equipmentId)))
    .prepare();
  const getItemLinks = db
    .select({ locationId: userEquipmentLocations.locationId })
    .from(userEquipmentLocations)
    .where(
      and(eq(userEquipmentLocations.userId, userId), eq(userEquipmentLocations.equipmentId, equipmentId)),
    )
    .prepare();

  const countItems = db
    .select({ count: sql<number>`count(*)` })
    .from(userEquipment)
    .where(eq(userEquipment.userId, userId))
    .prepare();

  function linksOf(userId: string, equipmentId: string, locationIds: readonly string[]) {
    return locationIds.map((locationId) =>
      db.insert(userEquipmentLocations).values({ userId, equipmentId, locationId }),
    );
  }

  async function getOne(userId: string, equipmentId: string): Promise<UserEquipment | null> {
    const row = await getItem.get({ userId, equipmentId });
    if (!row) return null;
    const links = await getItemLinks.all({ userId, equipmentId });
    return toUserEquipment(
      row,
      links.map((link) => link.locationId),
    );
  }

  return {
    /** Newest first (spec: the list shows what was added last on top). */
    async list(userId: string): Promise<UserEquipment[]> {
      const [rows, links] = await Promise.all([listItems.all({ userId }), listLinks.all({ userId })]);
      const locations = new Map<string, string[]>();
      for (const link of links) {
        const ids = locations.get(link.equipmentId);
        if (ids) ids.push(link.locationId);
        else locations.set(link.equipmentId, [link.locationId]);
      }
      return rows.map((row) => toUserEquipment(row, locations.get(row.id) ?? []));
    },

    get: getOne,

    async count(userId: string): Promise<number> {
      return (await countItems.get({ userId }))?.count ?? 0;
    },

    /**
     * Adds the items in one batch, each with its locations, then the bound. The caller has checked that every
     * location id is one of this athlete's. `clientKey`: the browser's key for this add, stored with each item and
     * its place (`equipmentClientKey`).
     */
    async add(
      userId: string,
      items: readonly { item: EquipmentWrite; locationIds: readonly string[] }[],
      now: Date,
      clientKey?: string,
    ): Promise<UserEquipment[]> {
      const at = now.toISOString();
      const written = items.map(({ item, locationIds }, place) => ({
        id: crypto.randomUUID(),
        item,
        locationIds,
        clientKey: clientKey === undefined ? undefined : equipmentClientKey(clientKey, place),
      }));
      const [first, ...rest] = written.flatMap(({ id, item, locationIds, clientKey }) => [
        db
          .insert(userEquipment)
          .values({ id, userId, ...columnsOf(item), clientKey, createdAt: at, updatedAt: at }),
        ...linksOf(userId, id, locationIds),
      ]);
      // Refused whole (KeptAtMostError) when the athlete now keeps more than MAX_USER_EQUIPMENT items.
      if (first)
        await runWrite(db, [
          first,
          ...rest,
          refuseOver(
            db,
            'equipment',
            sql`(select count(*) from ${userEquipment} where ${userEquipment.userId} = ${userId})`,
            sql`1`,
          ),
        ]);
      return written.map(({ id, item, locationIds }) =>
        userEquipmentSchema.parse({ id, ...columnsOf(item), locationIds: [...locationIds], updatedAt: at }),
      );
    },

    /**
     * Replaces the item's fields; `locationIds` replaces its locations when given, else they are kept. Answers the
     * item as it is now and the photo address it showed before (its photo may have to go); 'not-found' when the
     * athlete has no such item (another athlete's reads as none), 'changed', given `baseUpdatedAt`, when the stored
     * one is no longer that version (changed since the edit began).
     */
    async update(
      userId: string,
      equipmentId: string,
      item: EquipmentWrite,
      locationIds: readonly string[] | undefined,
      now: Date,
      baseUpdatedAt?: string,
    ): Promise<WriteAnswer<{ equipment: UserEquipment; previousImageUrl: string }>> {
      const owned = and(eq(userEquipment.userId, userId), eq(userEquipment.id, equipmentId));
      const onVersion = and(
        owned,
        baseUpdatedAt === undefined ? undefined : eq(userEquipment.updatedAt, baseUpdatedAt),
      );
      // One batch: the item as it was; its locations replaced, on the condition that the fields' update below will
      // change the row (asked before that update changes the version), so a second edit made on the same version
      // changes nothing at all; the fields; the item as it is now.
      const editable = sql`exists (select 1 from ${userEquipment} where ${onVersion})`;
      const links = and(
        eq(userEquipmentLocations.userId, userId),
        eq(userEquipmentLocations.equipmentId, equipmentId),
      );
      const relinks =
        locationIds === undefined
          ? []
          : [
              db.delete(userEquipmentLocations).where(and(links, editable)),
              ...locationIds.map((locationId) =>
                db.run(
                  sql`insert into ${userEquipmentLocations} (user_id, equipment_id, location_id) select ${userId}, ${equipmentId}, ${locationId} where ${editable}`,
                ),
              ),
            ];
      const steps = [
        db.select({ imageUrl: userEquipment.imageUrl }).from(userEquipment).where(owned),
        ...relinks,
        db
          .update(userEquipment)
          .set({ ...columnsOf(item), updatedAt: now.toISOString() })
          .where(onVersion)
          .returning(),
        db
          .select({ locationId: userEquipmentLocations.locationId })
          .from(userEquipmentLocations)
          .where(links),
      ] as unknown as [WriteStep, ...WriteStep[]];
      const results = await runWrite(db, steps);
      const [[previous], [row], stored] = [results[0], ...results.slice(relinks.length + 1)] as [
        { imageUrl: string }[],
        EquipmentRow[],
        { locationId: string }[],
      ];
      if (!previous) return { ok: false, reason: 'not-found' };
      if (!row) return { ok: false, reason: 'changed' };
      const equipment = toUserEquipment(
        row,
        stored.map((link) => link.locationId),
      );
      return { ok: true, value: { equipment, previousImageUrl: previous.imageUrl } };
    },

    /** How many of the athlete's items show this photo address (an item's photo). */
    async countWithImageUrl(userId: string, imageUrl: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)` })
        .from(userEquipment)
        .where(and(eq(userEquipment.userId, userId), eq(userEquipment.imageUrl, imageUrl)));
      return row?.count ?? 0;
    },

    /** The items that showed a photo the athlete deleted show none. */
    async clearImageUrl(userId: string, imageUrl: string): Promise<void> {
      await db
        .update(userEquipment)
        .set({ imageUrl: '' })
        .where(and(eq(userEquipment.userId, userId), eq(userEquipment.imageUrl, imageUrl)));
    },

    /**
     * The removed item's photo address (so its photo can go too), null when the athlete has no such item; its
     * location links go with it (on delete cascade).
     */
    async remove(userId: string, equipmentId: string): Promise<{ imageUrl: string } | null> {
      const [deleted] = await db
        .delete(userEquipment)
        .where(and(eq(userEquipment.userId, userId), eq(userEquipment.id, equipmentId)))
        .returning({ imageUrl: userEquipment.imageUrl });
      return deleted ?? null;
    },
  };
}

export function createEquipmentQueries(db: Db) {
  return {
    catalogue: createCatalogueQueries(db),
    locations: createLocationQueries(db),
    items: createUserEquipmentQueries(db),
  };
}

export type EquipmentQueries = ReturnType<typeof createEquipmentQueries>;
