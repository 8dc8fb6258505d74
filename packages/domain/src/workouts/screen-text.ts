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
