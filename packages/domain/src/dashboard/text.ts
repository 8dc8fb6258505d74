import { formatDayCount } from '../dates/day-count.ts';
import { PROFILE_MESSAGES } from '../profile/text.ts';
import {
  ACTION_CARD_DESCRIPTIONS,
  ACTION_CARD_TEXT,
  DASHBOARD_TEXT,
  greeting,
  thisWeekText,
} from './dashboard.ts';

/** The dashboard's texts (spec §2 Dashboard); entries the dashboard rules own point at them. */
// A pure call: a bundle that reads none of these (the Worker) drops them; as a plain object, its spreads and
// property reads would count as side effects and keep every screen's words (docs/adding-a-feature.md).
export const DASHBOARD_SCREEN_TEXT = /* @__PURE__ */ (() =>
  ({
    dashboard: {
      /** 'Welcome back, {displayName or Athlete}!' */
      greeting,
      /** Under the greeting; ours. */
      subtitle: 'Ready to crush your training today?',
      profileBannerTitle: PROFILE_MESSAGES.bannerTitle,
      profileBannerText: PROFILE_MESSAGES.bannerText,
      incompleteBadge: DASHBOARD_TEXT.incomplete,
      missingSex: 'Sex',
      missingBirthYear: 'Birth Year',
      /** Before the banner's list of missing fields; ours, like its button. */
      missingLabel: 'Missing:',
      completeProfile: 'Complete Profile',
      thisWeekTitle: DASHBOARD_TEXT.thisWeekTitle,
      /** 'n of 5' */
      thisWeek: thisWeekText,
      nextWorkoutTitle: DASHBOARD_TEXT.nextWorkoutTitle,
      noneScheduled: DASHBOARD_TEXT.noneScheduled,
      currentStreakTitle: DASHBOARD_TEXT.currentStreakTitle,
      statsLoading: 'Loading your training stats…',
      statsRetry: 'Retry',
      /** 'N days', '1 day' */
      streakDays: formatDayCount,
      keepItGoing: DASHBOARD_TEXT.keepItGoing,
      startStreak: DASHBOARD_TEXT.startStreak,
      actions: ACTION_CARD_TEXT,
      actionDescriptions: ACTION_CARD_DESCRIPTIONS,
      createWorkout: DASHBOARD_TEXT.createWorkout,
      viewProgressAnalytics: DASHBOARD_TEXT.viewProgressAnalytics,
      todaysWorkoutTitle: DASHBOARD_TEXT.todaysWorkoutTitle,
      startWorkout: DASHBOARD_TEXT.startWorkout,
      nothingToday: DASHBOARD_TEXT.nothingToday,
    },
  }) as const)();
