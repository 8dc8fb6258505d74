import { groupThousands, keptAtMost } from '../errors/kept-at-most.ts';
import type { ToastContent } from '../errors/toast-content.ts';
import { WEIGHT_UNIT_LABELS, type WeightUnit } from '../units/weight.ts';
import {
  BODY_WEIGHT_BOUNDS,
  BODY_WEIGHT_MAX_SPAN_DAYS,
  MAX_BODY_WEIGHTS,
  MOVING_AVERAGE_DAYS,
} from './limits.ts';

function weightRange(unit: WeightUnit): string {
  const { min, max } = BODY_WEIGHT_BOUNDS[unit];
  return `Weight must be between ${min} and ${groupThousands(max)} ${WEIGHT_UNIT_LABELS[unit]}`;
}

/** What the server answers and the form shows (ours: the spec has no body-weight log). */
export const BODY_WEIGHT_MESSAGES = {
  weightRequired: 'Enter your weight',
  weightRangeKg: weightRange('kg'),
  weightRangeLb: weightRange('lb'),
  invalidDate: 'Date must be a date (YYYY-MM-DD)',
  rangeOrder: 'The range must end on or after the day it starts',
  rangeTooLong: `Ask for at most ${BODY_WEIGHT_MAX_SPAN_DAYS} days of body weight at once`,
  notFound: 'Body weight entry not found',
  tooManyEntries: keptAtMost(MAX_BODY_WEIGHTS, 'body weight entries'),
} as const;

export const BODY_WEIGHT_TOASTS = {
  loadFailed: 'Failed to load body weight. Please try again.',
  saveFailed: 'Failed to save body weight. Please try again.',
  deleteFailed: 'Failed to delete body weight entry. Please try again.',
} as const;

export const BODY_WEIGHT_SUCCESS_TOASTS = {
  bodyWeightSaved: { title: 'Body Weight Saved' },
  bodyWeightDeleted: { title: 'Body Weight Entry Deleted' },
} as const satisfies Record<string, ToastContent>;

// A pure call: a bundle that reads none of these (the Worker) drops them (docs/adding-a-feature.md).
export const BODY_WEIGHT_SCREEN_TEXT = /* @__PURE__ */ (() =>
  ({
    bodyWeight: {
      title: 'Body weight',
      hint: `Each day's weight and its ${MOVING_AVERAGE_DAYS}-day average. A second entry on one day replaces the first.`,
      formLabel: 'Log body weight',
      dateLabel: 'Date',
      weightLabel: (unit: WeightUnit) => `Weight (${WEIGHT_UNIT_LABELS[unit]})`,
      noteLabel: 'Note (optional)',
      notePlaceholder: 'Morning, before breakfast',
      save: 'Log Weight',
      saving: 'Saving…',
      loading: 'Loading body weight…',
      loadFailedTitle: "Body weight couldn't load",
      loadFailedHint: 'Check your connection and try again.',
      emptyTitle: 'No body weight in this period',
      emptyDescription: 'Log your weight above to see its trend and your lifts relative to it.',
      tableCaption: `Body weight and its ${MOVING_AVERAGE_DAYS}-day average`,
      tableColumns: ['Date', 'Weight', `${MOVING_AVERAGE_DAYS}-day average`],
      rawLegend: 'Logged weight',
      averageLegend: `${MOVING_AVERAGE_DAYS}-day average`,
      recentTitle: 'Recent entries',
      latest: (weight: string) => `Latest: ${weight}`,
      deleteEntry: (date: string) => `Delete the entry of ${date}`,
      deleteTitle: 'Delete this entry?',
      deleteDescription: (weight: string, date: string) =>
        `${weight} on ${date} will be removed from your body-weight log.`,
      cancel: 'Cancel',
      confirmDelete: 'Delete',
      relativeStrength: (ratio: number) => `${ratio.toFixed(2)} × body weight`,
    },
  }) as const)();
