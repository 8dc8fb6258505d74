import { MAX_DAY_DOTS, WEEKLY_WORKOUT_TARGET } from '../constants/limits.ts';
import { PRODUCT_NAME } from '../constants/product.ts';
import { ROUTES } from '../constants/routes.ts';
import { ACTION_CARD_TEXT, DASHBOARD_TEXT, greeting } from '../dashboard/dashboard.ts';
import { GOAL_MESSAGES } from '../goals/form.ts';
import { PROFILE_MESSAGES } from '../profile/profile.ts';
import { imageCountLine, SCANNER_TEXT } from '../scanner/scanner.ts';
import { EQUIPMENT_MESSAGES } from '../schemas/equipment.ts';
import { GOAL_LIMIT_HINT } from '../wizard/answers.ts';
import { stepLabel, WIZARD_TEXT } from '../wizard/steps.ts';
import { WORKOUT_FORM_MESSAGES, WORKOUT_FORM_TITLES } from '../workouts/form.ts';

/**
 * Every UI text the spec quotes or names for a screen (§1, §2), grouped by screen, so screens read them from here
 * instead of retyping them. Texts with a number or name in them are functions. Toasts live in `TOASTS` and
 * `SUCCESS_TOASTS` (§8); where a module already owns a text (dashboard, wizard, goals, profile, scanner) the entry
 * points at it, so each string is written once.
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
  equipmentList: {
    loading: 'Loading equipment...',
    addEquipment: 'Add Equipment',
    alwaysAvailable: 'Always Available',
    limited: 'Limited',
    /** 'category • subcategory' */
    categoryLine: (category: string, subcategory: string) => `${category} • ${subcategory}`,
  },
  addEquipment: {
    add: 'Add',
    cancel: 'Cancel',
    ...EQUIPMENT_MESSAGES,
  },
  workoutList: {
    title: 'My Workouts',
    upcoming: 'Upcoming',
    recentlyCompleted: 'Recently Completed',
    startWorkout: 'Start Workout',
    viewDetails: 'View Details',
    createWorkout: 'Create Workout',
    today: 'Today',
    tomorrow: 'Tomorrow',
    /** '+N more' */
    moreExercises: (count: number) => `+${count} more`,
  },
  workoutForm: {
    createTitle: WORKOUT_FORM_TITLES.create,
    editTitle: WORKOUT_FORM_TITLES.edit,
    copyTitle: WORKOUT_FORM_TITLES.copy,
    alternative: 'Alternative',
    ...WORKOUT_FORM_MESSAGES,
  },
  liveSession: {
    start: 'Start',
    pause: 'Pause',
    resume: 'Resume',
    finishWorkout: 'Finish Workout',
    completeSet: 'Complete Set',
    restComplete: 'Rest Complete',
  },
  workoutDetails: {
    notFoundTitle: 'Workout Not Found',
    notFoundDescription: "The workout you're looking for doesn't exist or has been deleted.",
    copyWorkout: 'Copy Workout',
    back: 'Back',
    repeatWorkout: 'Repeat Workout',
  },
  schedule: {
    calendarTab: 'Calendar',
    listTab: 'List',
    scheduleWorkout: 'Schedule Workout',
    maxDots: MAX_DAY_DOTS,
    /** '+N' */
    moreDots: (count: number) => `+${count}`,
  },
  goals: {
    listTitle: 'Manage Goals',
    addGoal: 'Add Goal',
    createTitle: 'Add New Goal',
    editTitle: 'Edit Goal',
    resetForm: 'Reset Form',
    cancel: 'Cancel',
    updateGoal: 'Update Goal',
    resetChanges: 'Reset Changes',
    backToGoals: 'Back to Goals',
    fields: {
      title: 'Goal Title *',
      type: 'Goal Type *',
      description: 'Description',
      targetValue: 'Target Value *',
      currentValue: 'Current Value',
      unit: 'Unit *',
      targetDate: 'Target Date *',
    },
    unitPlaceholder: GOAL_MESSAGES.unitPlaceholder,
    notFoundTitle: GOAL_MESSAGES.notFoundTitle,
    notFoundDescription: GOAL_MESSAGES.notFoundDescription,
    requiredFields: GOAL_MESSAGES.requiredFields,
  },
  wizard: {
    ...WIZARD_TEXT,
    /** 'Step n of 8' */
    stepOf: stepLabel,
    goalLimitHint: GOAL_LIMIT_HINT,
  },
  planReview: {
    loading: WIZARD_TEXT.loadingPlan,
    overviewTitle: 'Plan Overview',
    scheduleTitle: 'Workout Schedule',
    backToProgramCreation: 'Back to Program Creation',
    startPlan: 'Start Plan',
    save: 'Save',
    cancel: 'Cancel',
    /** 'Week n' */
    week: (week: number) => `Week ${week}`,
  },
  profile: {
    notSet: 'Not set',
    /** 'Age: n years old' */
    age: (years: number) => `Age: ${years} years old`,
    complete: 'Complete',
    incomplete: 'Incomplete',
    incompleteHint: PROFILE_MESSAGES.incompleteHint,
    invalidBirthYear: PROFILE_MESSAGES.invalidBirthYear,
    saveProfile: 'Save Profile',
    saving: 'Saving...',
  },
  imageProcessor: {
    title: SCANNER_TEXT.title,
    signedOut: SCANNER_TEXT.signedOut,
    processButton: SCANNER_TEXT.processButton,
    /** 'n equipment image(s) uploaded' or 'No equipment images uploaded yet. Use the {product} app …' */
    countLine: (count: number, product: string = PRODUCT_NAME) => imageCountLine(count, product),
  },
} as const;

/** Reply messages the spec's calls carry (§5, §7); the client reads the first two as "no record", not a failure. */
export const SERVER_MESSAGES = {
  profileNotFound: 'Profile not found',
  strengthPlanNotFound: 'Strength plan not found',
  notAuthenticated: GOAL_MESSAGES.notAuthenticated,
  rateLimited: 'Too many requests. Please wait a moment and try again.',
} as const;
