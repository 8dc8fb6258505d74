/** The live session's buttons (spec §2 Live session). */
export const SESSION_SCREEN_TEXT = {
  liveSession: {
    start: 'Start',
    pause: 'Pause',
    resume: 'Resume',
    finishWorkout: 'Finish Workout',
    completeSet: 'Complete Set',
    restComplete: 'Rest Complete',
  },
} as const;
