import { describe, expect, it } from 'vitest';
import { SCREEN_TEXT } from './screen-text.ts';
import { SERVER_MESSAGES } from './server-messages.ts';

/** Collects every string leaf with its path, so the whole catalogue can be checked at once. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
  }
  return [];
}

describe('screen texts match the spec verbatim (spec §1, §2)', () => {
  it('landing, 404 and router error (spec §1, §2)', () => {
    expect(SCREEN_TEXT.landing.heroTitle).toBe('STRENGTH UNLEASHED');
    expect(SCREEN_TEXT.landing.footerLinks).toEqual({
      privacyPolicy: '/privacy-policy.html',
      termsOfUse: '/terms-of-use.html',
      cookiePolicy: '/cookie-policy.html',
    });
    expect(SCREEN_TEXT.landing.copyrightYear).toBe(2024);
    expect(SCREEN_TEXT.notFound).toEqual({
      title: 'Oops! Page not found',
      returnHome: 'Return to Home',
      returnHomeTo: '/',
    });
    expect(SCREEN_TEXT.routerError.title).toBe('Unexpected Application Error!');
  });
  it('workout details not-found texts (spec §2 Workout details)', () => {
    expect(SCREEN_TEXT.workoutDetails.notFoundTitle).toBe('Workout Not Found');
    expect(SCREEN_TEXT.workoutDetails.notFoundDescription).toBe(
      "The workout you're looking for doesn't exist or has been deleted.",
    );
  });
  it("equipment list 'Loading equipment...' and the 'category • subcategory' line (spec §2)", () => {
    expect(SCREEN_TEXT.equipmentList.loading).toBe('Loading equipment...');
    expect(SCREEN_TEXT.equipmentList.categoryLine('Free Weights', 'Barbells')).toBe(
      'Free Weights • Barbells',
    );
    expect(SCREEN_TEXT.addEquipment.nameRequired).toBe('Equipment name is required');
  });
  it('goal screens: titles, fields, placeholder and not-found texts (spec §2 Goals)', () => {
    expect(SCREEN_TEXT.goals.listTitle).toBe('Manage Goals');
    expect(SCREEN_TEXT.goals.createTitle).toBe('Add New Goal');
    expect(SCREEN_TEXT.goals.editTitle).toBe('Edit Goal');
    expect(SCREEN_TEXT.goals.notFoundTitle).toBe('Goal Not Found');
    expect(SCREEN_TEXT.goals.notFoundDescription).toBe("The goal you're trying to edit could not be found.");
    expect(SCREEN_TEXT.goals.unitPlaceholder).toBe('lbs, minutes, reps');
    expect(SCREEN_TEXT.goals.fields.targetValue).toBe('Target Value *');
    expect(SCREEN_TEXT.goals.backToGoals).toBe('Back to Goals');
  });
  it('wizard chooser, progress and buttons (spec §2 Program wizard, §4)', () => {
    expect(SCREEN_TEXT.wizard.noPreviousPlans).toBe('No Previous Plans');
    expect(SCREEN_TEXT.wizard.untitledPlan).toBe('Untitled Plan');
    expect(SCREEN_TEXT.wizard.noDescription).toBe('No description available');
    expect(SCREEN_TEXT.wizard.existingPlanLoaded).toBe('Existing Plan Loaded');
    expect(SCREEN_TEXT.wizard.loadingPlan).toBe('Loading Plan...');
    expect(SCREEN_TEXT.wizard.generate).toBe('Generate My Program');
    expect(SCREEN_TEXT.wizard.generating).toBe('Generating Program...');
    expect(SCREEN_TEXT.wizard.stepOf(3)).toBe('Step 3 of 8');
    expect(SCREEN_TEXT.wizard.goalLimitHint).toBe(
      'Maximum of 2 goals selected. Uncheck a goal to select another.',
    );
  });
  it('plan review header and cards (spec §2 Plan review)', () => {
    expect(SCREEN_TEXT.planReview).toMatchObject({
      loading: 'Loading Plan...',
      overviewTitle: 'Plan Overview',
      scheduleTitle: 'Workout Schedule',
      backToProgramCreation: 'Back to Program Creation',
      startPlan: 'Start Plan',
    });
    expect(SCREEN_TEXT.planReview.week(2)).toBe('Week 2');
  });
  it("profile texts, 'Age: n years old' (spec §2 Profile)", () => {
    expect(SCREEN_TEXT.profile.notSet).toBe('Not set');
    expect(SCREEN_TEXT.profile.age(34)).toBe('Age: 34 years old');
    expect(SCREEN_TEXT.profile.saveProfile).toBe('Save Profile');
    expect(SCREEN_TEXT.profile.saving).toBe('Saving...');
    expect(SCREEN_TEXT.profile.incompleteHint).toBe('Please complete your profile for a better experience');
  });
  it('image processor texts with the count line (spec §2)', () => {
    expect(SCREEN_TEXT.imageProcessor.signedOut).toBe('Please sign in to use the equipment image processor.');
    expect(SCREEN_TEXT.imageProcessor.processButton).toBe('Process Equipment Images');
    expect(SCREEN_TEXT.imageProcessor.countLine(1)).toBe('1 equipment image(s) uploaded');
    expect(SCREEN_TEXT.imageProcessor.countLine(0, 'Acme')).toBe(
      'No equipment images uploaded yet. Use the Acme app to upload images of your equipment.',
    );
    expect(SCREEN_TEXT.imageProcessor.countLine(0)).toContain('Use the Liftwise app');
  });
  it('dashboard stat cards and action labels (spec §2 Dashboard, §9)', () => {
    expect(SCREEN_TEXT.dashboard.greeting(undefined)).toBe('Welcome back, Athlete!');
    expect(SCREEN_TEXT.dashboard.thisWeek(2)).toBe('2 of 5');
    expect(SCREEN_TEXT.dashboard.streakDays(4)).toBe('4 days');
    expect(SCREEN_TEXT.dashboard.streakDays(1)).toBe('1 day');
    expect(SCREEN_TEXT.dashboard.actions.noScheduledWorkouts).toBe('No Scheduled Workouts');
    expect(SCREEN_TEXT.dashboard.missingBirthYear).toBe('Birth Year');
  });
  it('workout list, form, session and schedule labels (spec §2)', () => {
    expect(SCREEN_TEXT.workoutList.title).toBe('My Workouts');
    expect(SCREEN_TEXT.workoutList.moreExercises(2)).toBe('+2 more');
    expect(SCREEN_TEXT.workoutForm.copyTitle).toBe('Copy Workout');
    expect(SCREEN_TEXT.liveSession.restComplete).toBe('Rest Complete');
    expect(SCREEN_TEXT.liveSession.finishWorkout).toBe('Finish Workout');
    expect(SCREEN_TEXT.schedule.moreDots(3)).toBe('+3');
    expect(SCREEN_TEXT.navigation.aiEquipmentScanner).toBe('AI Equipment Scanner');
  });
  it("server replies 'Profile not found' and 'Strength plan not found' (spec §7)", () => {
    expect(SERVER_MESSAGES).toEqual({
      profileNotFound: 'Profile not found',
      strengthPlanNotFound: 'Strength plan not found',
      notAuthenticated: 'User not authenticated',
      rateLimited: 'Too many requests. Please wait a moment and try again.',
      // Ours: the spec maps 503 to 'unavailable' but quotes no words.
      unavailable:
        'Liftwise is unavailable right now. Nothing you saved is lost; please try again in a moment.',
    });
  });
  it('every text is non-blank with no surrounding spaces (spec §2)', () => {
    const all = leaves(SCREEN_TEXT);
    expect(all.length).toBeGreaterThan(100);
    for (const [path, text] of all) {
      expect(text.trim(), path).toBe(text);
      expect(text.length, path).toBeGreaterThan(0);
    }
  });
});
