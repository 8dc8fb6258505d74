import { PROGRESS_PAGE_HEADING } from '../app-shell/page-headings.ts';
import { WEIGHT_UNIT_LABELS, type WeightUnit } from '../units/weight.ts';

/** Ours: the spec has no analytics screen (its 'View Progress Analytics' shows no action). */
export const ANALYTICS_TOASTS = {
  loadFailed: 'Failed to load your progress. Please try again later.',
} as const;

/** The Progress Analytics screen (the dashboard's 'View Progress Analytics', which the spec leaves without an action). */
export const ANALYTICS_TEXT = {
  title: PROGRESS_PAGE_HEADING.title,
  description: PROGRESS_PAGE_HEADING.description,
  rangeLabel: 'Period',
  range: (weeks: number) => `${weeks} weeks`,
  sessions: 'Sessions',
  trainingTimeLabel: 'Training time',
  volume: 'Volume',
  activeWeeks: 'Active weeks',
  sessionsPerWeek: 'Sessions per week',
  weeklyTarget: (target: number) => `Target: ${target} a week`,
  /** 'Volume per week (lbs)', or '(kg)' for an athlete on kilograms. */
  volumePerWeek: (unit: WeightUnit) => `Volume per week (${WEIGHT_UNIT_LABELS[unit]})`,
  weeklyTableCaption: 'Sessions and volume per week',
  weeklyTableColumns: ['Week of', 'Sessions', 'Volume'],
  trendTableColumns: ['Week of', 'Best estimated one-rep max', 'Heaviest set'],
  exerciseLabel: 'Exercise',
  strengthTrend: 'Estimated one-rep max',
  strengthHint: 'The best of each week, from your completed sets of 1-12 reps (Epley).',
  bestLifts: 'Best lifts',
  noWeightedSets: 'No weighted sets of 1-12 reps in this period yet.',
  emptyTitle: 'No completed workouts in this period',
  emptyDescription: 'Finish a workout and your progress shows here.',
  emptyAction: 'Go to My Workouts',
  loadFailedHint: 'Check your connection and try again.',
  loadFailedTitle: 'Your progress could not be loaded',
  loading: 'Loading your progress…',
  totalsLabel: 'Totals',
  truncated: (max: number) => `Showing your latest ${max} sessions of this period.`,
  /** A weight in the athlete's unit, whole: '1,250 lbs', '567 kg'. */
  weight: (amount: number, unit: WeightUnit) =>
    `${Math.round(amount).toLocaleString('en-US')} ${WEIGHT_UNIT_LABELS[unit]}`,
  /** A total that fits a phone's stat card: 9,950 lbs, then 12.3K lbs, 1.2M kg. */
  weightShort: (amount: number, unit: WeightUnit) =>
    amount < 10_000
      ? `${Math.round(amount).toLocaleString('en-US')} ${WEIGHT_UNIT_LABELS[unit]}`
      : `${amount.toLocaleString('en-US', { notation: 'compact', maximumFractionDigits: 1 })} ${WEIGHT_UNIT_LABELS[unit]}`,
  /** 40 → '40 min'; from an hour on, hours to one decimal: 95 → '1.6 h', 1650 → '27.5 h'. */
  trainingTime: (minutes: number) =>
    minutes < 60
      ? `${minutes} min`
      : `${(minutes / 60).toLocaleString('en-US', { maximumFractionDigits: 1 })} h`,
  activeWeeksValue: (active: number, weeks: number) => `${active} of ${weeks}`,
  bestSet: (weight: number, unit: WeightUnit, reps: number, rpe?: number) =>
    `${weight.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${WEIGHT_UNIT_LABELS[unit]} × ${reps}${rpe === undefined ? '' : ` @ RPE ${rpe}`}`,
  estimatedMax: (amount: number, unit: WeightUnit) =>
    `≈ ${Math.round(amount).toLocaleString('en-US')} ${WEIGHT_UNIT_LABELS[unit]} 1RM`,
  bodyweight: 'No weighted sets',
  /** After a bodyweight lift's best set: its weight and estimate count the body weight of its day. */
  includesBodyWeight: 'includes body weight',
  /** The all-time records, beside the period's figures. */
  personalRecords: 'Personal records',
  personalRecordsHint: 'Your best ever in each exercise, from every finished session.',
  personalRecordsLoadFailed: 'Your personal records could not be loaded',
  heaviestSet: 'Heaviest set',
  recordSet: (weight: string, reps: number) => `${weight} × ${reps}`,
  sessionsCount: (n: number) => (n === 1 ? '1 session' : `${n} sessions`),
} as const;
