import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { calendarFeeds } from '../schema/calendar-feeds.ts';
import { profiles } from '../schema/profile.ts';
import { pushSubscriptions } from '../schema/push-subscriptions.ts';
import { reminderDeliveries } from '../schema/reminder-deliveries.ts';
import { workouts } from '../schema/workouts.ts';
import type { PushTarget } from './push-subscriptions.ts';

/** A planned workout of an athlete who is reminded, with what their reminders are counted by. */
export interface RemindedWorkoutRow {
  id: string;
  userId: string;
  name: string;
  date: string;
  time: string | null;
  recurrence: string | null;
  recurrenceExceptions: string[] | null;
  reminderLead: 'none' | '15m' | '1h' | 'eveningBefore';
  /** The profile's zone, else the calendar feed's; null: the server does not know it. */
  timeZone: string | null;
}

/** A reminder claimed for sending: the workout and the start instant (ISO) it reminds of. */
export interface ReminderClaim {
  workoutId: string;
  startsAt: string;
  userId: string;
}

const LEADS_THAT_REMIND = ['15m', '1h', 'eveningBefore'] as const;

/**
 * The workout reminders the server sends. Every read here spans all athletes, by design: the scheduler's tick is
 * one pass over the athletes who can be reminded (a lead chosen and a device with notifications on), reached from
 * the devices' index, never a query per athlete.
 */
export function createReminderQueries(db: Db) {
  const reminded = sql`${workouts.userId} in (select ${pushSubscriptions.userId} from ${pushSubscriptions})`;
  const columns = {
    id: workouts.id,
    userId: workouts.userId,
    name: workouts.name,
    date: workouts.date,
    time: workouts.time,
    recurrence: workouts.recurrence,
    recurrenceExceptions: workouts.recurrenceExceptions,
    reminderLead: sql<RemindedWorkoutRow['reminderLead']>`${profiles.reminderLead}`,
    timeZone: sql<string | null>`coalesce(${profiles.timeZone}, ${calendarFeeds.timeZone})`,
  };
  const remindedWorkouts = () =>
    db
      .select(columns)
      .from(workouts)
      .innerJoin(profiles, eq(profiles.userId, workouts.userId))
      .leftJoin(calendarFeeds, eq(calendarFeeds.userId, workouts.userId));
  const leadChosen = inArray(profiles.reminderLead, LEADS_THAT_REMIND);

  return {
    /**
     * The planned workouts that can start on a day from `from` to `to` (calendar days, both included) of the
     * athletes who are reminded: one-day workouts still scheduled, from the (user, status, day) index, and the
     * series reaching those days, from the (user, last day) index; at most `limit` of each.
     */
    async plannedBetween(from: string, to: string, limit: number): Promise<RemindedWorkoutRow[]> {
      const [oneDay, series] = await Promise.all([
        remindedWorkouts()
          .where(
            and(
              reminded,
              eq(workouts.status, 'scheduled'),
              gte(workouts.date, from),
              lte(workouts.date, to),
              isNull(workouts.recurrence),
              leadChosen,
            ),
          )
          .orderBy(asc(workouts.date), asc(workouts.time))
          .limit(limit),
        remindedWorkouts()
          .where(
            and(
              reminded,
              gte(workouts.recurrenceEnds, from),
              lte(workouts.date, to),
              isNotNull(workouts.recurrence),
              leadChosen,
            ),
          )
          .orderBy(asc(workouts.date), asc(workouts.time))
          .limit(limit),
      ]);
      return [...oneDay, ...series];
    },

    /** The reminders claimed already whose workout starts after `after` (an ISO instant): not to be sent again. */
    async claimedAfter(after: string): Promise<Array<{ workoutId: string; startsAt: string }>> {
      return db
        .select({ workoutId: reminderDeliveries.workoutId, startsAt: reminderDeliveries.startsAt })
        .from(reminderDeliveries)
        .where(gt(reminderDeliveries.startsAt, after));
    },

    /**
     * Claims reminders for sending, in one statement: each is kept once, by its workout and start, and only the ones
     * this call inserted are returned, so whichever process or tick claims a reminder first is the one that sends it.
     */
    async claim(claims: readonly ReminderClaim[], now: Date): Promise<ReminderClaim[]> {
      if (claims.length === 0) return [];
      const sentAt = now.toISOString();
      return db
        .insert(reminderDeliveries)
        .values(claims.map((claim) => ({ ...claim, sentAt })))
        .onConflictDoNothing()
        .returning({
          workoutId: reminderDeliveries.workoutId,
          startsAt: reminderDeliveries.startsAt,
          userId: reminderDeliveries.userId,
        });
    },

    /** The devices of these athletes, to send their reminders to. */
    async targets(userIds: readonly string[]): Promise<PushTarget[]> {
      if (userIds.length === 0) return [];
      return db
        .select({
          id: pushSubscriptions.id,
          userId: pushSubscriptions.userId,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, [...userIds]));
    },

    /** Forgets the claims of workouts that started before `before` (an ISO instant): they can never be due again. */
    async forgetBefore(before: string): Promise<void> {
      await db.delete(reminderDeliveries).where(lt(reminderDeliveries.startsAt, before));
    },
  };
}

export type ReminderQueries = ReturnType<typeof createReminderQueries>;
