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
import { checkStrengthPlanRoom } from './room.ts';
import { changeTraining, type Tx } from './training-change.ts';
import { workoutColumns } from './workouts/rows.ts';

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

  /** The athlete's other active plans with workouts still ahead, in the transaction that would replace them. */
  async function otherPlansWithRemaining(
    tx: Tx,
    owner: string,
    startingPlanId: string,
    today: CalendarDate,
  ): Promise<PlanWithRemainingWorkouts[]> {
    const rows = await tx
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
    return rows.map((row) => ({ plan: toStrengthPlan(row.plan), remainingWorkouts: row.remainingWorkouts }));
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
      const [row] = await db.transaction(async (tx) => {
        const rows = await tx
          .insert(strengthPlans)
          .values({
            id: crypto.randomUUID(),
            userId,
            programData,
            generatedPlan: null,
            status: 'draft',
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        await checkStrengthPlanRoom(tx, userId);
        return rows;
      });
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
     * clears their plan_id, a write to workouts, so it goes through `changeTraining` like every other.
     */
    async delete(userId: string, planId: string): Promise<boolean> {
      const deleted = await changeTraining(
        db,
        userId,
        (tx) =>
          tx
            .delete(strengthPlans)
            .where(and(eq(strengthPlans.userId, userId), eq(strengthPlans.id, planId)))
            .returning({ id: strengthPlans.id }),
        (rows) => rows.length > 0,
      );
      return deleted.length > 0;
    },

    /**
     * Start Plan onto the calendar, all or nothing, in one transaction through `changeTraining` (the workout lists'
     * memo sees it): the plan becomes active; its own workouts still ahead are replaced (a restart reschedules);
     * `scheduled` is written with the plan's id. Other active plans with workouts still ahead make it a conflict
     * unless `replacePrevious` says what to do: 'remove' deletes those workouts and sets the plans back to
     * 'generated', 'keep' leaves them active with their workouts. Other active plans with nothing ahead are over
     * and go back to 'generated', so 'active' always means "on the calendar now".
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
      const at = now.toISOString();
      return changeTraining(
        db,
        userId,
        async (tx): Promise<StartPlanResult> => {
          const [owned] = await tx
            .select({ id: strengthPlans.id })
            .from(strengthPlans)
            .where(and(eq(strengthPlans.userId, userId), eq(strengthPlans.id, planId)))
            .limit(1);
          if (!owned) return { outcome: 'notFound' };
          const others = await otherPlansWithRemaining(tx, userId, planId, options.today);
          if (others.length > 0 && options.replacePrevious === undefined)
            return { outcome: 'conflict', plans: others };

          // Active means followed from the calendar: other active plans go back to 'generated' unless the
          // athlete keeps their workouts ahead (a plan with none left is over).
          const kept = options.replacePrevious === 'keep' ? others.map(({ plan }) => plan.planId) : [];
          await tx
            .update(strengthPlans)
            .set({ status: 'generated', updatedAt: at })
            .where(
              and(
                eq(strengthPlans.userId, userId),
                eq(strengthPlans.status, 'active'),
                notInArray(strengthPlans.id, [planId, ...kept]),
              ),
            );
          const replaced = [planId];
          if (options.replacePrevious === 'remove') replaced.push(...others.map(({ plan }) => plan.planId));
          const removed = await tx
            .delete(workouts)
            .where(remainingOf(userId, replaced, options.today))
            .returning({ id: workouts.id });

          const rows = options.scheduled.map((write) => ({
            id: crypto.randomUUID(),
            userId,
            ...workoutColumns(write),
            planId,
            updatedAt: at,
          }));
          for (let i = 0; i < rows.length; i += INSERT_CHUNK_ROWS)
            await tx.insert(workouts).values(rows.slice(i, i + INSERT_CHUNK_ROWS));

          const [plan] = await tx
            .update(strengthPlans)
            .set({ status: 'active', updatedAt: at })
            .where(and(eq(strengthPlans.userId, userId), eq(strengthPlans.id, planId)))
            .returning();
          if (!plan) throw new Error('strength plan vanished inside its start transaction');
          return {
            outcome: 'started',
            plan: toStrengthPlan(plan),
            scheduledCount: rows.length,
            removedCount: removed.length,
          };
        },
        (result) => result.outcome === 'started' && 'added',
      );
    },
  };
}

export type StrengthPlanQueries = ReturnType<typeof createStrengthPlanQueries>;
