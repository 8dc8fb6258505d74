import {
  EXPORT_PAGE_ROWS,
  type ExistingRows,
  type ExportBodyWeight,
  type ExportCompletedWorkout,
  type ExportEquipment,
  type ExportGoal,
  type ExportKind,
  type ExportLocation,
  type ExportProfile,
  type ExportStrengthPlan,
  type ExportWorkout,
  exportBodyWeightSchema,
  exportCompletedWorkoutSchema,
  exportEquipmentSchema,
  exportGoalSchema,
  exportLocationSchema,
  exportProfileSchema,
  exportWorkoutSchema,
  type ImportMode,
  type ImportPlan,
  ROW_IDENTITY,
} from '@liftwise/domain';
import { and, count, eq, getTableColumns, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../client.ts';
import { bodyWeights } from '../schema/body-weights.ts';
import { equipmentLocations, userEquipment, userEquipmentLocations } from '../schema/equipment.ts';
import { goals } from '../schema/goals.ts';
import { profiles } from '../schema/profile.ts';
import { strengthPlans } from '../schema/strength-plans.ts';
import { completedWorkouts, workouts } from '../schema/workouts.ts';
import {
  bodyWeightColumns,
  goalsFollowingTheLog,
  newestBodyWeightDate,
  toBodyWeight,
} from './body-weights.ts';
import { columnsOf, toLocation, toUserEquipment } from './equipment.ts';
import { goalColumns, toGoal } from './goals.ts';
import { toProfile } from './profile.ts';
import { checkSeriesRoom, checkStrengthPlanRoom } from './room.ts';
import { toStrengthPlan } from './strength-plans.ts';
import { changeTraining, type Tx } from './training-change.ts';
import { toCompletedWorkout, toWorkout, workoutColumns } from './workouts/rows.ts';

/** SQLite binds at most 32,766 values per statement; the widest row here binds 16, so 100 rows stay far below. */
const INSERT_CHUNK_ROWS = 100;
/** Rows of identity columns a statement: about a millisecond of the embedded file's one thread. */
export const IDENTITY_PAGE_ROWS = 500;

type UserTable = SQLiteTable & { userId: SQLiteColumn };

/**
 * `columns` of one athlete's rows of `table`, in pages of `pageRows` in the order they were written (rowid): a keyset
 * walk, so each page is one indexed read however far in it is.
 */
async function* rowidPages<T extends UserTable, C extends Record<string, SQLiteColumn>>(
  db: Db,
  table: T,
  userId: string,
  columns: C,
  pageRows: number,
): AsyncGenerator<{ [K in keyof C]: C[K]['_']['data'] }[]> {
  const rowid = sql<number>`${table}.rowid`;
  for (let after = 0; ; ) {
    const rows = (await db
      .select({ ...columns, rowid })
      .from(table as SQLiteTable)
      .where(and(eq(table.userId, userId), gt(rowid, after)))
      .orderBy(rowid)
      .limit(pageRows)) as unknown as ({ [K in keyof C]: C[K]['_']['data'] } & { rowid: number })[];
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < pageRows || last === undefined) return;
    after = last.rowid;
  }
}

/** A table's whole rows of one athlete, in pages of EXPORT_PAGE_ROWS, each mapped. */
async function* pagesOf<T extends UserTable, R>(
  db: Db,
  table: T,
  userId: string,
  map: (row: T['$inferSelect']) => R,
): AsyncGenerator<R[]> {
  for await (const rows of rowidPages(db, table, userId, getTableColumns(table), EXPORT_PAGE_ROWS))
    yield (rows as T['$inferSelect'][]).map(map);
}

/**
 * Inserts rows in chunks that stay within SQLite's bound on values per statement, calling `pause` after each: on the
 * embedded file every statement runs on the server's one thread, so a long import gives other requests turns.
 */
async function insertChunks<T extends SQLiteTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
  pause: () => Promise<void>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK_ROWS) {
    await tx.insert(table).values(rows.slice(start, start + INSERT_CHUNK_ROWS));
    await pause();
  }
}

/** The export's pages of each kind, as the export document writes them. */
export interface ExportPages {
  locations: AsyncGenerator<ExportLocation[]>;
  equipment: AsyncGenerator<ExportEquipment[]>;
  strengthPlans: AsyncGenerator<ExportStrengthPlan[]>;
  workouts: AsyncGenerator<ExportWorkout[]>;
  completedWorkouts: AsyncGenerator<ExportCompletedWorkout[]>;
  goals: AsyncGenerator<ExportGoal[]>;
  bodyWeights: AsyncGenerator<ExportBodyWeight[]>;
}

/**
 * An athlete's data out and in: the export read a page at a time, what is stored as the import's
 * "already there" needs it, and the import written all or nothing in one transaction. Every function takes the
 * user id first and filters on it; an import writes only under that id, whoever's file it was.
 */
export function createDataTransferQueries(db: Db) {
  /** The item's locations, for one page of items. */
  async function linksOf(userId: string, ids: string[]): Promise<Map<string, string[]>> {
    const links = new Map<string, string[]>();
    if (ids.length === 0) return links;
    const rows = await db
      .select({
        equipmentId: userEquipmentLocations.equipmentId,
        locationId: userEquipmentLocations.locationId,
      })
      .from(userEquipmentLocations)
      .where(
        and(eq(userEquipmentLocations.userId, userId), inArray(userEquipmentLocations.equipmentId, ids)),
      );
    for (const row of rows)
      links.set(row.equipmentId, [...(links.get(row.equipmentId) ?? []), row.locationId]);
    return links;
  }

  async function* equipmentPages(userId: string): AsyncGenerator<ExportEquipment[]> {
    for await (const page of pagesOf(db, userEquipment, userId, (row) => row)) {
      const links = await linksOf(
        userId,
        page.map((row) => row.id),
      );
      yield page.map((row) =>
        exportEquipmentSchema.parse({
          ...toUserEquipment(row, (links.get(row.id) ?? []).sort()),
          createdAt: row.createdAt,
          updatedAt: row.updatedAt,
        }),
      );
    }
  }

  return {
    /** The athlete's settings, as the export schema names them (the profile without who they are). */
    async profile(userId: string): Promise<ExportProfile> {
      const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
      return row ? exportProfileSchema.parse(toProfile(row)) : {};
    },

    /** Every kind's rows, each a page at a time: the caller writes one page before the next is read. */
    pages(userId: string): ExportPages {
      return {
        locations: pagesOf(db, equipmentLocations, userId, (row) =>
          exportLocationSchema.parse({ ...toLocation(row), createdAt: row.createdAt }),
        ),
        equipment: equipmentPages(userId),
        strengthPlans: pagesOf(db, strengthPlans, userId, toStrengthPlan),
        workouts: pagesOf(db, workouts, userId, (row) =>
          exportWorkoutSchema.parse({
            ...toWorkout(row),
            ...(row.planId !== null && { planId: row.planId }),
          }),
        ),
        completedWorkouts: pagesOf(db, completedWorkouts, userId, (row) =>
          exportCompletedWorkoutSchema.parse({
            ...toCompletedWorkout(row),
            ...(row.day !== '' && { day: row.day }),
          }),
        ),
        goals: pagesOf(db, goals, userId, (row) => {
          const { userId: _owner, _metadata, ...goal } = toGoal(row);
          return exportGoalSchema.parse({ ...goal, createdAt: row.createdAt, updatedAt: row.updatedAt });
        }),
        bodyWeights: pagesOf(db, bodyWeights, userId, (row) =>
          exportBodyWeightSchema.parse({ ...toBodyWeight(row), createdAt: row.createdAt }),
        ),
      };
    },

    /** How many rows of each kind the athlete has: what 'Replace everything' would delete. */
    async counts(userId: string): Promise<Record<ExportKind, number>> {
      const countOf = (table: UserTable) =>
        db
          .select({ n: count() })
          .from(table as SQLiteTable)
          .where(eq(table.userId, userId));
      const [l, e, p, w, c, g, b] = await db.batch([
        countOf(equipmentLocations),
        countOf(userEquipment),
        countOf(strengthPlans),
        countOf(workouts),
        countOf(completedWorkouts),
        countOf(goals),
        countOf(bodyWeights),
      ]);
      const n = (rows: { n: number }[]) => rows[0]?.n ?? 0;
      return {
        locations: n(l),
        equipment: n(e),
        strengthPlans: n(p),
        workouts: n(w),
        completedWorkouts: n(c),
        goals: n(g),
        bodyWeights: n(b),
      };
    },

    /**
     * What the athlete has stored, as each row's identity (domain ROW_IDENTITY) and id; only the columns it needs,
     * IDENTITY_PAGE_ROWS rows a statement with `pause` between, as one read of a large account held the thread.
     */
    async existing(userId: string, pause: () => Promise<void> = async () => {}): Promise<ExistingRows> {
      const identities = async <
        T extends UserTable,
        C extends { id: SQLiteColumn } & Record<string, SQLiteColumn>,
      >(
        table: T,
        columns: C,
        identity: (row: { [K in keyof C]: C[K]['_']['data'] }) => string,
      ) => {
        const byIdentity = new Map<string, string>();
        for await (const rows of rowidPages(db, table, userId, columns, IDENTITY_PAGE_ROWS)) {
          for (const row of rows) byIdentity.set(identity(row), row.id as string);
          // A full page means another read follows: other requests get their turn between the two.
          if (rows.length === IDENTITY_PAGE_ROWS) await pause();
        }
        return byIdentity;
      };
      return {
        locations: await identities(
          equipmentLocations,
          { id: equipmentLocations.id, name: equipmentLocations.name },
          ROW_IDENTITY.locations,
        ),
        equipment: await identities(
          userEquipment,
          {
            id: userEquipment.id,
            name: userEquipment.name,
            category: userEquipment.category,
            subcategory: userEquipment.subcategory,
          },
          ROW_IDENTITY.equipment,
        ),
        strengthPlans: await identities(
          strengthPlans,
          { id: strengthPlans.id, createdAt: strengthPlans.createdAt },
          ROW_IDENTITY.strengthPlans,
        ),
        workouts: await identities(
          workouts,
          { id: workouts.id, date: workouts.date, time: workouts.time, name: workouts.name },
          (row) => ROW_IDENTITY.workouts({ ...row, time: row.time ?? undefined }),
        ),
        completedWorkouts: await identities(
          completedWorkouts,
          { id: completedWorkouts.id, date: completedWorkouts.date, name: completedWorkouts.name },
          ROW_IDENTITY.completedWorkouts,
        ),
        goals: await identities(
          goals,
          { id: goals.id, title: goals.title, type: goals.type, targetDate: goals.targetDate },
          (row) => ROW_IDENTITY.goals(row as Parameters<typeof ROW_IDENTITY.goals>[0]),
        ),
        bodyWeights: await identities(
          bodyWeights,
          { id: bodyWeights.id, date: bodyWeights.date },
          ROW_IDENTITY.bodyWeights,
        ),
      };
    },

    /**
     * Writes an import in one transaction, all or nothing, bumping the athlete's training version:
     * in 'replace' mode their locations, equipment, plans, workouts, completed workouts, goals and body weights are
     * deleted first.
     * Imported workouts, sessions and goals carry their import key as `clientKey` (unique per athlete), so two
     * imports of one file at once cannot both add a row. In 'merge' mode the athlete's active location stays active.
     */
    async write(
      userId: string,
      plan: ImportPlan,
      mode: ImportMode,
      profile: { email: string; displayName: string } & ExportProfile,
      now: Date,
      /** Called between statements: the caller's chance to let other requests run. */
      pause: () => Promise<void> = async () => {},
    ): Promise<void> {
      const at = now.toISOString();
      await changeTraining(
        db,
        userId,
        async (tx) => {
          if (mode === 'replace') {
            // Links and the plans' workouts go with their rows (foreign keys); each kind is named anyway.
            for (const table of [
              bodyWeights,
              goals,
              completedWorkouts,
              workouts,
              strengthPlans,
              userEquipment,
              equipmentLocations,
            ] as UserTable[])
              await tx.delete(table as SQLiteTable).where(eq(table.userId, userId) as SQL);
          }
          const hasActive =
            mode === 'merge' &&
            (
              await tx
                .select({ id: equipmentLocations.id })
                .from(equipmentLocations)
                .where(and(eq(equipmentLocations.userId, userId), eq(equipmentLocations.active, true)))
                .limit(1)
            ).length > 0;
          let activeTaken = hasActive;
          await insertChunks(
            tx,
            equipmentLocations,
            plan.locations.map((location) => {
              const active = location.active && !activeTaken;
              if (active) activeTaken = true;
              return { id: location.id, userId, name: location.name, active, createdAt: location.createdAt };
            }),
            pause,
          );
          await insertChunks(
            tx,
            userEquipment,
            plan.equipment.map((item) => ({
              id: item.id,
              userId,
              // The file holds no other address (itemImageUrlSchema), and a photo is the source account's: its
              // bytes are not in the file (docs/data-format.md).
              ...columnsOf({ ...item, imageUrl: '' }),
              createdAt: item.createdAt,
              updatedAt: item.updatedAt,
            })),
            pause,
          );
          await insertChunks(
            tx,
            userEquipmentLocations,
            plan.equipment.flatMap((item) =>
              item.locationIds.map((locationId) => ({ userId, equipmentId: item.id, locationId })),
            ),
            pause,
          );
          await insertChunks(
            tx,
            strengthPlans,
            plan.strengthPlans.map((row) => ({
              id: row.planId,
              userId,
              programData: row.programData,
              generatedPlan: row.generatedPlan ?? null,
              status: row.status,
              createdAt: row.createdAt,
              updatedAt: row.updatedAt,
            })),
            pause,
          );
          await insertChunks(
            tx,
            workouts,
            plan.workouts.map((row) => ({
              id: row.id,
              userId,
              // The day, and for a repeating workout its rule and last day, as a save writes them.
              ...workoutColumns(row),
              planId: row.planId ?? null,
              recurrenceExceptions: row.exceptions ?? null,
              seriesId: row.seriesId ?? null,
              clientKey: row.key,
              updatedAt: row.updatedAt,
            })),
            pause,
          );
          await insertChunks(
            tx,
            completedWorkouts,
            plan.completedWorkouts.map((row) => ({
              id: row.id,
              userId,
              name: row.name,
              date: row.date,
              originalWorkoutId: row.originalWorkoutId,
              actualExercises: row.actualExercises,
              duration: row.duration,
              day: row.day ?? '',
              notes: row.notes,
              clientKey: row.key,
              updatedAt: row.updatedAt,
            })),
            pause,
          );
          await insertChunks(
            tx,
            goals,
            plan.goals.map((row) => ({
              id: row.id,
              userId,
              ...goalColumns(row),
              clientKey: row.key,
              createdAt: row.createdAt,
              updatedAt: row.updatedAt,
            })),
            pause,
          );
          await insertChunks(
            tx,
            bodyWeights,
            plan.bodyWeights.map((row) => ({
              id: row.id,
              userId,
              ...bodyWeightColumns(row),
              createdAt: row.createdAt,
              updatedAt: row.updatedAt,
            })),
            pause,
          );
          // Entries newer than the newest logged move the goals that follow the log, as saving them would.
          const newestImported = plan.bodyWeights
            .map((row) => row.date)
            .sort()
            .at(-1);
          if (newestImported !== undefined)
            for (const step of goalsFollowingTheLog(
              tx,
              userId,
              at,
              sql`${newestBodyWeightDate(userId)} = ${newestImported}`,
            ))
              await step;
          // The file's settings only (the schema drops who the file's athlete was).
          const settings = exportProfileSchema.parse(profile);
          if (Object.keys(settings).length > 0)
            await tx
              .insert(profiles)
              .values({
                userId,
                email: profile.email,
                displayName: profile.displayName,
                updatedAt: at,
                ...settings,
              })
              .onConflictDoUpdate({ target: profiles.userId, set: { ...settings, updatedAt: at } });
          // importData checked the bounds before; two imports at once are checked here (each in its transaction;
          // the workouts by changeTraining).
          if (plan.strengthPlans.length > 0) await checkStrengthPlanRoom(tx, userId);
          if (plan.workouts.some((row) => row.recurrence !== undefined)) await checkSeriesRoom(tx, userId);
          return plan;
        },
        // The lists' memo is stale once a workout, a session or a body weight (bodyweight lifts count it) was written or
        // deleted; added workouts and sessions must fit the bounds.
        () =>
          (plan.workouts.length + plan.completedWorkouts.length > 0 && 'added') ||
          plan.bodyWeights.length > 0 ||
          mode === 'replace',
      );
    },
  };
}

export type DataTransferQueries = ReturnType<typeof createDataTransferQueries>;
