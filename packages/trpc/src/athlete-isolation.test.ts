import { testGeneratedPlan } from '@liftwise/db/testing';
import {
  type Coach,
  createBuiltInCoach,
  type EquipmentScanner,
  exportJsonChunks,
  type ProgramDataInput,
  photoUrl,
  type ScanRequest,
} from '@liftwise/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { calendarFeedDocument } from './calendar-feed-document.ts';
import type { SessionUser } from './context.ts';
import { appRouter } from './root.ts';
import { createTestHarness, importsOf, TEST_PNG } from './testing.ts';

/*
 * No request can read or change another athlete's data: for every procedure, Bea aims a call at Ada's things (her
 * ids, her client keys, her feed, her plan) and is refused or answered with her own data only; afterwards Ada's
 * data reads exactly as it did. The table is keyed by procedure name, so a procedure added without a case fails.
 */

/** Ada sets up on Monday; Bea and every case run on Tuesday, so an instant of Ada's in an answer gives her away. */
const ADA_TIME = new Date('2026-03-02T09:00:00.000Z');
const NOW = new Date('2026-03-03T10:00:00.000Z');
let clock = ADA_TIME;

/** Every name of Ada's starts so; Bea's never do (case-sensitive, so 'ada-garage' is no marker). */
const ADA = 'ADA-';
const ADA_KEY = crypto.randomUUID();
const ADA_BYTES = new Uint8Array([...TEST_PNG, 0xad, 0xad]);
const BEA_BYTES = new Uint8Array([...TEST_PNG, 0xbe, 0xbe]);
const APP = 'https://liftwise.example';

// The built-in coach answers; each request it is handed is kept, to see whose equipment it was given.
const builtIn = createBuiltInCoach();
const coachRequests: unknown[] = [];
/** Keeps each request the built-in coach is handed, then lets it answer. */
function kept<R, A, T>(answer: (request: R, allowance?: A) => T) {
  return (request: R, allowance?: A): T => {
    coachRequests.push(request);
    return answer(request, allowance);
  };
}
const coach: Coach = {
  generateWorkout: kept((request, allowance) => builtIn.generateWorkout(request, allowance)),
  suggestAlternatives: kept((request, allowance) => builtIn.suggestAlternatives(request, allowance)),
  generatePlan: kept((request, allowance) => builtIn.generatePlan(request, allowance)),
};
// The vision model is the edge of the world: this one keeps what it was sent and sees nothing new.
const scanRequests: ScanRequest[] = [];
const scanner: EquipmentScanner = {
  available: true,
  scan: async (request) => {
    scanRequests.push(request);
    return { equipment: [], confidence: 0.5, summary: 'Nothing new.' };
  },
};

let harness: Awaited<ReturnType<typeof createTestHarness>>;
type Caller = ReturnType<typeof harness.callerFor>;
let adaUser: SessionUser;
let beaUser: SessionUser;
let ada: Caller;
let bea: Caller;

const programData: ProgramDataInput = {
  primaryGoals: ['strength'],
  experienceLevel: 'intermediate',
  trainingDays: 2,
  preferredDays: ['Thursday', 'Monday'],
};
const exercises = (name: string) => [{ name, sets: 3, reps: '8' }];
function session(name: string, exercise: string, date: string, originalWorkoutId: string) {
  const set = { setNumber: 1, actualWeight: 40, weightUnit: 'kg' as const, actualReps: '8', completed: true };
  return {
    name,
    date,
    originalWorkoutId,
    duration: 1800,
    notes: '',
    actualExercises: [
      {
        id: `${name}-1`,
        name: exercise,
        plannedSets: 1,
        plannedReps: '8',
        plannedWeight: '40 kg',
        actualSets: [{ ...set, notes: '' }],
        notes: '',
      },
    ],
  };
}

/** Ada's things, by what the cases aim at. */
const of = {} as {
  garageId: string;
  homeId: string;
  itemId: string;
  itemUpdatedAt: string;
  goalId: string;
  goalUpdatedAt: string;
  upcomingId: string;
  upcomingUpdatedAt: string;
  doneId: string;
  seriesId: string;
  completedId: string;
  planId: string;
  feedToken: string;
  deviceId: string;
  exportText: string;
  bodyWeightId: string;
};
const ADA_PHOTOS = ['ada-photo-item', 'ada-photo-loose'];
/** Bea's own, for the calls that must work on hers while Ada's stays out. */
const hers = {} as { itemId: string; planId: string };
/** Strings only Ada's data contains: her ids, who she is, her names and her instants. */
let adaMarkers: string[] = [];

beforeAll(async () => {
  harness = await createTestHarness(() => clock, true, { coach, scanner });
  await adaOwnsOneOfEverything();
  clock = NOW;
  await beaHasHerOwn();
  of.exportText = await exportOf(adaUser);
  const document = JSON.parse(of.exportText) as Record<string, Record<string, unknown>[]>;
  const ids = [
    'locations',
    'equipment',
    'strengthPlans',
    'workouts',
    'completedWorkouts',
    'goals',
    'bodyWeights',
  ].flatMap((kind) => (document[kind] ?? []).map((row) => String(row.id ?? row.planId)));
  adaMarkers = [
    ...ids,
    ...ADA_PHOTOS,
    of.bodyWeightId,
    of.deviceId,
    adaUser.id,
    adaUser.email,
    ADA,
    ADA_TIME.toISOString(),
  ];
  before = await adasData();
}, 30_000);
afterAll(() => harness?.dispose());

async function adaOwnsOneOfEverything() {
  adaUser = await harness.signUp('Ada');
  ada = harness.callerFor(adaUser);
  await ada.saveProfile({ profileData: { sex: 'Female', birthYear: 1990, weightUnit: 'kg' } });
  const { locations } = await ada.getEquipmentLocations();
  of.homeId = locations.find((l) => l.name === 'Home')?.id ?? '';
  const { location: garage } = await ada.addEquipmentLocation({ name: `${ADA}Garage` });
  of.garageId = garage.id;
  await ada.setActiveEquipmentLocation({ locationId: garage.id });
  for (const id of ADA_PHOTOS) await harness.storePhoto(adaUser.id, id, ADA_TIME, ADA_BYTES);
  const { equipment } = await ada.addUserEquipment({
    clientKey: ADA_KEY,
    equipment: [
      {
        name: `${ADA}Kettlebell`,
        category: 'Free Weights',
        subcategory: 'Kettlebells',
        imageUrl: photoUrl('ada-photo-item'),
        locationIds: [garage.id],
      },
    ],
  });
  of.itemId = equipment[0]?.id ?? '';
  of.itemUpdatedAt = equipment[0]?.updatedAt ?? '';
  const { goal } = await ada.saveGoal({
    clientKey: ADA_KEY,
    goalData: {
      title: `${ADA}Squat 100`,
      type: 'strength',
      targetValue: 100,
      unit: 'kg',
      targetDate: '2026-12-31',
    },
  });
  of.goalId = goal.id;
  of.goalUpdatedAt = goal._metadata.updatedAt;
  const { workout: upcoming } = await ada.saveWorkout({
    clientKey: ADA_KEY,
    workout: { name: `${ADA}Upper`, date: '2026-03-05', exercises: exercises(`${ADA}Sled Push`) },
  });
  of.upcomingId = upcoming.id;
  of.upcomingUpdatedAt = upcoming.updatedAt;
  const { workout: done } = await ada.saveWorkout({
    workout: { name: `${ADA}Lower`, date: '2026-03-02', exercises: exercises(`${ADA}Sled Push`) },
  });
  of.doneId = done.id;
  const { workout: series } = await ada.saveWorkout({
    workout: {
      name: `${ADA}Daily`,
      date: '2026-03-02',
      time: '07:00',
      exercises: exercises(`${ADA}Sled Push`),
      recurrence: 'FREQ=DAILY;COUNT=10',
    },
  });
  of.seriesId = series.id;
  const { completedWorkout } = await ada.saveCompletedWorkout({
    clientKey: ADA_KEY,
    timeZone: 'UTC',
    completedWorkout: session(`${ADA}Lower`, `${ADA}Sled Push`, '2026-03-02T08:00:00.000Z', done.id),
  });
  of.completedId = completedWorkout.id;
  // A catalogue exercise by its plain name, so her exercise page has a history to keep from Bea.
  await ada.saveCompletedWorkout({
    timeZone: 'UTC',
    completedWorkout: session(`${ADA}Sled Day`, 'Prowler Push', '2026-03-01T08:00:00.000Z', done.id),
  });
  const { strengthPlan } = await ada.saveStrengthPlan({ programData });
  of.planId = strengthPlan.planId;
  await ada.updateStrengthPlan({
    planId: of.planId,
    updates: { generatedPlan: testGeneratedPlan(1, 2, `${ADA}Block`), status: 'generated' },
  });
  await ada.startStrengthPlan({ planId: of.planId, timeZone: 'UTC' });
  const { path } = await ada.createCalendarFeed({ timeZone: 'Europe/Paris' });
  of.feedToken = path.replace(/^\/calendar\//, '').replace(/\.ics$/, '');
  await ada.setReminderLeadTime({ leadTime: '1h' });
  const { device } = await ada.savePushSubscription(pushSubscription('ada', `${ADA}Phone`));
  of.deviceId = device.id;
  await ada.scheduleRestAlert({ endsAt: ADA_REST_ENDS, workoutId: of.upcomingId, next: adasNextSet });
  const { entry } = await ada.saveBodyWeight({
    entry: { date: '2026-03-02', weight: 61.5, unit: 'kg', note: `${ADA}morning` },
  });
  of.bodyWeightId = entry.id;
}

/** Ada's live session rests until ten minutes after she set up; her next set is marked as hers. */
const ADA_REST_ENDS = ADA_TIME.getTime() + 10 * 60 * 1000;
const adasNextSet = {
  setNumber: 2,
  setCount: 3,
  exerciseName: `${ADA}Sled Push`,
  reps: '10',
  unit: 'kg' as const,
};

/** A browser's push subscription; `who` makes its endpoint that athlete's own. */
function pushSubscription(who: string, label: string) {
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${who}-device`,
    keys: { p256dh: `B${'k'.repeat(86)}`, auth: 'a'.repeat(22) },
    label,
  };
}

async function beaHasHerOwn() {
  beaUser = await harness.signUp('Bea');
  bea = harness.callerFor(beaUser);
  await bea.saveProfile({ profileData: { weightUnit: 'lb' } });
  const { equipment: beaItems } = await bea.addUserEquipment({
    equipment: [{ name: 'Bea Bench', category: 'Benches', subcategory: 'Flat Benches' }],
  });
  hers.itemId = beaItems[0]?.id ?? '';
  await bea.saveGoal({
    goalData: {
      title: 'Bea Row 60',
      type: 'strength',
      targetValue: 60,
      unit: 'kg',
      targetDate: '2026-12-31',
    },
  });
  const { workout: row } = await bea.saveWorkout({
    workout: { name: 'Bea Row Day', date: '2026-03-03', exercises: exercises('Seated Row') },
  });
  await bea.saveWorkout({
    workout: { name: 'Bea Legs', date: '2026-03-05', exercises: exercises('Leg Press') },
  });
  await bea.saveCompletedWorkout({
    timeZone: 'UTC',
    completedWorkout: session('Bea Row Day', 'Seated Row', '2026-03-03T08:00:00.000Z', row.id),
  });
  const { strengthPlan: beaPlan } = await bea.saveStrengthPlan({ programData });
  hers.planId = beaPlan.planId;
  await bea.updateStrengthPlan({
    planId: hers.planId,
    updates: { generatedPlan: testGeneratedPlan(1, 1, 'Bea Block'), status: 'generated' },
  });
  await harness.storePhoto(beaUser.id, 'bea-photo', NOW, BEA_BYTES);
  await bea.createCalendarFeed({ timeZone: 'UTC' });
  await bea.setReminderLeadTime({ leadTime: '15m' });
  await bea.savePushSubscription(pushSubscription('bea', 'Bea Phone'));
}

/** The athlete's export as GET /export writes it. */
async function exportOf(user: SessionUser): Promise<string> {
  let text = '';
  const queries = harness.queries.dataTransfer;
  for await (const chunk of exportJsonChunks(NOW, await queries.profile(user.id), queries.pages(user.id)))
    text += chunk;
  return text;
}

/** Everything of Ada's a request could reach: her export, each read as she calls it, her feed, photos and keys. */
async function adasData() {
  const q = harness.queries;
  const feed = await calendarFeedDocument({ queries: q, token: of.feedToken, appUrl: APP, now: NOW });
  const reads = {
    profile: await ada.getProfile(),
    locations: await ada.getEquipmentLocations(),
    equipment: await ada.getUserEquipment(),
    goals: await ada.getGoals(),
    goal: await ada.getGoal({ goalId: of.goalId }),
    workouts: await ada.getWorkouts({ timeZone: 'UTC' }),
    schedule: await ada.getSchedule({ from: '2026-03-01', to: '2026-04-30' }),
    details: await ada.getWorkoutDetails({ workoutId: of.doneId }),
    workout: await ada.getWorkout({ workoutId: of.upcomingId }),
    series: await ada.getWorkout({ workoutId: of.seriesId }),
    completed: await ada.getCompletedWorkouts(),
    completedOne: await ada.getCompletedWorkout({ completedWorkoutId: of.completedId }),
    records: await ada.getPersonalRecords(),
    lastTime: await ada.getLastTime({ exerciseNames: [`${ADA}Sled Push`] }),
    plans: await ada.getAllStrengthPlans(),
    plan: await ada.getStrengthPlan({ planId: of.planId }),
    imageCount: await ada.getUserImageCount(),
    photos: await ada.getEquipmentPhotos(),
    analytics: await ada.getProgressAnalytics({ timeZone: 'UTC' }),
    exerciseHistory: await ada.getExerciseHistory({ exerciseId: 'sled-push', timeZone: 'UTC' }),
    feedStatus: await ada.getCalendarFeed(),
    pushDevices: await ada.getPushDevices(),
    bodyWeights: await ada.getBodyWeights({ from: '2026-03-01', to: '2026-03-31' }),
  };
  return {
    export: await exportOf(adaUser),
    reads: JSON.stringify(reads),
    feed: feed && new TextDecoder().decode(feed.body),
    photoBytes: await Promise.all(ADA_PHOTOS.map((id) => harness.photoStore.get(id))),
    clientKeys: JSON.stringify([
      await q.clientKeys.workout(adaUser.id, ADA_KEY),
      await q.clientKeys.goal(adaUser.id, ADA_KEY),
      await q.clientKeys.completedWorkout(adaUser.id, ADA_KEY),
      await q.clientKeys.equipmentIds(adaUser.id, ADA_KEY, 1),
    ]),
    restAlert: JSON.stringify((await q.restAlerts.pending()).filter((row) => row.userId === adaUser.id)),
  };
}
let before: Awaited<ReturnType<typeof adasData>>;

/** Which of Ada's markers an answer holds: none, for an answer to Bea. */
function adaIn(answer: unknown): string[] {
  const text = JSON.stringify(answer) ?? '';
  return adaMarkers.filter((marker) => text.includes(marker));
}

/** The same read as Ada finds her data (so the check can fail) and as Bea none of it. */
async function onlyHerOwn(read: (caller: Caller) => Promise<unknown>): Promise<void> {
  expect(adaIn(await read(ada))).not.toEqual([]);
  expect(adaIn(await read(bea))).toEqual([]);
}

/** What Bea's call to the coach handed it: her equipment, none of Ada's. */
async function coachSawOnlyHers(call: () => Promise<unknown>): Promise<void> {
  const seen = coachRequests.length;
  expect(adaIn(await call())).toEqual([]);
  const handed = coachRequests.slice(seen);
  expect(handed).toHaveLength(1);
  expect(adaIn(handed)).toEqual([]);
  expect(JSON.stringify(handed)).toContain('Bea Bench');
}

const refused = (code: 'NOT_FOUND' | 'BAD_REQUEST', call: Promise<unknown>) =>
  expect(call).rejects.toMatchObject({ code });

const beaItem = { name: 'Bea Bench', category: 'Benches', subcategory: 'Flat Benches' };
const beaWorkout = { name: 'Bea Extra', date: '2026-03-06', exercises: exercises('Seated Row') };
const beaGoal = {
  title: 'Bea Deadlift',
  type: 'strength' as const,
  targetValue: 80,
  unit: 'kg',
  targetDate: '2026-12-31',
};

/** For each procedure, Bea's calls aimed at Ada's things and what they must give. */
const cases: Record<keyof typeof appRouter._def.procedures, () => Promise<void>> = {
  getProfile: () => onlyHerOwn((c) => c.getProfile()),
  saveProfile: async () =>
    expect(adaIn(await bea.saveProfile({ profileData: { weightUnit: 'lb' } }))).toEqual([]),
  updateProfile: async () => expect(adaIn(await bea.updateProfile({ updates: { sex: null } }))).toEqual([]),
  // The catalogue is shared by everyone: none of an athlete's own items is in it.
  getDefaultEquipment: async () => expect(adaIn(await bea.getDefaultEquipment())).toEqual([]),
  initializeDefaultEquipment: async () => expect(adaIn(await bea.initializeDefaultEquipment())).toEqual([]),
  getEquipmentLocations: () => onlyHerOwn((c) => c.getEquipmentLocations()),
  // Ada's location name is not taken for Bea (names compare case-insensitively within one athlete's).
  addEquipmentLocation: async () =>
    expect(adaIn(await bea.addEquipmentLocation({ name: 'ada-garage' }))).toEqual([]),
  renameEquipmentLocation: () =>
    refused('NOT_FOUND', bea.renameEquipmentLocation({ locationId: of.garageId, name: 'Mine' })),
  setActiveEquipmentLocation: () =>
    refused('NOT_FOUND', bea.setActiveEquipmentLocation({ locationId: of.homeId })),
  getUserEquipment: () => onlyHerOwn((c) => c.getUserEquipment()),
  addUserEquipment: async () => {
    // Ada's key answers Bea's own new item, never Ada's.
    const added = await bea.addUserEquipment({ clientKey: ADA_KEY, equipment: [beaItem] });
    expect(adaIn(added)).toEqual([]);
    expect(added.equipment.map((item) => item.name)).toEqual(['Bea Bench']);
    await refused(
      'BAD_REQUEST',
      bea.addUserEquipment({ equipment: [{ ...beaItem, locationIds: [of.garageId] }] }),
    );
    const photo = photoUrl('ada-photo-loose');
    await refused('BAD_REQUEST', bea.addUserEquipment({ equipment: [{ ...beaItem, imageUrl: photo }] }));
  },
  updateUserEquipment: async () => {
    const equipment = beaItem;
    await refused('NOT_FOUND', bea.updateUserEquipment({ equipmentId: of.itemId, equipment }));
    // An edit begun on Ada's version is not found either: CONFLICT would say the item exists.
    const stale = { equipmentId: of.itemId, equipment, baseUpdatedAt: of.itemUpdatedAt };
    await refused('NOT_FOUND', bea.updateUserEquipment(stale));
    const intoAdas = { ...equipment, locationIds: [of.garageId] };
    await refused('BAD_REQUEST', bea.updateUserEquipment({ equipmentId: hers.itemId, equipment: intoAdas }));
    const withAdasPhoto = { ...equipment, imageUrl: photoUrl('ada-photo-loose') };
    await refused(
      'BAD_REQUEST',
      bea.updateUserEquipment({ equipmentId: hers.itemId, equipment: withAdasPhoto }),
    );
  },
  deleteUserEquipment: () => refused('NOT_FOUND', bea.deleteUserEquipment({ equipmentId: of.itemId })),
  getGoals: () => onlyHerOwn((c) => c.getGoals()),
  getGoal: async () => expect(await bea.getGoal({ goalId: of.goalId })).toBeNull(),
  saveGoal: async () => {
    const { goal } = await bea.saveGoal({ clientKey: ADA_KEY, goalData: beaGoal });
    expect([adaIn(goal), goal.title]).toEqual([[], 'Bea Deadlift']);
  },
  updateGoal: async () => {
    await refused('NOT_FOUND', bea.updateGoal({ goalId: of.goalId, goalData: beaGoal }));
    const stale = { goalId: of.goalId, goalData: beaGoal, baseUpdatedAt: of.goalUpdatedAt };
    await refused('NOT_FOUND', bea.updateGoal(stale));
  },
  deleteGoal: () => refused('NOT_FOUND', bea.deleteGoal({ goalId: of.goalId })),
  getWorkouts: () => onlyHerOwn((c) => c.getWorkouts({ timeZone: 'UTC' })),
  getSchedule: () => onlyHerOwn((c) => c.getSchedule({ from: '2026-03-01', to: '2026-04-30' })),
  getWorkoutDetails: async () => {
    const nothing = { workout: null, completion: null };
    for (const workoutId of [of.upcomingId, of.doneId, of.seriesId, of.completedId])
      expect(await bea.getWorkoutDetails({ workoutId })).toEqual(nothing);
  },
  getWorkout: async () => {
    for (const workoutId of [of.upcomingId, of.seriesId])
      expect(await bea.getWorkout({ workoutId })).toBeNull();
  },
  saveWorkout: async () => {
    const { workout } = await bea.saveWorkout({ clientKey: ADA_KEY, workout: beaWorkout });
    expect([adaIn(workout), workout.name]).toEqual([[], 'Bea Extra']);
  },
  updateWorkout: async () => {
    await refused('NOT_FOUND', bea.updateWorkout({ workoutId: of.upcomingId, workout: beaWorkout }));
    const stale = { workoutId: of.upcomingId, workout: beaWorkout, baseUpdatedAt: of.upcomingUpdatedAt };
    await refused('NOT_FOUND', bea.updateWorkout(stale));
    for (const scope of ['this', 'following', 'all'] as const) {
      const occurrence = { date: '2026-03-05', scope };
      await refused(
        'NOT_FOUND',
        bea.updateWorkout({ workoutId: of.seriesId, workout: beaWorkout, occurrence }),
      );
    }
  },
  deleteWorkout: async () => {
    await refused('NOT_FOUND', bea.deleteWorkout({ workoutId: of.upcomingId }));
    for (const scope of ['this', 'following', 'all'] as const)
      await refused(
        'NOT_FOUND',
        bea.deleteWorkout({ workoutId: of.seriesId, occurrence: { date: '2026-03-05', scope } }),
      );
  },
  getCompletedWorkouts: () => onlyHerOwn((c) => c.getCompletedWorkouts()),
  getPersonalRecords: () => onlyHerOwn((c) => c.getPersonalRecords()),
  getLastTime: () => onlyHerOwn((c) => c.getLastTime({ exerciseNames: [`${ADA}Sled Push`, 'Seated Row'] })),
  getCompletedWorkout: async () =>
    expect(await bea.getCompletedWorkout({ completedWorkoutId: of.completedId })).toBeNull(),
  saveCompletedWorkout: async () => {
    const onAdas = session('Bea Row Day', 'Seated Row', '2026-03-03T09:00:00.000Z', of.upcomingId);
    // Ada's key is no way to her stored session, and her plan is no plan of Bea's.
    await refused('NOT_FOUND', bea.saveCompletedWorkout({ completedWorkout: onAdas, clientKey: ADA_KEY }));
    const onSeries = { ...onAdas, originalWorkoutId: of.seriesId };
    await refused(
      'NOT_FOUND',
      bea.saveCompletedWorkout({ completedWorkout: onSeries, occurrenceDate: '2026-03-04' }),
    );
  },
  deleteCompletedWorkout: () =>
    refused('NOT_FOUND', bea.deleteCompletedWorkout({ completedWorkoutId: of.completedId })),
  // The browser's list of equipment is not read: Ada's item sent along is not planned with.
  generateWorkout: () =>
    coachSawOnlyHers(async () =>
      bea.generateWorkout({
        prompt: '30 min full body',
        userEquipment: (await ada.getUserEquipment()).equipment,
      }),
    ),
  generateAlternativeExercises: () =>
    coachSawOnlyHers(() =>
      bea.generateAlternativeExercises({ currentExercise: { name: 'Seated Row', reps: '8' } }),
    ),
  getAllStrengthPlans: () => onlyHerOwn((c) => c.getAllStrengthPlans()),
  saveStrengthPlan: async () => expect(adaIn(await bea.saveStrengthPlan({ programData }))).toEqual([]),
  getStrengthPlan: async () => expect(await bea.getStrengthPlan({ planId: of.planId })).toBeNull(),
  generateStrengthPlan: async () => {
    const seen = coachRequests.length;
    await refused('NOT_FOUND', bea.generateStrengthPlan({ planId: of.planId }));
    expect(coachRequests).toHaveLength(seen);
    await coachSawOnlyHers(() => bea.generateStrengthPlan({ planId: hers.planId }));
  },
  updateStrengthPlan: () =>
    refused('NOT_FOUND', bea.updateStrengthPlan({ planId: of.planId, updates: { status: 'draft' } })),
  deleteStrengthPlan: () => refused('NOT_FOUND', bea.deleteStrengthPlan({ planId: of.planId })),
  startStrengthPlan: async () => {
    await refused('NOT_FOUND', bea.startStrengthPlan({ planId: of.planId, timeZone: 'UTC' }));
    // Replacing "the previous plan" replaces Bea's, never Ada's active one and its workouts.
    const started = await bea.startStrengthPlan({
      planId: hers.planId,
      timeZone: 'UTC',
      replacePrevious: 'remove',
    });
    expect([adaIn(started), started.removedCount]).toEqual([[], 0]);
  },
  getUserImageCount: async () => expect(await bea.getUserImageCount()).toEqual({ count: 1 }),
  getEquipmentPhotos: () => onlyHerOwn((c) => c.getEquipmentPhotos()),
  deleteEquipmentPhoto: () => refused('NOT_FOUND', bea.deleteEquipmentPhoto({ photoId: 'ada-photo-loose' })),
  processEquipmentImages: async () => {
    const seen = scanRequests.length;
    expect(await bea.processEquipmentImages()).toMatchObject({ photoCount: 1 });
    const sent = scanRequests.slice(seen);
    expect(sent.flatMap((request) => request.photos.map((photo) => [...photo.bytes]))).toEqual([
      [...BEA_BYTES],
    ]);
    expect(adaIn(sent.map((request) => request.knownEquipment))).toEqual([]);
  },
  getProgressAnalytics: () => onlyHerOwn((c) => c.getProgressAnalytics({ timeZone: 'UTC' })),
  getExerciseHistory: () =>
    onlyHerOwn((c) => c.getExerciseHistory({ exerciseId: 'sled-push', timeZone: 'UTC', weightUnit: 'kg' })),
  getCalendarFeed: async () => {
    const status = await bea.getCalendarFeed();
    expect([adaIn(status), status.feed?.timeZone, status.reminderLead]).toEqual([[], 'UTC', '15m']);
  },
  // Creating, regenerating and revoking are Bea's feed only: Ada's URL still opens hers (checked at the end).
  createCalendarFeed: async () => {
    const { path } = await bea.createCalendarFeed({ timeZone: 'UTC' });
    const token = path.replace(/^\/calendar\//, '').replace(/\.ics$/, '');
    const feed = await calendarFeedDocument({ queries: harness.queries, token, appUrl: APP, now: NOW });
    const text = feed && new TextDecoder().decode(feed.body);
    expect([adaIn(text), text?.includes('Bea Legs')]).toEqual([[], true]);
  },
  revokeCalendarFeed: async () => {
    expect(await bea.revokeCalendarFeed()).toEqual({ revoked: true });
    await bea.createCalendarFeed({ timeZone: 'UTC' });
  },
  setReminderLeadTime: async () =>
    expect(await bea.setReminderLeadTime({ leadTime: '15m', timeZone: 'UTC' })).toEqual({
      reminderLead: '15m',
    }),
  getPushDevices: () => onlyHerOwn((c) => c.getPushDevices()),
  // Bea's own browser is hers to save; Ada's device stays Ada's (her endpoint is a secret only her browser knows).
  savePushSubscription: async () => {
    const { device } = await bea.savePushSubscription(pushSubscription('bea', 'Bea Phone'));
    expect([adaIn(device), device.label]).toEqual([[], 'Bea Phone']);
  },
  removePushDevice: () => refused('NOT_FOUND', bea.removePushDevice({ deviceId: of.deviceId })),
  sendTestNotification: async () => {
    const sent = harness.pushed.length;
    await refused('NOT_FOUND', bea.sendTestNotification({ deviceId: of.deviceId }));
    expect(harness.pushed).toHaveLength(sent);
  },
  // Bea's rest alert is hers: Ada's stays as it was, and the timer set is Bea's.
  scheduleRestAlert: async () => {
    const endsAt = NOW.getTime() + 90_000;
    await bea.scheduleRestAlert({ endsAt, workoutId: of.upcomingId, next: null });
    expect(harness.restAlertTimers.at(-1)).toEqual({ userId: beaUser.id, dueAt: endsAt });
  },
  cancelRestAlert: async () => {
    await bea.cancelRestAlert();
    expect(harness.restAlertTimers.at(-1)).toEqual({ userId: beaUser.id, dueAt: null });
  },
  getBodyWeights: () => onlyHerOwn((c) => c.getBodyWeights({ from: '2026-03-01', to: '2026-03-31' })),
  // The same day as Ada's is Bea's own day: her save adds her entry and leaves Ada's as it was.
  saveBodyWeight: async () => {
    const { entry } = await bea.saveBodyWeight({ entry: { date: '2026-03-02', weight: 150, unit: 'lb' } });
    expect([adaIn(entry), entry.weight, entry.id === of.bodyWeightId]).toEqual([[], 150, false]);
  },
  deleteBodyWeight: () => refused('NOT_FOUND', bea.deleteBodyWeight({ entryId: of.bodyWeightId })),
  // Ada's own export sent by Bea: nothing in it is "already there" for Bea, and what 'Replace' would delete is hers.
  previewImport: async () => {
    const preview = await importsOf(bea).previewImport({ text: of.exportText });
    // Locations match by name, and Bea has her own Home, Gym and Travel: only those count as already there.
    // Body weights match by day, and Bea logged her own on Ada's day: those count as already there too.
    const { locations: _sameNames, bodyWeights: _sameDays, ...kinds } = preview.counts;
    expect(Object.values(kinds).map((kind) => kind.existing)).toEqual([0, 0, 0, 0, 0]);
    expect(preview.stored).toEqual(await harness.queries.dataTransfer.counts(beaUser.id));
  },
  // Replacing everything with Ada's export: it deletes only the importer's, and the rows come in under new ids.
  // A third athlete imports, so Bea's data stays free of Ada's names for the other cases.
  importData: async () => {
    const cy = await harness.signUp('Cy');
    await importsOf(harness.callerFor(cy)).importData({ text: of.exportText, mode: 'replace' });
    const copy = await exportOf(cy);
    expect(copy).toContain(`${ADA}Kettlebell`);
    expect(adaIn(copy).filter((marker) => marker !== ADA && marker !== ADA_TIME.toISOString())).toEqual([]);
  },
};

// Enumerates the router itself, so a procedure added later without a case here fails with its name.
it('has a case for exactly the procedures of appRouter', () => {
  const procedures = Object.keys(appRouter._def.procedures);
  expect(procedures.filter((name) => !(name in cases))).toEqual([]);
  expect(Object.keys(cases).filter((name) => !procedures.includes(name))).toEqual([]);
});

it.each(Object.keys(cases))(
  "%s: Bea's call aimed at Ada's things is refused or answers Bea's own",
  async (name) => {
    await cases[name as keyof typeof cases]();
  },
);

it("leaves Ada's data exactly as it was", async () => {
  expect(await adasData()).toEqual(before);
});
