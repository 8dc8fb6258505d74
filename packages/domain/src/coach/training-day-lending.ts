import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import {
  type CeilingKey,
  isAssistance,
  SESSION_LENGTH_TOLERANCE,
  SESSION_SETS_PER_MUSCLE,
  WARM_UP_MINUTES,
} from './guidance.ts';
import {
  groupShare,
  lowestSets,
  MAJOR_GROUPS,
  maxExercisesOf,
  type PlanContext,
  sideOf,
  startingSets,
  weekLoad,
} from './plan-context.ts';
import { crowdsSession, type FilledExercise } from './training-day-fill.ts';
import { isNeutralForIntent, servesIntent, type TrainingDayKind } from './training-days.ts';

interface LendingSession {
  kind: TrainingDayKind;
  exercises: FilledExercise[];
}

/** Whether a day's own work still has at least as many sets as other work (neutral work aside). */
function keepsIntent(session: LendingSession): boolean {
  const sum = { own: 0, other: 0 };
  for (const { entry, sets } of session.exercises)
    if (!isNeutralForIntent(session.kind, entry))
      sum[servesIntent(session.kind, entry) ? 'own' : 'other'] += sets;
  return sum.own >= sum.other;
}

/**
 * Whether a set of `to` may stand in for a set of `from` in the week: the same side (pushing and pulling stay as
 * they were), no muscle `from` does not count against (the weekly ceilings hold), and at least its share of every
 * major group (hypertrophy volume holds).
 */
function standsIn(from: ExerciseCatalogueEntry, to: ExerciseCatalogueEntry, context: PlanContext): boolean {
  if (sideOf(from) !== sideOf(to)) return false;
  const muscles = new Set(context.ceilingMuscles(from));
  if (!context.ceilingMuscles(to).every((muscle) => muscles.has(muscle))) return false;
  return MAJOR_GROUPS.every((group) => groupShare(to, group) >= groupShare(from, group));
}

/**
 * Sets lent to sessions centring left short (`missed`) from sessions longer than they need be: the week's hard sets
 * are capped per muscle, so when the days before a late session have spent every muscle's ceiling (a thin kit, six
 * long days), only sets moved from another day can fill it, rest staying where the exercise's class puts it. A set
 * moves from an exercise of a long day to one of the short day that stands in for it, or two sets to the short day
 * as a new exercise; the long day keeps at least the middle of the band below the length asked.
 */
export function lendSets(
  sessions: readonly LendingSession[],
  context: PlanContext,
  warmUpMinutes: number,
  missed: readonly number[],
): void {
  const asked = context.data.sessionDuration * 60;
  const floor = asked * (1 - SESSION_LENGTH_TOLERANCE / 2);
  const longestWarmUp = WARM_UP_MINUTES.max * 60;
  const length = (session: LendingSession) => warmUpMinutes * 60 + weekLoad(session, context);
  // Each borrows until it would reach the length asked at its longest warm-up, for the weeks whose sets take longer
  // than a typical one's.
  const borrowers = sessions.filter((session, index) => missed.includes(index) && length(session) < asked);
  for (let step = 0; step < 40; step++) {
    const short = borrowers
      .filter((session) => longestWarmUp + weekLoad(session, context) < asked)
      .sort((a, b) => weekLoad(a, context) - weekLoad(b, context))[0];
    if (!short) return;
    const donors = sessions.filter((session) => session !== short);
    const best = bestMove(short, donors, context, (donor, seconds) => length(donor) - seconds >= floor);
    if (!best) return;
    apply(short, best);
  }
}

/**
 * The opposite move, for a session centring left long (`missed`) because no set may come off it (each group of a
 * hypertrophy plan at its weekly floor, pushing and pulling at their bounds): sets of one of its exercises move to
 * the shortest other day that can take them, accessory work first (a coach puts the shoulders' raises on the leg
 * day); the week's sets per muscle and group and its pushing and pulling stay as they were, and the week is centred
 * again after each move; false when no move is left.
 */
export function shedSets(
  sessions: readonly LendingSession[],
  context: PlanContext,
  warmUpMinutes: number,
  missed: readonly number[],
): boolean {
  const asked = context.data.sessionDuration * 60;
  const length = (session: LendingSession) => warmUpMinutes * 60 + weekLoad(session, context);
  const lenders = sessions.filter((session, index) => missed.includes(index) && length(session) > asked);
  for (const long of lenders.sort((a, b) => length(b) - length(a))) {
    const best = sessions
      .filter((session) => !lenders.includes(session))
      .sort((a, b) => length(a) - length(b))
      .map((receiver) => ({
        receiver,
        move: bestMove(receiver, [long], context, () => true, true),
      }))
      .find((option) => option.move !== undefined);
    if (best?.move) {
      apply(best.receiver, best.move);
      return true;
    }
  }
  return false;
}

interface Move {
  from: FilledExercise;
  to: FilledExercise;
  count: number;
  seconds: number;
}

const apply = (receiver: LendingSession, move: Move) => {
  move.from.sets -= move.count;
  if (move.to.sets === 0) receiver.exercises.push({ ...move.to, sets: move.count });
  else move.to.sets += move.count;
};

/**
 * The largest move of sets from a donor's exercise to `receiver` (onto an exercise that stands in for it, or as a
 * new exercise at its fewest sets) that keeps both days' intent, the receiver's sets per muscle and the exercises'
 * set ranges; `donorKeeps` bounds the donor's length, and `accessoryFirst` moves accessory and core work before
 * main lifts.
 */
function bestMove(
  receiver: LendingSession,
  donors: readonly LendingSession[],
  context: PlanContext,
  donorKeeps: (donor: LendingSession, seconds: number) => boolean,
  accessoryFirst = false,
): Move | undefined {
  const setSeconds = (entry: ExerciseCatalogueEntry) =>
    weekLoad({ exercises: [{ entry, sets: 1 }] }, context);
  const setsOn = (session: LendingSession, muscle: CeilingKey) =>
    session.exercises
      .filter((item) => context.ceilingMuscles(item.entry).includes(muscle))
      .reduce((sum, item) => sum + item.sets, 0);
  const full = receiver.exercises.length >= maxExercisesOf(context);
  let best: Move | undefined;
  for (const donor of donors) {
    if (donor === receiver) continue;
    for (const from of donor.exercises) {
      const fewest = Math.max(2, lowestSets(context, from.entry));
      const fresh =
        !full &&
        !receiver.exercises.some((item) => item.entry.id === from.entry.id) &&
        !crowdsSession(receiver.exercises, from.entry)
          ? [{ entry: from.entry, sets: 0 }]
          : [];
      for (const to of [...receiver.exercises, ...fresh]) {
        const count = to.sets === 0 ? fewest : 1;
        if (from.sets - count < fewest) continue;
        if (!donorKeeps(donor, count * setSeconds(from.entry))) continue;
        if (to.sets + count > startingSets(context, to.entry).max || !standsIn(from.entry, to.entry, context))
          continue;
        // Each muscle keeps to its sets a session.
        if (
          context
            .ceilingMuscles(to.entry)
            .some((muscle) => setsOn(receiver, muscle) + count > SESSION_SETS_PER_MUSCLE)
        )
          continue;
        const trial = {
          ...receiver,
          exercises: [...receiver.exercises.filter((item) => item !== to), { ...to, sets: to.sets + count }],
        };
        const given = {
          ...donor,
          exercises: donor.exercises.map((item) =>
            item === from ? { ...item, sets: item.sets - count } : item,
          ),
        };
        if (!keepsIntent(given) || !keepsIntent(trial)) continue;
        const seconds = count * setSeconds(to.entry);
        const rank = (move: Pick<Move, 'from' | 'seconds'>) =>
          (accessoryFirst && isAssistance(move.from.entry) ? 1e6 : 0) + move.seconds;
        if (rank({ from, seconds }) > (best ? rank(best) : 0)) best = { from, to, count, seconds };
      }
    }
  }
  return best;
}
