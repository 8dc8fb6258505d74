import { WORKOUT_FORM_MESSAGES, WORKOUT_FORM_TITLES } from './form.ts';

/** The workout list, form and details screens (spec §2). */
export const WORKOUT_SCREEN_TEXT = {
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
    description: 'Plan your sessions, run them between sets, and look back at what you lifted.',
    statUpcoming: 'Upcoming',
    statCompleted: 'Completed',
    statAverageDuration: 'Avg Duration',
    statTotalExercises: 'Total Exercises',
    minutes: (minutes: number) => `${minutes} min`,
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
    duration: 'Duration',
    exercises: 'Exercises',
    totalSets: 'Total Sets',
    difficulty: 'Difficulty',
    volume: 'Volume',
    notes: 'Notes',
    completed: 'Completed',
    planned: 'Planned',
    actual: 'Actual',
    minutes: (minutes: number) => `${minutes} min`,
    pounds: (lbs: number) => `${lbs.toLocaleString('en-US', { maximumFractionDigits: 1 })} lbs`,
    plannedSets: (sets: number, reps: string, weight: string | undefined) =>
      `${sets} × ${reps}${weight ? ` @ ${weight}` : ''}`,
    noSetsDone: 'No sets completed',
    setNotDone: 'Not completed',
  },
} as const;
