import {
  type CalendarDate,
  type ProgramData,
  type ReplacePrevious,
  type StrengthPlan,
  type StrengthPlanUpdate,
  strengthPlanSchema,
  strengthPlanUpdateSchema,
  type WorkoutInputParsed,
} from '@liftwise/domain';
import { and, count, desc, eq, gte, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { strengthPlans } from '../schema/strength-plans.ts';
import { workouts } from '../schema/workouts.ts';
import { workoutColumns } from './workouts/rows.ts';
import {
  bumpTrainingVersion,
  changedJustBefore,
  refuseIf,
  refuseOver,
  rowExists,
  runWrite,
  trainingRoom,
  WriteChangedError,
} from './write-batch.ts';

type StrengthPlanRow = typeof strengthPlans.$inferSelect;

/** Read back through the domain schema, so a bad row (or bad JSON in it) fails loudly; a NULL plan is absent. */
export function toStrengthPlan(row: StrengthPlanRow): StrengthPlan {
  return strengthPlanSchema.parse({
    planId: row.id,
    programData: row.programData,
    ...(row.generatedPlan !== null && { generatedPlan: row.generatedPlan }),
    status: row.status,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });
}

/** An active plan that still has scheduled workouts from today on: starting another plan asks about it. */
export interface PlanWithRemainingWorkouts {
  plan: StrengthPlan;
  remainingWorkouts: number;
}

export type StartPlanResult =
  | { outcome: 'notFound' }
  | { outcome: 'conflict'; plans: PlanWithRemainingWorkouts[] }
  | { outcome: 'started'; plan: StrengthPlan; scheduledCount: number; removedCount: number };

/** SQLite binds at most 32,766 values per statement; a workout row binds 13, so 200 rows stay far below. */
const INSERT_CHUNK_ROWS = 200;

/** Every function takes the user id first and filters on it: another athlete's plan reads as not found. */
export function createStrengthPlanQueries(db: Db) {
  const userId = sql.placeholder('userId');
  const planId = sql.placeholder('planId');
  // The chooser and the review read these on every visit.
  const list = db
    .select()
    .from(strengthPlans)
    .where(eq(strengthPlans.userId, userId))
    .orderBy(desc(strengthPlans.createdAt), desc(strengthPlans.id))
    .limit(sql.placeholder('limit'))
    .prepare();
  const get = db
    .select()
    .from(strengthPlans)
    .where(and(eq(strengthPlans.userId, userId), eq(strengthPlans.id, planId)))
    .limit(1)
    .prepare();

  /** A plan's workouts still ahead: scheduled, dated today or later. Missed and completed ones are history. */
  function remainingOf(owner: string, plans: string[], today: CalendarDate) {
    return and(
      eq(workouts.userId, owner),
      inArray(workouts.planId, plans),
      eq(workouts.status, 'scheduled'),
      gte(workouts.date, today),
    );
  }

  /** The athlete's other active plans with workouts still ahead: what starting `startingPlanId` would replace. */
  function otherPlansWithRemaining(owner: string, startingPlanId: string, today: CalendarDate) {
    return db
      .select({ plan: strengthPlans, remainingWorkouts: count(workouts.id) })
      .from(strengthPlans)
      .innerJoin(
        workouts,
        and(
          eq(workouts.planId, strengthPlans.id),
          eq(workouts.userId, owner),
          eq(workouts.status, 'scheduled'),
          gte(workouts.date, today),
        ),
      )
      .where(
        and(
          eq(strengthPlans.userId, owner),
          eq(strengthPlans.status, 'active'),
          ne(strengthPlans.id, startingPlanId),
        ),
      )
      .groupBy(strengthPlans.id)
      .orderBy(desc(strengthPlans.createdAt), desc(strengthPlans.id));
  }

  /** Start Plan's batch, made on the other plans with workouts ahead as they were read (`others`). */
  async function startOnto(
    userId: string,
    planId: string,
    others: PlanWithRemainingWorkouts[],
    options: {
      today: CalendarDate;
      scheduled: readonly WorkoutInputParsed[];
      replacePrevious?: ReplacePrevious;
    },
    now: Date,
  ): Promise<StartPlanResult> {
    const at = now.toISOString();
    const read = others.map(({ plan }) => plan.planId);
    // Active means followed from the calendar: other active plans go back to 'generated' unless the athlete keeps
    // their workouts ahead (a plan with none left is over).
    const kept = options.replacePrevious === 'keep' ? read : [];
    const replaced = options.replacePrevious === 'remove' ? [planId, ...read] : [planId];
    const rows = options.scheduled.map((write) => ({
      id: crypto.randomUUID(),
      userId,
      ...workoutColumns(write),
      planId,
      updatedAt: at,
    }));
    const inserts = [];
    for (let i = 0; i < rows.length; i += INSERT_CHUNK_ROWS)
      inserts.push(db.insert(workouts).values(rows.slice(i, i + INSERT_CHUNK_ROWS)));
    const [plan, removed] = await runWrite(db, [
      db
        .update(strengthPlans)
        .set({ status: 'active', updatedAt: at })
        .where(and(eq(strengthPlans.userId, userId), eq(strengthPlans.id, planId)))
        .returning(),
      db
        .delete(workouts)
        .where(remainingOf(userId, replaced, options.today))
        .returning({ id: workouts.id }),
      // The plan deleted, or another one started, since the read: refused, and read again.
      refuseIf(
        db,
        sql`not exists (select 1 from ${strengthPlans} where ${strengthPlans.userId} = ${userId} and ${strengthPlans.id} = ${planId})
          or exists (select 1 from ${strengthPlans} where ${strengthPlans.userId} = ${userId}
            and ${strengthPlans.status} = 'active' and ${notInArray(strengthPlans.id, [planId, ...read])}
            and exists (select 1 from ${workouts} where ${workouts.planId} = ${strengthPlans.id}
              and ${workouts.status} = 'scheduled' and ${workouts.date} >= ${options.today}))`,
      ),
      db
        .update(strengthPlans)
        .set({ status: 'generated', updatedAt: at })
        .where(
          and(
            eq(strengthPlans.userId, userId),
            eq(strengthPlans.status, 'active'),
            notInArray(strengthPlans.id, [planId, ...kept]),
          ),
        ),
      ...inserts,
      bumpTrainingVersion(db, userId, sql`1`),
      ...trainingRoom(db, userId, sql`1`),
    ]);
    const [started] = plan;
    if (!started) return { outcome: 'notFound' };
    return {
      outcome: 'started',
      plan: toStrengthPlan(started),
      scheduledCount: rows.length,
      removedCount: removed.length,
    };
  }

  return {
    /** The athlete's plans, newest first, at most `limit`. */
    async list(userId: string, limit: number): Promise<StrengthPlan[]> {
      return (await list.all({ userId, limit })).map(toStrengthPlan);
    },

    async get(userId: string, planId: string): Promise<StrengthPlan | null> {
      const row = await get.get({ userId, planId });
      return row ? toStrengthPlan(row) : null;
    },

    /**
     * A new plan is a draft with the wizard's answers and no generated plan yet (spec §4); refused (nothing kept)
     * past MAX_STRENGTH_PLANS.
     */
    async create(userId: string, programData: ProgramData, now: Date): Promise<StrengthPlan> {
      const at = now.toISOString();
      const id = crypto.randomUUID();
      const [[row]] = await runWrite(db, [
        db
          .insert(strengthPlans)
          .values({
            id,
            userId,
            programData,
            generatedPlan: null,
            status: 'draft',
            createdAt: at,
            updatedAt: at,
          })
          .returning(),
        refuseOver(
          db,
          'strength-plans',
          sql`(select count(*) from strength_plans where user_id = ${userId})`,
          rowExists(strengthPlans, id),
        ),
      ]);
      if (!row) throw new Error('strength plan insert returned nothing');
      return toStrengthPlan(row);
    },

    /** Replaces the fields given (answers, status, generated plan); null when the athlete has no such plan. */
    async update(
      userId: string,
      planId: string,
      updates: StrengthPlanUpdate,
      now: Date,
    ): Promise<StrengthPlan | null> {
      const { programData, status, generatedPlan } = strengthPlanUpdateSchema.parse(updates);
      const [row] = await db
        .update(strengthPlans)
        .set({
          ...(programData !== undefined && { programData }),
          ...(status !== undefined && { status }),
          ...(generatedPlan !== undefined && { generatedPlan }),
          updatedAt: now.toISOString(),
        })
        .where(and(eq(strengthPlans.userId, userId), eq(strengthPlans.id, planId)))
        .returning();
      return row ? toStrengthPlan(row) : null;
    },

    /**
     * true when a plan of the athlete's was deleted. Workouts started from it stay on the calendar; the foreign key
     * clears their plan_id, a write to workouts, so it bumps the training version like every other.
     */
    async delete(userId: string, planId: string): Promise<boolean> {
      const [deleted] = await runWrite(db, [
        db
          .delete(strengthPlans)
          .where(and(eq(strengthPlans.userId, userId), eq(strengthPlans.id, planId)))
          .returning({ id: strengthPlans.id }),
        bumpTrainingVersion(db, userId, changedJustBefore),
      ]);
      return deleted.length > 0;
    },

    /**
     * Start Plan onto the calendar, all or nothing: the plan becomes active; its own workouts still ahead are
     * replaced (a restart reschedules); `scheduled` is written with the plan's id. Other active plans with workouts
     * still ahead make it a conflict unless `replacePrevious` says what to do: 'remove' deletes those workouts and
     * sets the plans back to 'generated', 'keep' leaves them active with their workouts. Other active plans with
     * nothing ahead are over and go back to 'generated', so 'active' always means "on the calendar now". Two
     * requests: the plans are read, then one batch writes on what was read (refused and read again when another
     * plan was started meanwhile).
     */
    async start(
      userId: string,
      planId: string,
      options: {
        today: CalendarDate;
        scheduled: readonly WorkoutInputParsed[];
        replacePrevious?: ReplacePrevious | undefined;
      },
      now: Date,
    ): Promise<StartPlanResult> {
      for (let attempt = 0; attempt < 3; attempt++) {
        const [owned, otherRows] = await db.batch([
          db
            .select({ id: strengthPlans.id })
            .from(strengthPlans)
            .where(and(eq(strengthPlans.userId, userId), eq(strengthPlans.id, planId)))
            .limit(1),
          otherPlansWithRemaining(userId, planId, options.today),
        ]);
        if (owned.length === 0) return { outcome: 'notFound' };
        const others = otherRows.map((row) => ({
          plan: toStrengthPlan(row.plan),
          remainingWorkouts: row.remainingWorkouts,
        }));
        if (others.length > 0 && options.replacePrevious === undefined)
          return { outcome: 'conflict', plans: others };
        try {
          return await startOnto(userId, planId, others, options, now);
        } catch (error) {
          if (!(error instanceof WriteChangedError)) throw error;
        }
      }
      throw new Error('other plans kept starting while this one was being started');
    },
  };
}

export type StrengthPlanQueries = ReturnType<typeof createStrengthPlanQueries>;
