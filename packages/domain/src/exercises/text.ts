import { EXERCISES_PAGE_HEADING } from '../app-shell/page-headings.ts';
import { WEIGHT_UNIT_LABELS, type WeightUnit } from '../units/weight.ts';

const number = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** Ours: the exercise page's failed history read. */
export const EXERCISES_TOASTS = {
  loadFailed: 'Failed to load your history of this exercise. Please try again later.',
} as const;

/** Ours: the spec has no exercise pages; the catalogue at /exercises and one exercise's page. */
// A pure call, so the Worker, which reads none of these words, drops them (docs/adding-a-feature.md).
export const EXERCISES_SCREEN_TEXT = /* @__PURE__ */ (() =>
  ({
    exerciseCatalogue: {
      title: EXERCISES_PAGE_HEADING.title,
      description: EXERCISES_PAGE_HEADING.description,
      searchLabel: 'Search exercises',
      searchPlaceholder: 'Name or alias',
      muscleLabel: 'Muscle',
      anyMuscle: 'Any muscle',
      patternLabel: 'Movement pattern',
      anyPattern: 'Any pattern',
      kitLabel: 'Only what my equipment allows',
      kitHint: 'Your equipment at your active location; bodyweight exercises always count.',
      found: (shown: number, total: number) =>
        shown === total ? `${total} exercises` : `${shown} of ${total} exercises`,
      listLabel: 'Exercises found',
      emptyTitle: 'No exercise matches these filters',
      emptyDescription: 'Try another name, or clear the filters to see the whole catalogue.',
      clearFilters: 'Clear filters',
      musclesOf: (muscles: string) => `Works: ${muscles}`,
    },
    exercisePage: {
      notFoundTitle: 'Exercise not found',
      notFoundDescription: 'The catalogue has no exercise at this address.',
      allExercises: 'All exercises',
      pattern: 'Movement pattern',
      level: 'Level',
      primaryMuscles: 'Primary muscles',
      secondaryMuscles: 'Secondary muscles',
      equipment: 'Equipment',
      noEquipment: 'None: your body weight',
      noSecondaryMuscles: 'None',
      howTo: 'How to do it',
      setup: 'Setup',
      execution: 'Execution',
      cues: 'Cues',
      faults: 'Common faults',
      howToLoading: 'Loading how to do it…',
      howToMissing: 'How to do this exercise is not written yet.',
      howToFailed: 'How to do it could not be loaded.',
      retry: 'Retry',
      history: 'Your history',
      historyLoading: 'Loading your history of this exercise…',
      historyFailedTitle: 'Your history of this exercise could not be loaded',
      historyFailedHint: 'Check your connection and try again.',
      historyEmpty: 'You have not logged this exercise yet',
      historyEmptyHint:
        'Finish a workout with it, or import your Strong or Hevy history, and every session shows here.',
      sessionsCount: (count: number) =>
        count === 1 ? '1 session' : `${count.toLocaleString('en-US')} sessions`,
      truncated: (count: number) => `From your latest ${count.toLocaleString('en-US')} sessions of it.`,
      bestSet: 'Best set',
      bestSetHint: 'The best estimated one-rep max (Epley, 1-12 reps).',
      heaviest: 'Heaviest set',
      noWeightedSets: 'No weighted sets yet.',
      trend: 'Estimated one-rep max',
      trendHint: 'The best of each week trained, from your sets of 1-12 reps (Epley).',
      trendColumns: ['Week of', 'Best estimated one-rep max', 'Heaviest set'],
      noTrend: 'No weighted sets of 1-12 reps yet.',
      /** Under the figures of an exercise whose load is the body, when a body weight is logged. */
      includesBodyWeight:
        'e1RM and records include body weight: your weight logged for the day plus the weight you added.',
      weeklyVolume: (unit: WeightUnit) => `Volume per week (${WEIGHT_UNIT_LABELS[unit]})`,
      weeklyVolumeHint: 'Weight × reps of your completed sets, the last 12 weeks.',
      volumeColumns: ['Week of', 'Volume', 'Sets'],
      records: 'Personal records',
      recordsHint: 'Each set that beat every earlier one, newest first.',
      noRecords: 'No records yet: your first session sets the bar.',
      recordKind: {
        heaviest: 'Heaviest set',
        e1rm: 'Best estimated max',
        'reps-at-weight': 'Most reps at a weight',
      },
      sessions: 'Sessions',
      olderSessions: 'Show older sessions',
      loadingOlder: 'Loading older sessions…',
      sessionVolume: (volume: number, unit: WeightUnit) =>
        `Volume ${Math.round(volume).toLocaleString('en-US')} ${WEIGHT_UNIT_LABELS[unit]}`,
      setsLabel: 'Sets',
      /** '100 kg × 5 @ RPE 8', or '× 12' for a set without weight. */
      set: (weight: number | undefined, unit: WeightUnit, reps: string, rpe?: number) =>
        `${weight === undefined ? '' : `${number(weight)} ${WEIGHT_UNIT_LABELS[unit]} `}× ${reps}${rpe === undefined ? '' : ` @ RPE ${number(rpe)}`}`,
      weight: (weight: number, unit: WeightUnit) => `${number(weight)} ${WEIGHT_UNIT_LABELS[unit]}`,
      estimatedMax: (amount: number, unit: WeightUnit) =>
        `≈ ${Math.round(amount).toLocaleString('en-US')} ${WEIGHT_UNIT_LABELS[unit]} 1RM`,
      /** A calendar day with its year: 'Mon, Mar 2, 2026'. */
      day: (day: string) =>
        new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
          weekday: 'short',
          month: 'short',
          day: 'numeric',
          year: 'numeric',
          timeZone: 'UTC',
        }),
      setOn: (set: string, day: string) => `${set} · ${day}`,
      /** A link to an exercise's page from another screen, for screen readers. */
      linkLabel: (name: string) => `${name}: how to do it and your history`,
      openExercise: 'How-to & history',
    },
  }) as const)();
