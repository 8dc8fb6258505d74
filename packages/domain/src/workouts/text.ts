import { WORKOUTS_PAGE_HEADING } from '../app-shell/page-headings.ts';
import { keptAtMost } from '../errors/kept-at-most.ts';
import type { WeightUnit } from '../units/weight.ts';
import { formatSessionDuration } from './duration.ts';
import { WORKOUT_FORM_MESSAGES, WORKOUT_FORM_TITLES } from './form.ts';
import { MAX_COMPLETED_WORKOUTS, MAX_WORKOUTS } from './limits.ts';
import { supersetKind } from './supersets.ts';

/** A group's name as every screen shows it: two members a superset, three or more a circuit. */
export function supersetGroupName(label: string, members: number): string {
  return `${supersetKind(members) === 'circuit' ? 'Circuit' : 'Superset'} ${label}`;
}

/** What the workout procedures answer with (NOT_FOUND, BAD_REQUEST); the reads answer null instead. */
export const WORKOUT_MESSAGES = {
  notFound: 'Workout not found',
  completedNotFound: 'Completed workout not found',
  invalidTimeZone: 'Unknown time zone: send an IANA name such as Europe/Paris',
  invalidScheduleRange: 'A schedule range runs from a day to the same or a later day, at most 62 days apart',
  /** An edit made on an older version (CONFLICT): the newer one is kept and shown instead. */
  changedElsewhere:
    'This workout was changed on another device. Its newer version is shown; make your edit again.',
  tooManyWorkouts: keptAtMost(MAX_WORKOUTS, 'planned workouts'),
  tooManyCompletedWorkouts: keptAtMost(MAX_COMPLETED_WORKOUTS, 'completed workouts'),
} as const;

/** The workout list, form and details screens (spec §2). */
// A pure call: a bundle that reads none of these (the Worker) drops them; as a plain object, its spreads and
// property reads would count as side effects and keep every screen's words (docs/adding-a-feature.md).
export const WORKOUT_SCREEN_TEXT = /* @__PURE__ */ (() =>
  ({
    workoutList: {
      title: WORKOUTS_PAGE_HEADING.title,
      upcoming: 'Upcoming',
      recentlyCompleted: 'Recently Completed',
      startWorkout: 'Start Workout',
      viewDetails: 'View Details',
      createWorkout: 'Create Workout',
      today: 'Today',
      tomorrow: 'Tomorrow',
      /** '+N more' */
      moreExercises: (count: number) => `+${count} more`,
      description: WORKOUTS_PAGE_HEADING.description,
      statUpcoming: 'Upcoming',
      statCompleted: 'Completed',
      statAverageDuration: 'Avg Duration',
      statTotalExercises: 'Total Exercises',
      statsLabel: 'Workout stats',
      exercisesLabel: 'Exercises',
      minutes: (minutes: number) => `${minutes} min`,
      /** A completed card's session length: '45 sec', '46 min'. */
      sessionDuration: formatSessionDuration,
      missed: 'Missed',
      missedDescription:
        'Scheduled days that passed without a session. Move them to a new day or start one now.',
      upcomingEmpty: 'Nothing planned yet. Create a workout and it shows up here.',
      completedEmpty: 'Finished sessions show up here, with what you lifted.',
      emptyTitle: 'No workouts yet',
      emptyDescription:
        'Plan your first session: pick the exercises, sets and reps, and start it when you train.',
      moreUpcoming: (shown: number, total: number) =>
        `Showing the next ${shown} of ${total}. The schedule shows them all.`,
      openSchedule: 'Open Schedule',
      copy: 'Copy',
      edit: 'Edit',
      delete: 'Delete',
      cancel: 'Cancel',
      deleteTitle: 'Delete this workout?',
      deleteDescription: (name: string) =>
        `"${name}" will be removed from your plan and schedule. Sessions you already finished stay in your history.`,
      deleteCompletedTitle: 'Delete this session?',
      deleteCompletedDescription: (name: string) =>
        `The record of "${name}" and every set in it will be removed. This cannot be undone.`,
      sets: (count: number) => `${count} ${count === 1 ? 'set' : 'sets'}`,
      loading: 'Loading workouts…',
      loadFailedTitle: 'Your workouts could not be loaded.',
      loadFailedMessage: 'Nothing is lost: they show again once they load.',
      retry: 'Retry',
    },
    workoutForm: {
      createTitle: WORKOUT_FORM_TITLES.create,
      editTitle: WORKOUT_FORM_TITLES.edit,
      copyTitle: WORKOUT_FORM_TITLES.copy,
      alternative: 'Alternative',
      ...WORKOUT_FORM_MESSAGES,
      // Ours: the spec names the form's sections and actions but quotes no labels for them.
      back: 'Back to Workouts',
      detailsSection: 'Workout Details',
      fields: {
        name: 'Workout Name',
        date: 'Date',
        time: 'Time (optional)',
        duration: 'Duration (minutes)',
        difficulty: 'Difficulty',
        notes: 'Notes',
      },
      namePlaceholder: 'e.g. Upper Body Strength',
      entrySection: 'Add Exercise',
      exerciseFields: {
        name: 'Exercise Name',
        sets: 'Sets',
        reps: 'Reps',
        weight: 'Weight (optional)',
        rest: 'Rest (s, optional)',
        notes: 'Exercise Notes (optional)',
      },
      restPlaceholder: '90',
      exerciseNamePlaceholder: 'Type to search the catalogue',
      repsPlaceholder: 'e.g. 8 or 8-10',
      /** A number alone is saved in the athlete's unit. */
      weightPlaceholder: (unit: WeightUnit) => (unit === 'kg' ? 'e.g. 60 kg' : 'e.g. 135 lbs'),
      /** Under the name field: the suggestions are a help, any name may be typed. */
      exerciseNameHint: 'Pick a suggestion or type any name.',
      suggestionsLabel: 'Exercise suggestions',
      addExercise: 'Add Exercise',
      listSection: 'Exercises',
      emptyList: 'No exercises yet. Add the first one above.',
      /** 'Sets × reps' and the optional weight, on each exercise of the list. */
      exerciseSummary: (sets: number, reps: string, weight?: string, restSeconds?: number) =>
        `${sets} × ${reps}${weight ? ` @ ${weight}` : ''}${restSeconds === undefined ? '' : ` · rest ${restSeconds} s`}`,
      exerciseNameOf: (position: number) => `Name of exercise ${position}`,
      dragHandle: (name: string) => `Drag to reorder ${name}`,
      moveUp: (name: string) => `Move ${name} up`,
      moveDown: (name: string) => `Move ${name} down`,
      remove: (name: string) => `Remove ${name}`,
      removed: (name: string, left: number) => `${name} removed. ${left} left.`,
      /** Ours: a row's control joining it with the next exercise, or parting them (a superset or circuit). */
      supersetWithNext: 'Superset with next',
      ungroup: 'Ungroup',
      supersetWithNextLabel: (name: string, next: string) => `Superset ${name} with ${next}`,
      ungroupLabel: (name: string, next: string) => `Ungroup ${name} from ${next}`,
      grouped: (name: string, next: string, group: string) => `${name} and ${next} are in ${group}.`,
      ungrouped: (name: string, next: string) => `${name} and ${next} are no longer grouped.`,
      supersetGroupName,
      supersetHint: 'Done in turn, set by set; the rest comes after each round.',
      /** For screen readers, while an exercise is dragged (dnd-kit announcements). */
      reorderInstructions:
        'To reorder, press Space or Enter on a drag handle, move with the arrow keys, then press Space or Enter to drop, or Escape to cancel.',
      dragStarted: (name: string, position: number) => `Picked up ${name}, position ${position}.`,
      dragMoved: (name: string, position: number, total: number) =>
        `${name} moved to position ${position} of ${total}.`,
      dragEnded: (name: string, position: number, total: number) =>
        `${name} dropped at position ${position} of ${total}.`,
      dragCancelled: (name: string) => `Reordering cancelled. ${name} was not moved.`,
      /** Ours: the AI generator section (spec §2 names it, quotes no labels). */
      ai: {
        section: 'AI Workout Generator',
        intro:
          'Describe the workout you want; the coach plans it with your equipment. You can edit it before saving.',
        promptLabel: 'What would you like to train?',
        promptPlaceholder: 'e.g. 45 min upper body strength with dumbbells',
        generate: 'Generate Workout',
        generating: 'Generating Workout...',
        /** Read out while the coach works, beside the busy button. */
        working: 'The coach is planning your workout…',
        replaceTitle: 'Replace the current workout?',
        replaceDescription: (count: number) =>
          `The generated workout replaces the name, duration, difficulty, notes and the ${count} ${count === 1 ? 'exercise' : 'exercises'} in the form. Date and time stay.`,
        replaceConfirm: 'Replace and Generate',
        keep: 'Keep Mine',
        generatedDescription: (count: number) =>
          `${count} ${count === 1 ? 'exercise' : 'exercises'} added to the form. Review and save when ready.`,
        /** The model was asked but the built-in coach answered; the reason follows. */
        builtInFallback: (reason: string) => `The built-in coach answered instead: ${reason}`,
      },
      /** Ours: the Alternative dialog of an exercise. */
      alternatives: {
        /** The row's button: its visible 'Alternative' first, then which exercise. */
        open: (name: string) => `Alternative for ${name}`,
        title: (name: string) => `Alternatives to ${name}`,
        description: 'Exercises that train the same muscles with your equipment. Pick one to replace it.',
        loading: 'Finding alternatives…',
        /** Read out when the list arrives. */
        found: (count: number) => `${count} ${count === 1 ? 'alternative' : 'alternatives'} found.`,
        pick: 'Use This',
        /** Its visible 'Use This' first, then which alternative. */
        pickLabel: (name: string) => `Use This: ${name}`,
        reason: 'Why',
        replaced: (from: string, to: string) => `${from} replaced by ${to}.`,
        close: 'Close',
      },
      saveWorkout: 'Save Workout',
      updateWorkout: 'Update Workout',
      saving: 'Saving...',
      updating: 'Updating...',
      cancel: 'Cancel',
      loading: 'Loading workout...',
      loadFailedTitle: 'The workout could not be loaded.',
      retry: 'Retry',
    },
    workoutDetails: {
      notFoundTitle: 'Workout Not Found',
      notFoundDescription: "The workout you're looking for doesn't exist or has been deleted.",
      copyWorkout: 'Copy Workout',
      back: 'Back',
      repeatWorkout: 'Repeat Workout',
      // Ours (the spec names the figures, not their labels).
      loading: 'Loading workout…',
      loadFailed: 'The workout could not be loaded.',
      retry: 'Retry',
      durationLabel: 'Duration',
      exercises: 'Exercises',
      totalSets: 'Total Sets',
      difficulty: 'Difficulty',
      volume: 'Volume',
      notes: 'Notes',
      completed: 'Completed',
      planned: 'Planned',
      actual: 'Actual',
      /** '1 sec', '45 sec', '46 min' from seconds. */
      duration: formatSessionDuration,
      plannedSets: (sets: number, reps: string, weight: string | undefined) =>
        `${sets} × ${reps}${weight ? ` @ ${weight}` : ''}`,
      noSetsDone: 'No sets completed',
      setNotDone: 'Not completed',
      supersetGroupName,
    },
  }) as const)();
