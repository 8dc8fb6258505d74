import type { Queries, RemindedWorkoutRow, ReminderClaim } from '@liftwise/db';
import {
  addDays,
  assertTimeZone,
  dueWorkoutReminders,
  LONGEST_REMINDER_LEAD_MS,
  type WorkoutReminder,
  workoutReminderPayload,
} from '@liftwise/domain';
import type { SendPush } from './send.ts';

/** Reminders one tick claims and sends at most: more wait for the next tick, a minute later. */
export const REMINDER_BATCH_SIZE = 200;
/** Planned workouts of each kind (one-day, series) one tick reads at most. */
export const REMINDER_CANDIDATE_LIMIT = 5_000;

export interface ReminderTickDeps {
  queries: Pick<Queries, 'reminders'>;
  sendPush: SendPush;
  now?: () => Date;
  batchSize?: number;
}

/** What a tick did: the reminders it claimed, and the sends it started (settled when all have ended). */
export interface ReminderTickResult {
  claimed: number;
  sending: Promise<void>;
}

/** The zone is the athlete's browser's, checked when it was saved; one that Intl no longer knows skips them. */
function knownZone(timeZone: string | null): timeZone is string {
  if (!timeZone) return false;
  try {
    assertTimeZone(timeZone);
    return true;
  } catch {
    return false;
  }
}

function remindersOf(row: RemindedWorkoutRow, now: Date): WorkoutReminder[] {
  if (!knownZone(row.timeZone)) return [];
  const workout = {
    id: row.id,
    name: row.name,
    date: row.date,
    time: row.time ?? undefined,
    recurrence: row.recurrence ?? undefined,
    exceptions: row.recurrenceExceptions ?? undefined,
  };
  return dueWorkoutReminders(workout, row.reminderLead, row.timeZone, now);
}

const keyOf = (workoutId: string, startsAt: string) => `${workoutId} ${startsAt}`;

/**
 * One pass of the workout reminders: reads the planned workouts that can start within the longest lead (two
 * indexed reads over every reminded athlete), keeps the reminders due now and not claimed yet (one indexed read of
 * the claims still ahead), claims at most a batch of them in one insert, and starts their pushes to each athlete's
 * own devices without waiting for them (each send has its own timeout and retries). Claims long past are forgotten.
 */
export async function runReminderTick(deps: ReminderTickDeps): Promise<ReminderTickResult> {
  const now = deps.now?.() ?? new Date();
  const nowIso = now.toISOString();
  // Any zone's today is within a day of UTC's; a reminder is at most LONGEST_REMINDER_LEAD_MS before its start.
  const utcToday = nowIso.slice(0, 10);
  const rows = await deps.queries.reminders.plannedBetween(
    addDays(utcToday, -1),
    addDays(utcToday, 3),
    REMINDER_CANDIDATE_LIMIT,
  );
  const claimed = new Set(
    (await deps.queries.reminders.claimedAfter(nowIso)).map((row) => keyOf(row.workoutId, row.startsAt)),
  );
  const due: Array<{ reminder: WorkoutReminder; row: RemindedWorkoutRow & { timeZone: string } }> = [];
  for (const row of rows)
    for (const reminder of remindersOf(row, now))
      if (!claimed.has(keyOf(reminder.workoutId, reminder.startsAt.toISOString())))
        due.push({ reminder, row: row as RemindedWorkoutRow & { timeZone: string } });
  // The longest waiting first, so a batch past its size never starves one reminder tick after tick.
  due.sort((a, b) => a.reminder.remindAt.getTime() - b.reminder.remindAt.getTime());
  const batch = due.slice(0, deps.batchSize ?? REMINDER_BATCH_SIZE);
  const claims: ReminderClaim[] = batch.map(({ reminder, row }) => ({
    workoutId: reminder.workoutId,
    startsAt: reminder.startsAt.toISOString(),
    userId: row.userId,
  }));
  const won = new Set(
    (await deps.queries.reminders.claim(claims, now)).map((claim) => keyOf(claim.workoutId, claim.startsAt)),
  );
  await deps.queries.reminders.forgetBefore(new Date(now.getTime() - LONGEST_REMINDER_LEAD_MS).toISOString());
  const mine = batch.filter(({ reminder }) =>
    won.has(keyOf(reminder.workoutId, reminder.startsAt.toISOString())),
  );
  if (mine.length === 0) return { claimed: 0, sending: Promise.resolve() };

  const targets = await deps.queries.reminders.targets([...new Set(mine.map(({ row }) => row.userId))]);
  const sends: Promise<unknown>[] = [];
  for (const { reminder, row } of mine) {
    const payload = workoutReminderPayload(reminder, row.timeZone, now);
    // Only the workout's own athlete's devices.
    for (const target of targets.filter((t) => t.userId === row.userId))
      sends.push(
        deps
          .sendPush(target, payload)
          .catch((error: unknown) => console.error('sending a reminder failed', error)),
      );
  }
  return { claimed: mine.length, sending: Promise.allSettled(sends).then(() => undefined) };
}
