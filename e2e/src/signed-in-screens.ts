import type { Page } from 'playwright-core';
import { dayFromToday, mutateFromPage } from './test-data.ts';

/** Ids of the data the screens show, made through the app's own endpoints (`makeScreenData`). */
export interface ScreenData {
  workoutId: string;
  completedFromId: string;
  goalId: string;
  planId: string;
}

/**
 * A little of everything a signed-in athlete sees, made through the app's own endpoints from a signed-in page: a
 * workout for today, one done yesterday, an item of equipment, a goal and a generated strength plan.
 */
export async function makeScreenData(page: Page): Promise<ScreenData> {
  const call = <T>(procedure: string, input: unknown) => mutateFromPage<T>(page, procedure, input);
  const exercises = [
    { name: 'Bench Press', sets: 2, reps: '8-10', weight: '135' },
    { name: 'Dips', sets: 2, reps: '10' },
  ];
  const workoutId = (
    await call<{ workout: { id: string } }>('saveWorkout', {
      workout: { name: 'Push Day', date: dayFromToday(0), time: '18:00', exercises },
    })
  ).workout.id;
  const completedFromId = (
    await call<{ workout: { id: string } }>('saveWorkout', {
      workout: { name: 'Leg Day', date: dayFromToday(-1), exercises },
    })
  ).workout.id;
  await call('saveCompletedWorkout', {
    completedWorkout: {
      name: 'Leg Day',
      date: new Date().toISOString(),
      originalWorkoutId: completedFromId,
      duration: 1800,
      notes: 'Felt strong',
      actualExercises: [],
    },
  });
  await call('addUserEquipment', {
    equipment: [{ name: 'Home Rack', category: 'Free Weights', subcategory: 'Barbells' }],
  });
  const goalId = (
    await call<{ goal: { id: string } }>('saveGoal', {
      goalData: {
        title: 'Bench 225',
        targetValue: 225,
        currentValue: 185,
        unit: 'lbs',
        targetDate: dayFromToday(90),
      },
    })
  ).goal.id;
  const { strengthPlan: draft } = await call<{ strengthPlan: { planId: string } }>('saveStrengthPlan', {
    programData: { trainingDays: 3, preferredDays: ['Monday', 'Wednesday', 'Friday'] },
  });
  await call('generateStrengthPlan', { planId: draft.planId });
  return { workoutId, completedFromId, goalId, planId: draft.planId };
}

/** A signed-in screen: its name, its address, and what shows once it has loaded (a skeleton is not the screen). */
export type SignedInScreen = [name: string, path: string, ready: (page: Page) => Promise<void>];

/** Every signed-in route, showing the data `makeScreenData` made. */
export function signedInScreens(made: ScreenData): SignedInScreen[] {
  const heading = (name: string) => (p: Page) =>
    p.getByRole('heading', { name, exact: true }).first().waitFor();
  return [
    ['dashboard', '/dashboard', (p) => p.getByRole('group', { name: 'This Week' }).waitFor()],
    ['profile', '/profile', (p) => p.getByRole('button', { name: 'Save Profile' }).waitFor()],
    ['equipment', '/equipment', heading('Home Rack')],
    ['equipment add', '/equipment/add', (p) => p.getByLabel('Name', { exact: false }).first().waitFor()],
    ['equipment catalogue', '/equipment/catalogue', (p) => p.getByRole('main').locator('h1').waitFor()],
    ['goals', '/goals', heading('Bench 225')],
    ['goal form', '/goals/create', heading('Add New Goal')],
    ['goal edit', `/goals/edit/${made.goalId}`, heading('Edit Goal')],
    ['workouts', '/workouts', heading('My Workouts')],
    ['workout create', '/workouts/create', heading('Create New Workout')],
    ['schedule', '/schedule', heading('Schedule')],
    ['progress', '/progress', (p) => p.getByRole('main').locator('h1').waitFor()],
    ['exercises', '/exercises', (p) => p.getByRole('list', { name: 'Exercises found' }).waitFor()],
    ['exercise', '/exercises/bench-press', heading('You have not logged this exercise yet')],
    ['create-program wizard', '/create-program', heading('Start New Plan')],
    ['plan review', `/strength-plan-review?planId=${made.planId}`, heading('Plan Overview')],
    ['workout details', `/workouts/view/${made.completedFromId}`, heading('Leg Day')],
    ['live session', `/workouts/start/${made.workoutId}`, heading('Push Day')],
    ['equipment scanner', '/equipment-image-processor', (p) => p.getByRole('main').locator('h1').waitFor()],
  ];
}
