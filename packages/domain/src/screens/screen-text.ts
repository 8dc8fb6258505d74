import { APP_SHELL_TEXT } from '../app-shell/text.ts';
import { BODY_WEIGHT_SCREEN_TEXT } from '../body-weight/text.ts';
import { CALENDAR_FEED_SCREEN_TEXT } from '../calendar-feed/text.ts';
import { DASHBOARD_SCREEN_TEXT } from '../dashboard/text.ts';
import { DATA_TRANSFER_SCREEN_TEXT } from '../data-transfer/text.ts';
import { EQUIPMENT_SCREEN_TEXT } from '../equipment/text.ts';
import { SCANNER_SCREEN_TEXT } from '../equipment-image-processor/text.ts';
import { EXERCISES_SCREEN_TEXT } from '../exercises/text.ts';
import { GOAL_SCREEN_TEXT } from '../goals/text.ts';
import { SESSION_SCREEN_TEXT } from '../live-session/text.ts';
import { OFFLINE_SCREEN_TEXT } from '../offline/text.ts';
import { PROFILE_SCREEN_TEXT } from '../profile/text.ts';
import { RECURRENCE_SCREEN_TEXT } from '../recurrence/text.ts';
import { SCHEDULE_SCREEN_TEXT } from '../schedule/text.ts';
import { PROGRAM_SCREEN_TEXT } from '../strength-plans/text.ts';
import { WORKOUT_SCREEN_TEXT } from '../workouts/text.ts';

/**
 * Every UI text the spec quotes or names for a screen (§1, §2), grouped by screen, so screens read them from here
 * instead of retyping them. Texts with a number or name in them are functions. Each area writes its texts in its own
 * `<area>/text.ts` (the app shell's in `app-shell/text.ts`); this only composes their screen groups, so a component
 * imports one name. Toasts live in `TOASTS` and `SUCCESS_TOASTS` (§8).
 */
export const SCREEN_TEXT = {
  ...APP_SHELL_TEXT,
  ...DASHBOARD_SCREEN_TEXT,
  ...DATA_TRANSFER_SCREEN_TEXT,
  ...EQUIPMENT_SCREEN_TEXT,
  ...WORKOUT_SCREEN_TEXT,
  ...SESSION_SCREEN_TEXT,
  ...SCHEDULE_SCREEN_TEXT,
  ...RECURRENCE_SCREEN_TEXT,
  ...GOAL_SCREEN_TEXT,
  ...PROGRAM_SCREEN_TEXT,
  ...PROFILE_SCREEN_TEXT,
  ...CALENDAR_FEED_SCREEN_TEXT,
  ...SCANNER_SCREEN_TEXT,
  ...OFFLINE_SCREEN_TEXT,
  ...EXERCISES_SCREEN_TEXT,
  ...BODY_WEIGHT_SCREEN_TEXT,
} as const;
