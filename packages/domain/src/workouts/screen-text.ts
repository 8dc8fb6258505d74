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
      notes: 'Exercise Notes (optional)',
    },
    exerciseNamePlaceholder: 'Type to search the catalogue',
    repsPlaceholder: 'e.g. 8 or 8-10',
    weightPlaceholder: 'e.g. 135 lbs',
    /** Under the name field: the suggestions are a help, any name may be typed. */
    exerciseNameHint: 'Pick a suggestion or type any name.',
    suggestionsLabel: 'Exercise suggestions',
    addExercise: 'Add Exercise',
    listSection: 'Exercises',
    emptyList: 'No exercises yet. Add the first one above.',
    /** 'Sets × reps' and the optional weight, on each exercise of the list. */
    exerciseSummary: (sets: number, reps: string, weight?: string) =>
      `${sets} × ${reps}${weight ? ` @ ${weight}` : ''}`,
    exerciseNameOf: (position: number) => `Name of exercise ${position}`,
    dragHandle: (name: string) => `Drag to reorder ${name}`,
    moveUp: (name: string) => `Move ${name} up`,
    moveDown: (name: string) => `Move ${name} down`,
    remove: (name: string) => `Remove ${name}`,
    removed: (name: string, left: number) => `${name} removed. ${left} left.`,
    /** For screen readers, while an exercise is dragged (dnd-kit announcements). */
    reorderInstructions:
      'To reorder, press Space or Enter on a drag handle, move with the arrow keys, then press Space or Enter to drop, or Escape to cancel.',
    dragStarted: (name: string, position: number) => `Picked up ${name}, position ${position}.`,
    dragMoved: (name: string, position: number, total: number) =>
      `${name} moved to position ${position} of ${total}.`,
    dragEnded: (name: string, position: number, total: number) =>
      `${name} dropped at position ${position} of ${total}.`,
    dragCancelled: (name: string) => `Reordering cancelled. ${name} was not moved.`,
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
  },
} as const;
