/** Spec §8: destructive toasts are titled Error unless noted. */
export const ERROR_TITLE = 'Error';

/** Spec §8 failure messages, grouped by area. Quoted exactly. */
export const TOASTS = {
  workouts: {
    loadFailed: 'Failed to load workouts. Please try again later.',
    saveFailed: 'Failed to save workout. Please try again.',
    updateFailed: 'Failed to update workout. Please try again.',
    deleteFailed: 'Failed to delete workout. Please try again.',
    loadOneFailed: 'Failed to load workout. Please try again later.',
  },
  completed: {
    loadFailed: 'Failed to load completed workouts. Please try again later.',
    saveFailed: 'Failed to save completed workout. Please try again.',
    loadOneFailed: 'Failed to load completed workout. Please try again later.',
    deleteFailed: 'Failed to delete completed workout. Please try again.',
  },
  equipment: {
    categoriesFailed: 'Failed to load equipment categories. Please try again later.',
    addFailed: 'Failed to add equipment. Please try again.',
  },
  goals: {
    fetchFailed: 'Failed to fetch goals. Please try again.',
    saveFailed: 'Failed to save goal. Please try again.',
    updateFailed: 'Failed to update goal. Please try again.',
    deleteFailed: 'Failed to delete goal. Please try again.',
    requiredFields: 'Please fill in all required fields.',
    notAuthenticated: 'User not authenticated',
  },
  profile: {
    loadFailed: 'Failed to load profile. Please try again.',
    saveFailed: 'Failed to save profile. Please try again.',
    updateFailed: 'Failed to update profile. Please try again.',
    invalidBirthYear: 'Please enter a valid birth year',
  },
  ai: {
    generateWorkoutFailed: 'Failed to generate workout. Please try again.',
    /** What the service reports when the server gives no message. */
    generateWorkoutFallback: 'Failed to generate workout',
    alternativesFailed: 'Failed to generate alternative exercises. Please try again.',
    noAlternatives: 'No alternatives found for this exercise.',
  },
  session: {
    finishFailed: 'Failed to save workout completion.',
  },
  plans: {
    generationFailedTitle: 'Generation Failed',
    /** 'Failed to generate strength plan: {reason}'; see planGenerationFailed(). */
    generationFailedPrefix: 'Failed to generate strength plan',
    fetchFailed: 'Failed to fetch strength plans. Please try again.',
    saveFailed: 'Failed to save strength plan. Please try again.',
    getFailed: 'Failed to get strength plan. Please try again.',
    updateFailed: 'Failed to update strength plan. Please try again.',
    deleteFailed: 'Failed to delete strength plan. Please try again.',
  },
  wizard: {
    planNotFoundTitle: 'Plan Not Found',
    planNotFound: 'The requested plan could not be found. Starting with a new plan.',
    loadErrorTitle: 'Error Loading Plan',
    loadError: 'Failed to load the requested plan. Starting with a new plan.',
    generationFailedTitle: 'Generation Failed',
    generationFailed: 'Failed to generate program. Please try again.',
  },
  review: {
    planNotFoundTitle: 'Plan Not Found',
    planNotFound: 'The requested strength plan could not be found.',
    loadErrorTitle: 'Error Loading Plan',
    loadError: 'Failed to load the strength plan.',
    updateWorkoutFailed: 'Failed to update workout. Please try again.',
    missingInfo: 'Missing user or plan information.',
    startPlanFailed: 'Failed to start plan. Please try again.',
  },
  scanner: {
    processingFailedTitle: 'Processing Failed',
    processingFailedPrefix: 'Failed to process equipment images',
  },
} as const;

export interface ToastContent {
  title: string;
  description?: string;
  variant?: 'destructive';
}

/** Spec §8 success toasts: titles, with the descriptions the spec quotes. */
export const SUCCESS_TOASTS = {
  workoutSaved: { title: 'Workout Saved' },
  workoutUpdated: { title: 'Workout Updated' },
  workoutDeleted: { title: 'Workout Deleted' },
  workoutCompleted: { title: 'Workout Completed' },
  completedWorkoutDeleted: { title: 'Completed Workout Deleted' },
  goalSaved: { title: 'Goal Saved' },
  goalUpdated: { title: 'Goal Updated', description: 'Your goal has been successfully updated' },
  goalDeleted: { title: 'Goal Deleted' },
  profileSaved: { title: 'Profile Saved' },
  profileUpdated: { title: 'Profile Updated', description: 'Your profile has been saved successfully.' },
  equipmentAdded: { title: 'Equipment Added' },
  workoutGenerated: { title: 'Workout Generated!' },
  workoutComplete: { title: 'Workout Complete!' },
  setComplete: { title: 'Set Complete!' },
  restComplete: { title: 'Rest Complete' },
  planSaved: { title: 'Plan Saved' },
  planUpdated: { title: 'Plan Updated' },
  planDeleted: { title: 'Plan Deleted' },
  planSelected: { title: 'Plan Selected' },
  strengthPlanGenerated: {
    title: 'Strength Plan Generated!',
    description: 'Your personalized training program has been created successfully.',
  },
  programGenerated: {
    title: 'Program Generated Successfully!',
    description: 'Your personalized training program has been created and saved.',
  },
} as const satisfies Record<string, ToastContent>;

export function errorToast(description: string, title: string = ERROR_TITLE): ToastContent {
  return { title, description, variant: 'destructive' };
}

/** 'Generation Failed' / 'Failed to generate strength plan: {reason}'. */
export function planGenerationFailed(reason: string): ToastContent {
  return errorToast(`${TOASTS.plans.generationFailedPrefix}: ${reason}`, TOASTS.plans.generationFailedTitle);
}

/** 'Processing Failed' / 'Failed to process equipment images: {reason}'. */
export function imageProcessingFailed(reason: string): ToastContent {
  return errorToast(
    `${TOASTS.scanner.processingFailedPrefix}: ${reason}`,
    TOASTS.scanner.processingFailedTitle,
  );
}

/** 'Equipment Analysis Complete!' / 'Identified n equipment items with p% confidence.'; confidence is 0-1. */
export function equipmentAnalysisComplete(itemCount: number, confidence: number): ToastContent {
  const percent = Math.round(confidence * 100);
  return {
    title: 'Equipment Analysis Complete!',
    description: `Identified ${itemCount} equipment items with ${percent}% confidence.`,
  };
}
