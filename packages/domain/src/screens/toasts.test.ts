import { describe, expect, it } from 'vitest';
import { errorToast } from '../errors/toast-content.ts';
import { RECURRENCE_MESSAGES } from '../recurrence/text.ts';
import { PLAN_MESSAGES } from '../strength-plans/text.ts';
import { WORKOUT_MESSAGES } from '../workouts/text.ts';
import { FAILURE_MESSAGES, failureToast } from './failures.ts';
import { SUCCESS_TOASTS, TOASTS } from './toasts.ts';

describe('toast catalogue (spec §8)', () => {
  it('quotes the workout, completed, equipment, goal and profile messages', () => {
    expect(TOASTS.workouts.loadFailed).toBe('Failed to load workouts. Please try again later.');
    expect(TOASTS.workouts.loadOneFailed).toBe('Failed to load workout. Please try again later.');
    expect(TOASTS.completed.deleteFailed).toBe('Failed to delete completed workout. Please try again.');
    expect(TOASTS.equipment.categoriesFailed).toBe(
      'Failed to load equipment categories. Please try again later.',
    );
    expect(TOASTS.goals.fetchFailed).toBe('Failed to fetch goals. Please try again.');
    expect(TOASTS.goals.requiredFields).toBe('Please fill in all required fields.');
    expect(TOASTS.profile.saveFailed).toBe('Failed to save profile. Please try again.');
    expect(TOASTS.profile.invalidBirthYear).toBe('Please enter a valid birth year');
    expect(TOASTS.session.finishFailed).toBe('Failed to save workout completion.');
    expect(TOASTS.ai.noAlternatives).toBe('No alternatives found for this exercise.');
    expect(TOASTS.review.missingInfo).toBe('Missing user or plan information.');
    expect(TOASTS.wizard.planNotFound).toBe(
      'The requested plan could not be found. Starting with a new plan.',
    );
  });
  it('every failure message is a quoted sentence', () => {
    for (const message of Object.values(FAILURE_MESSAGES)) expect(message).toMatch(/^Failed to .+\.$/);
  });
  it('success toasts carry the quoted titles and descriptions', () => {
    expect(SUCCESS_TOASTS.profileUpdated).toEqual({
      title: 'Profile Updated',
      description: 'Your profile has been saved successfully.',
    });
    expect(SUCCESS_TOASTS.goalUpdated).toEqual({
      title: 'Goal Updated',
      description: 'Your goal has been successfully updated',
    });
    expect(SUCCESS_TOASTS.programGenerated.description).toBe(
      'Your personalized training program has been created and saved.',
    );
    expect(SUCCESS_TOASTS.setComplete.title).toBe('Set Complete!');
    expect(SUCCESS_TOASTS.workoutComplete.title).toBe('Workout Complete!');
  });
});

describe('failure toast lookup (spec §5, §8)', () => {
  it('titles destructive toasts Error', () => {
    expect(failureToast('getWorkouts')).toEqual(
      errorToast('Failed to load workouts. Please try again later.'),
    );
    expect(failureToast('getWorkouts').title).toBe('Error');
    expect(failureToast('deleteStrengthPlan').description).toBe(
      'Failed to delete strength plan. Please try again.',
    );
  });
  it('profile saves show the server message if present', () => {
    expect(failureToast('saveProfile', { message: 'Quota' }).description).toBe('Quota');
    expect(failureToast('updateProfile', { message: ' ' }).description).toBe(
      'Failed to update profile. Please try again.',
    );
    expect(failureToast('saveWorkout', { message: 'Quota' }).description).toBe(
      'Failed to save workout. Please try again.',
    );
  });
  it("unauthenticated goal calls read 'User not authenticated'", () => {
    expect(failureToast('getGoals', { code: 'unauthenticated' }).description).toBe('User not authenticated');
    expect(failureToast('getGoals', { code: 'internal' }).description).toBe(
      'Failed to fetch goals. Please try again.',
    );
    expect(failureToast('getGoal', { code: 'unauthenticated' }).description).toBe('User not authenticated');
    expect(failureToast('getGoal').description).toBe('Failed to fetch goals. Please try again.');
    expect(failureToast('deleteGoal').description).toBe('Failed to delete goal. Please try again.');
  });
  it('the plan calls read the spec’s §8 messages; Start Plan reads the review’s', () => {
    expect(failureToast('getAllStrengthPlans').description).toBe(
      'Failed to fetch strength plans. Please try again.',
    );
    expect(failureToast('saveStrengthPlan').description).toBe(
      'Failed to save strength plan. Please try again.',
    );
    expect(failureToast('getStrengthPlan').description).toBe(
      'Failed to get strength plan. Please try again.',
    );
    expect(failureToast('updateStrengthPlan').description).toBe(
      'Failed to update strength plan. Please try again.',
    );
    expect(failureToast('deleteStrengthPlan').description).toBe(
      'Failed to delete strength plan. Please try again.',
    );
    expect(failureToast('startStrengthPlan')).toEqual({
      title: 'Error',
      description: 'Failed to start plan. Please try again.',
      variant: 'destructive',
    });
  });
  it('the equipment calls the spec lacks have their own messages and success toasts', () => {
    expect(failureToast('updateUserEquipment').description).toBe(
      'Failed to update equipment. Please try again.',
    );
    expect(failureToast('deleteUserEquipment').description).toBe(
      'Failed to delete equipment. Please try again.',
    );
    expect(failureToast('initializeDefaultEquipment').description).toBe(
      'Failed to load equipment categories. Please try again later.',
    );
    expect(SUCCESS_TOASTS.equipmentUpdated).toEqual({ title: 'Equipment Updated' });
    expect(SUCCESS_TOASTS.equipmentDeleted).toEqual({ title: 'Equipment Deleted' });
  });
  it('plan generation and image processing carry their reason', () => {
    expect(failureToast('generateStrengthPlan', { message: 'boom' }).description).toBe(
      'Failed to generate strength plan: boom',
    );
    expect(failureToast('generateStrengthPlan').description).toBe(
      'Failed to generate strength plan: Failed to generate strength plan',
    );
    expect(failureToast('processEquipmentImages').title).toBe('Processing Failed');
  });
});

describe('a conflict', () => {
  it("shows the server's reason: the save was made on a version changed on another device", () => {
    const reason = WORKOUT_MESSAGES.changedElsewhere;
    expect(failureToast('updateWorkout', { code: 'aborted', message: reason })).toEqual(errorToast(reason));
    // Any other refusal of that save keeps the spec's text.
    expect(failureToast('updateWorkout', { code: 'not-found', message: 'Workout not found' })).toEqual(
      errorToast(FAILURE_MESSAGES.updateWorkout),
    );
  });
});

describe('a refusal the athlete can act on', () => {
  it('shows why a repeating workout was not saved: too many kept, and what to do', () => {
    const reason = RECURRENCE_MESSAGES.tooManySeries;
    for (const operation of ['saveWorkout', 'updateWorkout'] as const)
      expect(failureToast(operation, { code: 'invalid-argument', message: reason })).toEqual(
        errorToast(reason),
      );
    // Another refused input keeps the spec's text.
    expect(failureToast('saveWorkout', { code: 'invalid-argument', message: 'Invalid input' })).toEqual(
      errorToast(FAILURE_MESSAGES.saveWorkout),
    );
  });

  it('shows why a workout, a session or a plan was not saved: as many kept as an athlete may', () => {
    const refusals = [
      ['saveWorkout', WORKOUT_MESSAGES.tooManyWorkouts],
      ['startStrengthPlan', WORKOUT_MESSAGES.tooManyWorkouts],
      ['saveCompletedWorkout', WORKOUT_MESSAGES.tooManyCompletedWorkouts],
      ['saveStrengthPlan', PLAN_MESSAGES.tooManyPlans],
    ] as const;
    for (const [operation, reason] of refusals) {
      expect(reason).toMatch(/^You can keep at most [\d,]+ [a-z ]+\. Delete one you no longer need/);
      expect(failureToast(operation, { code: 'invalid-argument', message: reason })).toEqual(
        errorToast(reason),
      );
    }
  });
});
