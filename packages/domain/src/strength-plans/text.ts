import { type CalendarDate, formatMonthDay } from '../dates/calendar-date.ts';
import { keptAtMost } from '../errors/kept-at-most.ts';
import { errorToast, type ToastContent } from '../errors/toast-content.ts';
import type { WeightUnit } from '../units/weight.ts';
import { supersetGroupName } from '../workouts/text.ts';
import { MAX_STRENGTH_PLANS } from './limits.ts';
import { weekdayOf } from './start.ts';
import { stepLabel, WIZARD_TEXT } from './steps.ts';

/** Spec §4: shown once two goals are chosen. Here rather than in answers.ts (which reads the plan schema), so the
 * screens' texts do not bring zod along. */
export const GOAL_LIMIT_HINT = 'Maximum of 2 goals selected. Uncheck a goal to select another.';

/**
 * What the plan procedures answer when a request cannot be served. 'Strength plan not found' (§7) and 'Failed to
 * generate strength plan' (§8) are the spec's; the start messages are ours (Start Plan puts the plan on
 * the calendar).
 */
export const PLAN_MESSAGES = {
  notFound: 'Strength plan not found',
  /** generateStrengthPlan's failure when no plan that passes the coach's checker could be made. */
  generationFailed: 'Failed to generate strength plan',
  notGenerated: 'Generate the plan before starting it.',
  startDateInPast: 'The start date cannot be before today.',
  tooManyPlans: keptAtMost(MAX_STRENGTH_PLANS, 'strength plans'),
} as const;

/**
 * Starting a plan while others still have scheduled workouts ahead: the browser asks whether to keep or remove
 * them, naming the plans, and sends the answer as `replacePrevious`.
 */
export function planStartConflict(plans: readonly { name: string; remainingWorkouts: number }[]): string {
  const named = plans
    .map(
      ({ name, remainingWorkouts }) =>
        `'${name}' (${remainingWorkouts} scheduled ${remainingWorkouts === 1 ? 'workout' : 'workouts'})`,
    )
    .join(', ');
  return `${named} ${plans.length === 1 ? 'is' : 'are'} still on your calendar. Keep those workouts or remove them?`;
}

/** Spec §8 failure messages of the strength-plan calls. Quoted exactly. */
export const PLAN_TOASTS = {
  generationFailedTitle: 'Generation Failed',
  /** 'Failed to generate strength plan: {reason}'; see planGenerationFailed(). */
  generationFailedPrefix: PLAN_MESSAGES.generationFailed,
  fetchFailed: 'Failed to fetch strength plans. Please try again.',
  saveFailed: 'Failed to save strength plan. Please try again.',
  getFailed: 'Failed to get strength plan. Please try again.',
  updateFailed: 'Failed to update strength plan. Please try again.',
  deleteFailed: 'Failed to delete strength plan. Please try again.',
} as const;

/** Spec §8 failures of the program wizard. */
export const WIZARD_TOASTS = {
  planNotFoundTitle: 'Plan Not Found',
  planNotFound: 'The requested plan could not be found. Starting with a new plan.',
  loadErrorTitle: 'Error Loading Plan',
  loadError: 'Failed to load the requested plan. Starting with a new plan.',
  generationFailedTitle: 'Generation Failed',
  generationFailed: 'Failed to generate program. Please try again.',
} as const;

/** Spec §8 failures of the plan review. */
export const REVIEW_TOASTS = {
  planNotFoundTitle: 'Plan Not Found',
  planNotFound: 'The requested strength plan could not be found.',
  loadErrorTitle: 'Error Loading Plan',
  loadError: 'Failed to load the strength plan.',
  updateWorkoutFailed: 'Failed to update workout. Please try again.',
  missingInfo: 'Missing user or plan information.',
  startPlanFailed: 'Failed to start plan. Please try again.',
} as const;

/** Spec §8 success toasts of plans, the wizard and the review. */
export const PROGRAM_SUCCESS_TOASTS = {
  planSaved: { title: 'Plan Saved' },
  planUpdated: { title: 'Plan Updated' },
  planDeleted: { title: 'Plan Deleted' },
  planSelected: { title: 'Plan Selected' },
  strengthPlanGenerated: {
    title: 'Strength Plan Generated!',
    description: 'Your personalized training program has been created successfully.',
  },
  programGenerated: {
    title: 'Program Generated Successfully!',
    description: 'Your personalized training program has been created and saved.',
  },
} as const satisfies Record<string, ToastContent>;

/** 'Generation Failed' / 'Failed to generate strength plan: {reason}'. */
export function planGenerationFailed(reason: string): ToastContent {
  return errorToast(`${PLAN_TOASTS.generationFailedPrefix}: ${reason}`, PLAN_TOASTS.generationFailedTitle);
}

/** 'Mon, Nov 23': where the first session of a started plan lands. */
export function shortDayLabel(date: CalendarDate): string {
  return `${weekdayOf(date).slice(0, 3)}, ${formatMonthDay(date)}`;
}

/**
 * Start Plan's toast (spec §4 'shows a toast'; the wording is ours): where the plan begins, how many sessions went
 * on the calendar and, after 'remove', how many of the previous plan's were taken off.
 */
export function planStartedToast(result: {
  firstWorkoutDate: CalendarDate | null;
  scheduledCount: number;
  removedCount: number;
}): ToastContent {
  const count = (n: number) => `${n} ${n === 1 ? 'workout' : 'workouts'}`;
  const parts = [
    result.firstWorkoutDate === null
      ? 'No workouts to schedule.'
      : `First workout ${shortDayLabel(result.firstWorkoutDate)}. ${count(result.scheduledCount)} scheduled.`,
    ...(result.removedCount > 0 ? [`${count(result.removedCount)} of the previous plan removed.`] : []),
  ];
  return { title: 'Plan Started', description: parts.join(' ') };
}

/** The program wizard and plan review (spec §2). */
// A pure call: a bundle that reads none of these (the Worker) drops them; as a plain object, its spreads and
// property reads would count as side effects and keep every screen's words (docs/adding-a-feature.md).
export const PROGRAM_SCREEN_TEXT = /* @__PURE__ */ (() =>
  ({
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
      // The texts below are ours: the spec quotes none for these states.
      notGeneratedTitle: 'Plan Not Generated Yet',
      notGeneratedDescription:
        'This plan has answers but no program yet. Generate it from Program Creation, then review it here.',
      weeks: (n: number) => `${n} ${n === 1 ? 'week' : 'weeks'}`,
      perWeek: (n: number) => `${n}× per week`,
      minutes: (n: number) => `${n} min`,
      totalWorkouts: 'Total workouts',
      duration: 'Duration',
      frequency: 'Frequency',
      sessionLength: 'Session length',
      experience: 'Experience',
      goals: 'Goals',
      progressionGuidelines: 'Progression guidelines',
      notes: 'Notes',
      weekHint: 'Use ← → to change weeks',
      /** Announced with the 1 s checkmark after an arrow key moves the week. */
      weekChanged: (week: number) => `Showing week ${week}`,
      noWorkoutsThisWeek: 'No workouts this week.',
      /** 'Day n' */
      day: (day: number) => `Day ${day}`,
      exercises: (n: number) => `${n} ${n === 1 ? 'exercise' : 'exercises'}`,
      noExercises: 'No exercises',
      editWorkout: (name: string) => `Edit ${name}`,
      workoutName: 'Workout name',
      workoutNotes: 'Workout notes',
      saving: 'Saving...',
      starting: 'Starting...',
      rest: 'Rest',
      /** 'Superset A': the plan's pairs look as they will in the workout. */
      supersetGroupName,
      conflictTitle: 'Another plan is on your calendar',
      keepWorkouts: 'Keep those workouts',
      removeWorkouts: 'Remove them',
    },
  }) as const)();

/**
 * The wizard's questions and the words shown for the §9 choices whose stored values are slugs. The spec lists the
 * values and the step titles but not the questions; these are ours (packages/domain/README.md, readings).
 */
export const WIZARD_FIELD_TEXT = {
  goalsQuestion: 'What do you want this program to do? Choose one or two.',
  experienceQuestion: 'How long have you been training consistently?',
  timeOffQuestion: 'How long have you been away from training?',
  trainingDays: 'Training days per week',
  sessionDuration: 'Session length (minutes)',
  preferredDays: 'Preferred training days',
  constraints: 'Scheduling constraints',
  constraintsPlaceholder: 'e.g. only mornings on weekdays, gym closed on Sundays',
  strengthIntro: (unit: WeightUnit) =>
    `Your best recent lifts as weight x reps (e.g. ${unit === 'kg' ? '100 x 5, in kg' : '225 x 5, in lbs'}). Leave blank if unsure.`,
  squat: 'Squat',
  benchPress: 'Bench press',
  deadlift: 'Deadlift',
  overheadPress: 'Overhead press',
  liftPlaceholder: (unit: WeightUnit) => (unit === 'kg' ? 'e.g. 100 x 5' : 'e.g. 225 x 5'),
  canBenchBodyweight: 'I can bench press my bodyweight',
  ageRange: 'Age range',
  currentInjuries: 'Current injuries',
  pastInjuries: 'Past injuries',
  movementsToAvoid: 'Movements to avoid',
  movementsToAvoidPlaceholder: 'e.g. overhead pressing, deep squats',
  mobilityRestrictions: 'Mobility restrictions',
  preferredRepRanges: 'Preferred rep ranges',
  trainingStyle: 'Training style',
  compoundVsIsolation: 'Compound vs isolation',
  sleepQuality: 'Sleep quality',
  stressLevel: 'Stress level',
  otherActivities: 'Other activities',
  otherActivitiesPlaceholder: 'e.g. running twice a week, weekend football',
  recoveryMethods: 'Recovery methods',
  recoveryMethodsPlaceholder: 'e.g. stretching, massage, sauna',
  maxTestingFrequency: 'How often do you want to test your maxes?',
  progressionStyle: 'Progression style',
  complexityComfort: 'Program complexity',
  required: 'Required',
  deletePlanTitle: 'Delete this plan?',
  deletePlanDescription: 'The plan and its answers are removed. Workouts already on your calendar stay.',
  deletePlan: 'Delete',
  cancel: 'Cancel',
  previousPlans: 'Previous Plans',
  createdOn: 'Created',
  daysPerWeek: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}/week`,
  percentComplete: (percent: number) => `${percent}% complete`,
  generatingProgress: 'Generating progress',
  /** What the Generate flow is doing (spec §4: store the answers, then generate and store the plan). */
  generatingStages: {
    saving: 'Saving your answers…',
    generating: 'Building your plan from your answers and equipment…',
  },
  chooserIntro: 'Start a new program from your answers, or revisit one you made before.',
  /** A previous plan's card: its goals (for screen readers), experience and schedule. */
  chooserGoals: 'Goals',
  chooserExperience: 'Experience',
  chooserSchedule: 'Schedule',
} as const;
