import { PRODUCT_NAME } from '../constants/product.ts';
import { ROUTES } from '../constants/routes.ts';

/** The landing footer's legal pages: static files beside the app. */
const LEGAL_PAGES = {
  privacyPolicy: '/privacy-policy.html',
  termsOfUse: '/terms-of-use.html',
  cookiePolicy: '/cookie-policy.html',
} as const;

/** The landing footer's copyright year (spec §1). */
const COPYRIGHT_YEAR = 2024;

/**
 * The app shell's texts: what frames every screen (landing page, top navigation, the 404 and router-error screens,
 * the page skeleton and dialogs), not one area's. The spec quotes the hero title, the 404 and router-error titles
 * and the navigation names (§1, §2); the rest is ours.
 */
// A pure call, so the Worker (which reads only APP_SHELL_MESSAGES) drops these (docs/adding-a-feature.md).
export const APP_SHELL_TEXT = /* @__PURE__ */ (() =>
  ({
    landing: {
      heroTitle: 'STRENGTH UNLEASHED',
      heroTagline: 'AI-assisted strength training',
      heroDescription:
        'Plan smarter, lift harder. Build workouts from the equipment you own, follow programs shaped around your goals, and track every set from your phone.',
      startTraining: 'Start Training',
      goToDashboard: 'Go to Dashboard',
      featuresTitle: 'Everything you need to train with purpose',
      pricingTitle: 'Pricing',
      pricingDescription: `${PRODUCT_NAME} is free. Every feature is included, with no paid tier and no credit card.`,
      aboutTitle: 'About',
      aboutDescription: `${PRODUCT_NAME} is built for athletes who train on their own: it keeps your equipment, workouts, schedule and goals in one place, and uses AI to turn them into programs you can follow set by set.`,
      footerLinks: LEGAL_PAGES,
      copyrightYear: COPYRIGHT_YEAR,
      /** Plain data (no function): the landing page reads these texts inlined at build time, as JSON. */
      copyright: `© ${COPYRIGHT_YEAR} ${PRODUCT_NAME}. All rights reserved.`,
      legalLabel: 'Legal',
      legalLinks: [
        { label: 'Privacy Policy', href: LEGAL_PAGES.privacyPolicy },
        { label: 'Terms of Use', href: LEGAL_PAGES.termsOfUse },
        { label: 'Cookie Policy', href: LEGAL_PAGES.cookiePolicy },
      ],
    },
    notFound: {
      title: 'Oops! Page not found',
      returnHome: 'Return to Home',
      returnHomeTo: ROUTES.home,
    },
    routerError: {
      title: 'Unexpected Application Error!',
      tryAgain: 'Try Again',
    },
    navigation: {
      /** The top bar's landmark name, read by screen readers. */
      mainLabel: 'Main',
      features: 'Features',
      pricing: 'Pricing',
      about: 'About',
      signIn: 'Sign In',
      getStarted: 'Get Started',
      /** The signed-out menu button (below 768 px). */
      menu: 'Menu',
      /** The signed-in menu toggle. */
      openMenu: 'Open menu',
      dashboard: 'Dashboard',
      schedule: 'Schedule',
      workouts: 'Workouts',
      equipment: 'Equipment',
      aiEquipmentScanner: 'AI Equipment Scanner',
      goals: 'Goals',
      aiProgramGenerator: 'AI Program Generator',
      profile: 'Profile',
      signOut: 'Sign Out',
      signOutEverywhere: 'Sign Out Everywhere',
    },
    /** What every page and dialog shares. */
    page: {
      /** The page skeleton while the session resolves, for screen readers. */
      loading: 'Loading…',
      /** Every dialog's close button, for screen readers. */
      closeDialog: 'Close',
    },
  }) as const)();

/** What the server answers any call with, whatever its area. */
export const APP_SHELL_MESSAGES = {
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  /** Ours (the spec maps HTTP 503 to 'unavailable' but quotes no words): the database cannot be reached or used. */
  unavailable: 'Liftwise is unavailable right now. Nothing you saved is lost; please try again in a moment.',
} as const;
