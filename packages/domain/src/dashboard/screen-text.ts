import { PROFILE_MESSAGES } from '../profile/messages.ts';
import { WEEKLY_WORKOUT_TARGET } from '../workouts/limits.ts';
import { ACTION_CARD_TEXT, DASHBOARD_TEXT, greeting } from './dashboard.ts';

/** The dashboard's texts (spec §2 Dashboard); entries the dashboard rules own point at them. */
export const DASHBOARD_SCREEN_TEXT = {
  dashboard: {
    /** 'Welcome back, {displayName or Athlete}!' */
    greeting,
    profileBannerTitle: PROFILE_MESSAGES.bannerTitle,
    profileBannerText: PROFILE_MESSAGES.bannerText,
    incompleteBadge: DASHBOARD_TEXT.incomplete,
    missingSex: 'Sex',
    missingBirthYear: 'Birth Year',
    thisWeekTitle: DASHBOARD_TEXT.thisWeekTitle,
    /** 'n out of 5' */
    thisWeek: (completed: number, target: number = WEEKLY_WORKOUT_TARGET) => `${completed} out of ${target}`,
    nextWorkoutTitle: DASHBOARD_TEXT.nextWorkoutTitle,
    noneScheduled: DASHBOARD_TEXT.noneScheduled,
    currentStreakTitle: DASHBOARD_TEXT.currentStreakTitle,
    /** 'N days' */
    streakDays: (days: number) => `${days} days`,
    keepItGoing: DASHBOARD_TEXT.keepItGoing,
    startStreak: DASHBOARD_TEXT.startStreak,
    actions: ACTION_CARD_TEXT,
    createWorkout: DASHBOARD_TEXT.createWorkout,
    viewProgressAnalytics: DASHBOARD_TEXT.viewProgressAnalytics,
  },
} as const;
