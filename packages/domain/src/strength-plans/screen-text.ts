import { GOAL_LIMIT_HINT } from './messages.ts';
import { stepLabel, WIZARD_TEXT } from './steps.ts';

/** The program wizard and plan review (spec §2). */
export const PROGRAM_SCREEN_TEXT = {
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
    conflictTitle: 'Another plan is on your calendar',
    keepWorkouts: 'Keep those workouts',
    removeWorkouts: 'Remove them',
  },
} as const;
