/**
 * The athlete `pnpm bench:web` and `pnpm profile:web` measure: signed in through the local identity provider the way
 * the e2e suite signs in, with a little data saved through the API, so that both scripts measure the same pages.
 */
import type { launchBrowser, launchBrowserOnPort } from '../../../e2e/src/browser.ts';
import { signInThroughPopup } from '../../../e2e/src/sign-in.ts';
import { dayFromToday, mutateFromPage } from '../../../e2e/src/test-data.ts';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;
type BrowserContext = Awaited<ReturnType<typeof launchBrowserOnPort>>;
type Page = Awaited<ReturnType<BrowserContext['newPage']>>;
export type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

export interface SignedInAthlete {
  /** The session cookie, for a fresh browser or context to be signed in as this athlete. */
  cookies: Cookies;
  /** Today's planned workout, whose live session (`/workouts/start/{id}`) is measured. */
  todayWorkoutId: string;
  /** A saved id for each parameter of the app's routes (`$workoutId`, `$goalId`, `$equipmentId`), by name. */
  routeParams: Record<string, string>;
}

/** A route of `appRouteLoads` (`/goals/edit/$goalId`) as an address of this athlete's; undefined for an unknown parameter. */
export function athletePath(route: string, routeParams: Record<string, string>): string | undefined {
  let known = true;
  const path = route.replace(/\$(\w+)/g, (_, name: string) => {
    const id = routeParams[name];
    if (id === undefined) known = false;
    return id ?? '';
  });
  return known ? path : undefined;
}

/**
 * Signs a new athlete in on `appUrl` in a context of its own (closed afterwards), and saves a little data, as a new
 * athlete has after a week: a workout today and one in two days, one finished session two days ago, a goal and an
 * item of equipment.
 */
export async function signedInAthlete(
  open: Browser | BrowserContext,
  appUrl: string,
  displayName = 'Bench',
): Promise<SignedInAthlete> {
  const context = 'newContext' in open ? await open.newContext() : open;
  try {
    const page = await context.newPage();
    await page.goto(appUrl);
    await signInThroughPopup(page, { email: `${displayName.toLowerCase()}@example.test`, displayName });
    await page.getByText(`Welcome back, ${displayName}!`).waitFor();
    const { todayWorkoutId, goalId, equipmentId } = await seedLittleData(page);
    return {
      cookies: await context.cookies(),
      todayWorkoutId,
      routeParams: { workoutId: todayWorkoutId, goalId, equipmentId },
    };
  } finally {
    await context.close();
  }
}

async function seedLittleData(
  page: Page,
): Promise<{ todayWorkoutId: string; goalId: string; equipmentId: string }> {
  const exercises = [
    { name: 'Bench Press', sets: 3, reps: '8', weight: '135' },
    { name: 'Barbell Row', sets: 3, reps: '8', weight: '115' },
  ];
  const { workout: today } = await mutateFromPage<{ workout: { id: string } }>(page, 'saveWorkout', {
    workout: { name: 'Push Day', date: dayFromToday(0), exercises },
  });
  await mutateFromPage(page, 'saveWorkout', {
    workout: { name: 'Leg Day', date: dayFromToday(2), exercises },
  });
  const ended = new Date(Date.now() - 2 * 86_400_000);
  const { workout: done } = await mutateFromPage<{ workout: { id: string } }>(page, 'saveWorkout', {
    workout: { name: 'Pull Day', date: ended.toISOString().slice(0, 10), exercises },
  });
  await mutateFromPage(page, 'saveCompletedWorkout', {
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    completedWorkout: {
      name: 'Pull Day',
      date: ended.toISOString(),
      originalWorkoutId: done.id,
      duration: 45 * 60,
      notes: '',
      actualExercises: [
        {
          id: 'row',
          name: 'Barbell Row',
          plannedSets: 3,
          plannedReps: '8',
          plannedWeight: '115',
          notes: '',
          actualSets: [1, 2, 3].map((setNumber) => ({
            setNumber,
            actualWeight: 115,
            actualReps: '8',
            completed: true,
            notes: '',
          })),
        },
      ],
    },
  });
  const { goal } = await mutateFromPage<{ goal: { id: string } }>(page, 'saveGoal', {
    goalData: {
      title: 'Bench 225',
      type: 'strength',
      targetValue: 225,
      unit: 'lbs',
      targetDate: dayFromToday(90),
    },
  });
  const { equipment } = await mutateFromPage<{ equipment: { id: string }[] }>(page, 'addUserEquipment', {
    equipment: [{ name: 'Garage Rack', category: 'Racks', subcategory: 'Squat Racks' }],
  });
  const equipmentId = equipment[0]?.id;
  if (!equipmentId) throw new Error('addUserEquipment answered no item');
  return { todayWorkoutId: today.id, goalId: goal.id, equipmentId };
}
