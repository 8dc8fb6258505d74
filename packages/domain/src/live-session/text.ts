import type { ToastContent } from '../errors/toast-content.ts';
import type { NextStep } from '../records/next-step.ts';
import type { RecordKind } from '../records/personal-records.ts';
import { formatWeight, WEIGHT_UNIT_LABELS, type Weight, type WeightUnit } from '../units/weight.ts';
import { supersetGroupName } from '../workouts/text.ts';

/** Spec §8: finishing a live session can fail on its own save. */
export const SESSION_TOASTS = {
  finishFailed: 'Failed to save workout completion.',
} as const;

/** Spec §8 success toasts of the live session. */
export const SESSION_SUCCESS_TOASTS = {
  workoutComplete: { title: 'Workout Complete!' },
  setComplete: { title: 'Set Complete!' },
  restComplete: { title: 'Rest Complete' },
} as const satisfies Record<string, ToastContent>;

/** What each kind of personal record is called in the toast. */
export const RECORD_KIND_LABELS: Readonly<Record<RecordKind, string>> = {
  heaviest: 'heaviest set',
  e1rm: 'best estimated 1RM',
  'reps-at-weight': 'most reps at this weight',
};

/** Ours: a set that beats the athlete's records. 'New record!' · 'Back Squat 102.5 kg × 5: heaviest set'. */
export function newRecordToast(exercise: string, set: string, kinds: readonly RecordKind[]): ToastContent {
  return {
    title: 'New record!',
    description: `${exercise} ${set}: ${kinds.map((kind) => RECORD_KIND_LABELS[kind]).join(', ')}`,
  };
}

/**
 * The live session's screen (spec §2 Live session). The spec quotes the buttons and 'Rest Complete'; the other
 * labels are ours.
 */
// A pure call: a bundle that reads none of these (the Worker) drops them; as a plain object, its spreads and
// property reads would count as side effects and keep every screen's words (docs/adding-a-feature.md).
export const SESSION_SCREEN_TEXT = /* @__PURE__ */ (() =>
  ({
    liveSession: {
      start: 'Start',
      pause: 'Pause',
      resume: 'Resume',
      finishWorkout: 'Finish Workout',
      completeSet: 'Complete Set',
      restComplete: 'Rest Complete',
      loading: 'Loading workout…',
      backToWorkouts: 'Back to Workouts',
      loadFailed: 'The workout could not be loaded.',
      retry: 'Retry',
      elapsed: 'Elapsed',
      /** Under the workout's name: 'n exercises · m sets' (planned). */
      summary: (exercises: number, sets: number) =>
        `${exercises} ${exercises === 1 ? 'exercise' : 'exercises'} · ${sets} ${sets === 1 ? 'set' : 'sets'}`,
      paused: 'Paused',
      notStartedHint: 'Press Start when you are ready for your first set.',
      progress: (done: number, planned: number) => `${done} of ${planned} sets`,
      rest: 'Rest',
      restLess: '-15 s',
      restMore: '+15 s',
      skipRest: 'Skip',
      restLessLabel: 'Shorten rest by 15 seconds',
      restMoreLabel: 'Lengthen rest by 15 seconds',
      skipRestLabel: 'Skip rest',
      setLabel: (setNumber: number) => `Set ${setNumber}`,
      /** A superset or circuit: its members' cards under one heading. */
      supersetGroupName,
      supersetHint: 'In turn, set by set: rest after each round.',
      planned: (reps: string, weight: string | undefined) =>
        weight ? `${reps} reps × ${weight}` : `${reps} reps`,
      /** A done set, its weight shown in the athlete's unit, and its effort when given: '5 reps × 100 kg @ RPE 8'. */
      actualSet: (reps: string, weight: Weight | undefined, unit: WeightUnit, rpe?: number) =>
        `${weight === undefined ? `${reps} reps` : `${reps} reps × ${formatWeight(weight, unit)}`}${rpe === undefined ? '' : ` @ RPE ${rpe}`}`,
      done: 'Done',
      current: 'Current',
      upcoming: 'Up next',
      everySetDone: 'Every set is done. Finish the workout to save it.',
      dialogTitle: (exercise: string, setNumber: number) => `${exercise} · Set ${setNumber}`,
      dialogDescription: 'Record what you lifted. The plan is filled in.',
      dialogDescriptionLastTime: "Record what you lifted. Last time's numbers are filled in.",
      /** What the athlete did last time, beside this session's sets. */
      lastTime: (sets: readonly { actualReps: string; weight: Weight | undefined }[], unit: WeightUnit) =>
        `Last time: ${sets
          .map((set) =>
            set.weight === undefined
              ? `${set.actualReps} reps`
              : `${formatWeight(set.weight, unit)} × ${set.actualReps}`,
          )
          .join(' · ')}`,
      /** The optional ramp before the first loaded lift. */
      warmUpTitle: 'Warm-up sets (optional)',
      warmUpHint: 'Tick each as you do it. Warm-ups count toward neither volume nor records.',
      warmUpNoWeight: 'Warm-ups ramp up to the planned weight; this exercise has none.',
      warmUpStep: (weight: Weight, reps: number, bar: boolean) =>
        `${bar ? `Empty bar (${formatWeight(weight)})` : formatWeight(weight)} × ${reps}`,
      /** On the details screen: 'Warm-up: 20 kg × 10 · 40 kg × 5'. */
      warmUps: (sets: readonly { weight: Weight; reps: number }[], unit: WeightUnit) =>
        `Warm-up: ${sets.map((set) => `${formatWeight(set.weight, unit)} × ${set.reps}`).join(' · ')}`,
      /** The planned line's rest, when the exercise's is not the usual 90 s: 'rest 3:00'. */
      restNote: (seconds: number) =>
        `rest ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
      /** The suggested next step (records/next-step.ts), under last time. */
      nextStep: (step: NextStep, unit: WeightUnit) =>
        step.kind === 'add'
          ? `Next: ${formatWeight(step.weight, unit)}. Every set reached the top of the range last time.`
          : step.kind === 'hold'
            ? `Next: stay at ${formatWeight(step.weight, unit)}. Reps were missed twice in a row.`
            : `Next: ${formatWeight(step.weight, unit)} again, for more reps.`,
      /** 'Actual weight (lbs)' (spec's unit), or '(kg)'. */
      actualWeight: (unit: WeightUnit) => `Actual weight (${WEIGHT_UNIT_LABELS[unit]})`,
      actualReps: 'Actual reps',
      rpe: 'Effort (RPE, optional)',
      rpeHint: '10: no rep left · 9: one left · 8: two left',
      rpeInvalid: 'Enter an RPE from 1 to 10 (halves allowed), or leave it empty',
      notes: 'Notes',
      saveSet: 'Save Set',
      cancel: 'Cancel',
      actualRepsRequired: 'Enter the reps you did',
      weightInvalid: 'Enter a weight of 0 or more, or leave it empty',
      finishConfirmTitle: 'Finish with sets left?',
      finishConfirmDescription: (left: number) =>
        `${left} planned ${left === 1 ? 'set is' : 'sets are'} not completed. The workout is saved as it is.`,
      finishAnyway: 'Finish Workout',
      keepGoing: 'Keep Going',
      saving: 'Saving…',
    },
  }) as const)();
