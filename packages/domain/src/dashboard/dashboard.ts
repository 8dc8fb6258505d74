import { ROUTES } from '../constants/routes.ts';
import { type CalendarDate, formatMonthDay } from '../dates/calendar-date.ts';
import { formatDayCount } from '../dates/day-count.ts';
import type { Clock } from '../dates/time-zone.ts';
import { type MissingProfileField, missingProfileFields } from '../profile/rules.ts';
import type { Profile } from '../profile/schema.ts';
import { PROFILE_MESSAGES } from '../profile/text.ts';
import { WEEKLY_WORKOUT_TARGET } from '../workouts/limits.ts';
import { currentStreak } from '../workouts/streak.ts';
import { type DatedWorkout, nextScheduledWorkout, upcomingWorkouts } from '../workouts/upcoming.ts';
import { completedThisWeek, type WeekProgress } from '../workouts/week.ts';

export const DASHBOARD_TEXT = {
  noneScheduled: 'None scheduled',
  keepItGoing: 'Keep it going!',
  startStreak: 'Start your streak today!',
  incomplete: 'Incomplete',
  defaultName: 'Athlete',
  thisWeekTitle: 'This Week',
  nextWorkoutTitle: 'Next Workout',
  currentStreakTitle: 'Current Streak',
  createWorkout: 'Create Workout',
  viewProgressAnalytics: 'View Progress Analytics',
  // Ours: the dashboard's first lines on a phone.
  todaysWorkoutTitle: "Today's workout",
  startWorkout: 'Start Workout',
  nothingToday: 'Nothing planned for today.',
} as const;

/** The six action cards' titles and button labels (spec §2). */
export const ACTION_CARD_TEXT = {
  manageEquipment: 'Manage Equipment',
  getStarted: 'Get Started',
  viewScheduledWorkouts: 'View Scheduled Workouts',
  viewSchedule: 'View Schedule',
  noScheduledWorkouts: 'No Scheduled Workouts',
  manageGoals: 'Manage Goals',
  viewWorkouts: 'View Workouts',
  aiProgramGenerator: 'AI Program Generator',
  aiEquipmentImageScan: 'AI Equipment Image Scan',
} as const;

/** Ours: each action card's line saying what it is for, by the card's title key. */
export const ACTION_CARD_DESCRIPTIONS = {
  manageEquipment: 'Keep your home, gym and travel equipment up to date.',
  viewScheduledWorkouts: 'See the workouts planned for the days ahead.',
  manageGoals: 'Set targets and follow your progress towards them.',
  viewWorkouts: 'Browse upcoming and recently completed workouts.',
  aiProgramGenerator: 'Answer a few questions and get a multi-week strength program.',
  aiEquipmentImageScan: 'Identify your equipment from the photos you uploaded.',
} as const;

/** 'Welcome back, {displayName or Athlete}!' (spec §2). */
export function greeting(displayName: string | null | undefined): string {
  return `Welcome back, ${displayName?.trim() || DASHBOARD_TEXT.defaultName}!`;
}

export type ProfileBanner =
  | { show: false }
  | { show: true; title: string; text: string; badge: string; missing: MissingProfileField[]; to: string };

/** Shown when the profile is absent or lacks sex or birthYear, listing what is missing (spec §2). */
export function profileBanner(profile: Pick<Profile, 'sex' | 'birthYear'> | null | undefined): ProfileBanner {
  const missing = missingProfileFields(profile);
  if (missing.length === 0) return { show: false };
  return {
    show: true,
    title: PROFILE_MESSAGES.bannerTitle,
    text: PROFILE_MESSAGES.bannerText,
    badge: DASHBOARD_TEXT.incomplete,
    missing,
    to: ROUTES.profile,
  };
}

/**
 * The workouts still to do today, soonest first: the dashboard opens with them (Start), so on a phone the session
 * is one tap away instead of below six action cards.
 */
export function todaysWorkouts<T extends DatedWorkout>(workouts: readonly T[], today: CalendarDate): T[] {
  return upcomingWorkouts(workouts, today).filter((workout) => workout.date === today);
}

/** The Next Workout card: 'MMM d' and name, or 'None scheduled'. */
export function nextWorkoutCard<T extends DatedWorkout & { name: string }>(
  workouts: readonly T[],
  today: CalendarDate,
): { workout: T; dateLabel: string; name: string } | { workout: null; text: string } {
  const workout = nextScheduledWorkout(workouts, today);
  if (!workout) return { workout: null, text: DASHBOARD_TEXT.noneScheduled };
  return { workout, dateLabel: formatMonthDay(workout.date), name: workout.name };
}

/** 'n of 5': the issue words the This Week card so (spec §2 says "completed this week out of 5"). */
export function thisWeekText(completed: number, target: number = WEEKLY_WORKOUT_TARGET): string {
  return `${completed} of ${target}`;
}

/** The This Week card: completed this week out of 5 (spec §2, §9). */
export function thisWeekCard(progress: WeekProgress): {
  title: string;
  completed: number;
  target: number;
  text: string;
} {
  return {
    title: DASHBOARD_TEXT.thisWeekTitle,
    completed: progress.completed,
    target: progress.target,
    text: thisWeekText(progress.completed, progress.target),
  };
}

/** The Current Streak card: 'N days' ('1 day' for one) with its encouragement (spec §2). */
export function streakCard(streak: number): { value: string; message: string } {
  return {
    value: formatDayCount(streak),
    message: streak > 0 ? DASHBOARD_TEXT.keepItGoing : DASHBOARD_TEXT.startStreak,
  };
}

export interface ActionCard {
  title: string;
  label: string;
  to: string;
  disabled: boolean;
}

/** The six action cards with their button states (spec §2). */
export function actionCards(state: { equipmentCount: number; upcomingCount: number }): ActionCard[] {
  const hasUpcoming = state.upcomingCount > 0;
  const t = ACTION_CARD_TEXT;
  return [
    {
      title: t.manageEquipment,
      label: state.equipmentCount > 0 ? t.manageEquipment : t.getStarted,
      to: ROUTES.equipment,
      disabled: false,
    },
    {
      title: t.viewScheduledWorkouts,
      label: hasUpcoming ? t.viewSchedule : t.noScheduledWorkouts,
      to: ROUTES.schedule,
      disabled: !hasUpcoming,
    },
    { title: t.manageGoals, label: t.manageGoals, to: ROUTES.goals, disabled: false },
    { title: t.viewWorkouts, label: t.viewWorkouts, to: ROUTES.workouts, disabled: false },
    { title: t.aiProgramGenerator, label: t.aiProgramGenerator, to: ROUTES.createProgram, disabled: false },
    {
      title: t.aiEquipmentImageScan,
      label: t.aiEquipmentImageScan,
      to: ROUTES.equipmentImageProcessor,
      disabled: false,
    },
  ];
}

/** Everything the dashboard computes from the athlete's data, in one call. */
export function dashboardSummary(input: {
  displayName: string | null | undefined;
  profile: Pick<Profile, 'sex' | 'birthYear'> | null | undefined;
  workouts: readonly (DatedWorkout & { name: string })[];
  completed: readonly { date: string }[];
  equipmentCount: number;
  clock: Clock;
}) {
  const streak = currentStreak(input.completed, input.clock);
  const thisWeek = completedThisWeek(input.completed, input.clock);
  return {
    greeting: greeting(input.displayName),
    banner: profileBanner(input.profile),
    thisWeek,
    thisWeekCard: thisWeekCard(thisWeek),
    nextWorkout: nextWorkoutCard(input.workouts, input.clock.today),
    streak: { days: streak, ...streakCard(streak) },
    actions: actionCards({
      equipmentCount: input.equipmentCount,
      upcomingCount: upcomingWorkouts(input.workouts, input.clock.today).length,
    }),
  };
}
