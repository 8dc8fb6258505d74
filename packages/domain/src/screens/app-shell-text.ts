import { ROUTES } from '../constants/routes.ts';

/**
 * The app shell's texts (landing, 404, router error, navigation): what any page may show before its own screen has
 * loaded. A module of its own, so the shell (in every first load) carries these and not every screen's texts:
 * SCREEN_TEXT's spreads keep all of it wherever its module is imported.
 */
export const APP_SHELL_TEXT = {
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
} as const;
