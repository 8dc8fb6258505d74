import { DASHBOARD_SCREEN_TEXT } from '../dashboard/screen-text.ts';
import { EQUIPMENT_SCREEN_TEXT } from '../equipment/screen-text.ts';
import { GOAL_SCREEN_TEXT } from '../goals/screen-text.ts';
import { PROFILE_SCREEN_TEXT } from '../profile/screen-text.ts';
import { SCANNER_SCREEN_TEXT } from '../scanner/screen-text.ts';
import { SCHEDULE_SCREEN_TEXT } from '../schedule/screen-text.ts';
import { SESSION_SCREEN_TEXT } from '../session/screen-text.ts';
import { PROGRAM_SCREEN_TEXT } from '../strength-plans/screen-text.ts';
import { WORKOUT_SCREEN_TEXT } from '../workouts/screen-text.ts';
import { APP_SHELL_TEXT } from './app-shell-text.ts';

/**
 * Every UI text the spec quotes or names for a screen (§1, §2), grouped by screen, so screens read them from here
 * instead of retyping them. Texts with a number or name in them are functions. The app shell's texts are
 * `APP_SHELL_TEXT`; each area writes its screens' texts in `<area>/screen-text.ts`. Toasts live in `TOASTS` and
 * `SUCCESS_TOASTS` (§8).
 */
export const SCREEN_TEXT = {
  ...APP_SHELL_TEXT,
  ...DASHBOARD_SCREEN_TEXT,
  ...EQUIPMENT_SCREEN_TEXT,
  ...WORKOUT_SCREEN_TEXT,
  ...SESSION_SCREEN_TEXT,
  ...SCHEDULE_SCREEN_TEXT,
  ...GOAL_SCREEN_TEXT,
  ...PROGRAM_SCREEN_TEXT,
  ...PROFILE_SCREEN_TEXT,
  ...SCANNER_SCREEN_TEXT,
} as const;
