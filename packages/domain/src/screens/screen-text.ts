import { ROUTES } from '../constants/routes.ts';
import { DASHBOARD_SCREEN_TEXT } from '../dashboard/screen-text.ts';
import { EQUIPMENT_SCREEN_TEXT } from '../equipment/screen-text.ts';
import { GOAL_SCREEN_TEXT } from '../goals/screen-text.ts';
import { PROFILE_SCREEN_TEXT } from '../profile/screen-text.ts';
import { SCANNER_SCREEN_TEXT } from '../scanner/screen-text.ts';
import { SCHEDULE_SCREEN_TEXT } from '../schedule/screen-text.ts';
import { SESSION_SCREEN_TEXT } from '../session/screen-text.ts';
import { PROGRAM_SCREEN_TEXT } from '../strength-plans/screen-text.ts';
import { WORKOUT_SCREEN_TEXT } from '../workouts/screen-text.ts';

/**
 * Every UI text the spec quotes or names for a screen (§1, §2), grouped by screen, so screens read them from here
 * instead of retyping them. Texts with a number or name in them are functions. The app shell's texts (landing, 404,
 * router error, navigation) are written here; each area writes its screens' texts in `<area>/screen-text.ts`.
 * Toasts live in `TOASTS` and `SUCCESS_TOASTS` (§8).
 */
export const SCREEN_TEXT = {
  landing: {
    heroTitle: 'STRENGTH UNLEASHED',
    footerLinks: {
      privacyPolicy: '/privacy-policy.html',
      termsOfUse: '/terms-of-use.html',
      cookiePolicy: '/cookie-policy.html',
    },
    copyrightYear: 2024,
  },
  notFound: {
    title: 'Oops! Page not found',
    returnHome: 'Return to Home',
    returnHomeTo: ROUTES.home,
  },
  routerError: {
    title: 'Unexpected Application Error!',
  },
  navigation: {
    features: 'Features',
    pricing: 'Pricing',
    about: 'About',
    signIn: 'Sign In',
    getStarted: 'Get Started',
    dashboard: 'Dashboard',
    schedule: 'Schedule',
    workouts: 'Workouts',
    equipment: 'Equipment',
    aiEquipmentScanner: 'AI Equipment Scanner',
    goals: 'Goals',
    aiProgramGenerator: 'AI Program Generator',
    signOut: 'Sign Out',
  },
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
