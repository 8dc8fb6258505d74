import { failInsertsOfWorkoutNamed, testGeneratedPlan } from '@liftwise/db/testing';
import {
  DATA_TRANSFER_MESSAGES,
  EQUIPMENT_SERVER_MESSAGES,
  type ExportDocument,
  exportJsonChunks,
  IMPORT_MAX_BYTES,
  IMPORT_WARNINGS,
  readImportFile,
  SERVER_MESSAGES,
} from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HEVY_KG_CSV,
  STRONG_APP_CSV,
  STRONG_SEMICOLON_CSV,
} from '../../../domain/src/test-support/import-files.ts';
import type { SessionUser } from '../context.ts';
import { createTestHarness, importsOf, uploadStream } from '../testing.ts';

let harness: Awaited<ReturnType<typeof createTestHarness>>;
const NOW = new Date('2026-03-03T10:00:00.000Z');
beforeAll(async () => {
  harness = await createTestHarness(() => NOW);
});
afterAll(() => harness.dispose());

/**
 * What the Data page sends for a file: a CSV read in the browser (Paris, kilograms) into a Liftwise document, the
 * export as it is, and the format the file was.
 */
function file(text: string) {
  const reading = readImportFile(text, { weightUnit: 'kg', timeZone: 'Europe/Paris', now: NOW });
  return {
    text: reading.format === 'liftwise' ? text : JSON.stringify(reading.document),
    sourceFormat: reading.format,
  };
}

async function athlete() {
  const user = await harness.signUp();
  return { user, caller: harness.callerFor(user) };
}

/** The athlete's export as GET /export writes it, read back as a document. */
async function exported(user: SessionUser): Promise<ExportDocument> {
  let text = '';
  const queries = harness.queries.dataTransfer;
  for await (const chunk of exportJsonChunks(NOW, await queries.profile(user.id), queries.pages(user.id)))
    text += chunk;
  return readImportFile(text, { weightUnit: 'kg', timeZone: 'UTC', now: NOW }).document;
}

/**
 * A document with its ids replaced by the order they first appear in (so links stay checkable: the same label
 * on both ends), its instants of writing dropped, and the sort of set-like lists fixed: "the same document apart
 * from ids and timestamps".
 */
function comparable(document: ExportDocument): unknown {
  const labels = new Map<string, string>();
  const label = (id: string) => {
    if (!labels.has(id)) labels.set(id, `#${labels.size + 1}`);
    return labels.get(id) as string;
  };
  const { exportedAt: _at, ...rest } = document;
  return {
    ...rest,
    locations: rest.locations.map(({ createdAt: _c, ...row }) => ({ ...row, id: label(row.id) })),
    equipment: rest.equipment.map(({ createdAt: _c, updatedAt: _u, ...row }) => ({
      ...row,
      id: label(row.id),
      locationIds: row.locationIds.map(label).sort(),
    })),
    strengthPlans: rest.strengthPlans.map(({ updatedAt: _u, ...row }) => ({
      ...row,
      planId: label(row.planId),
    })),
    workouts: rest.workouts.map(({ updatedAt: _u, ...row }) => ({
      ...row,
      id: label(row.id),
      ...(row.planId !== undefined && { planId: label(row.planId) }),
      ...(row.seriesId !== undefined && { seriesId: label(row.seriesId) }),
    })),
    completedWorkouts: rest.completedWorkouts.map(({ updatedAt: _u, ...row }) => ({
      ...row,
      id: label(row.id),
      originalWorkoutId: label(row.originalWorkoutId),
    })),
    goals: rest.goals.map(({ createdAt: _c, updatedAt: _u, ...row }) => ({ ...row, id: label(row.id) })),
  };
}

/** An athlete with some of everything: a profile, equipment at a location, a plan started, a session, a goal. */
async function athleteWithHistory() {
  const { user, caller } = await athlete();
  await caller.saveProfile({ profileData: { sex: 'Female', birthYear: 1990, weightUnit: 'kg' } });
  const { locations } = await caller.getEquipmentLocations();
  const home = locations.find((location) => location.name === 'Home');
  await caller.addUserEquipment({
    equipment: [
      {
        name: 'Olympic Barbell',
        category: 'Free Weights',
        subcategory: 'Barbells',
        locationIds: [home?.id as string],
        specifications: { weight: { value: 20, unit: 'kg' } },
      },
    ],
  });
  const { strengthPlan } = await caller.saveStrengthPlan({
    programData: {
      primaryGoals: ['strength'],
      experienceLevel: 'intermediate',
      trainingDays: 2,
      preferredDays: ['Monday', 'Thursday'],
    },
  });
  await caller.updateStrengthPlan({
    planId: strengthPlan.planId,
    updates: { generatedPlan: testGeneratedPlan(1, 2), status: 'generated' },
  });
  await caller.startStrengthPlan({ planId: strengthPlan.planId, timeZone: 'UTC' });
  // A repeating workout, one of its days moved on its own, and the reminder of the calendar feed.
  const monWedFri = {
    name: 'Mon/Wed/Fri',
    date: '2026-03-02',
    time: '07:00',
    recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=12',
    exercises: [{ name: 'Back Squat', reps: '5', weight: '100 kg' }],
  };
  const { workout: series } = await caller.saveWorkout({ workout: monWedFri });
  await caller.updateWorkout({
    workoutId: series.id,
    workout: { ...monWedFri, date: '2026-03-05', recurrence: undefined },
    occurrence: { date: '2026-03-04', scope: 'this' },
  });
  await caller.setReminderLeadTime({ leadTime: '1h' });
  const { workout } = await caller.saveWorkout({
    workout: {
      name: 'Push Day',
      date: '2026-03-02',
      exercises: [{ name: 'Bench Press', reps: '5', weight: '100 kg' }],
    },
  });
  await caller.saveCompletedWorkout({
    completedWorkout: {
      name: 'Push Day',
      date: '2026-03-02T09:00:00.000Z',
      originalWorkoutId: workout.id,
      actualExercises: [
        {
          id: workout.exercises[0]?.id as string,
          name: 'Bench Press',
          plannedSets: 3,
          plannedReps: '5',
          plannedWeight: '100 kg',
          actualSets: [
            {
              setNumber: 1,
              actualWeight: 100,
              weightUnit: 'kg',
              actualReps: '5',
              rpe: 8,
              completed: true,
              notes: '',
            },
          ],
          warmUpSets: [{ weight: 60, weightUnit: 'kg', reps: 5 }],
          notes: 'Felt good',
        },
      ],
      duration: 3000,
      notes: 'Morning',
    },
    timeZone: 'Europe/Paris',
  });
  await caller.saveGoal({
    goalData: {
      title: 'Bench 120',
      type: 'strength',
      targetValue: 120,
      currentValue: 100,
      unit: 'kg',
      targetDate: '2026-12-31',
    },
  });
  return { user, caller };
}

describe('body weight in an import', () => {
  const HEVY_MEASUREMENTS = [
    '"date","weight_kg","fat_percent","neck_cm","waist_cm"',
    '"1 Feb 2026, 07:00",80.2,,,',
    '"2 Feb 2026, 07:00",,,38,',
    '"3 Feb 2026, 07:05",79.6,14,,82',
  ].join('\n');
  const february = { from: '2026-02-01', to: '2026-02-28' };

  it("brings Hevy's measured weights, keeps a day already logged when merging, and replaces it all on replace", async () => {
    const { user, caller } = await athlete();
    await caller.saveBodyWeight({ entry: { date: '2026-02-01', weight: 176, unit: 'lb' } });
    const preview = await importsOf(caller).previewImport(file(HEVY_MEASUREMENTS));
    expect([preview.format, preview.counts.bodyWeights]).toEqual(['hevy', { added: 1, existing: 1 }]);
    await importsOf(caller).importData(file(HEVY_MEASUREMENTS));
    const merged = await caller.getBodyWeights(february);
    expect(merged.entries.map(({ date, weight, unit }) => [date, weight, unit])).toEqual([
      ['2026-02-03', 79.6, 'kg'],
      ['2026-02-01', 176, 'lb'],
    ]);
    // The export carries them, and importing it over everything brings the same days back.
    const document = await exported(user);
    expect(document.bodyWeights).toHaveLength(2);
    await caller.saveBodyWeight({ entry: { date: '2026-02-10', weight: 78, unit: 'kg' } });
    await importsOf(caller).importData({ text: JSON.stringify(document), mode: 'replace' });
    const replaced = await caller.getBodyWeights(february);
    expect(replaced.entries.map((entry) => entry.date)).toEqual(['2026-02-03', '2026-02-01']);
  });

  it('moves a weight-loss goal to the newest weight an import brings, and not for older days', async () => {
    const { user, caller } = await athlete();
    await caller.saveGoal({
      goalData: {
        title: 'Cut',
        type: 'weight_loss',
        targetValue: 160,
        currentValue: 180,
        unit: 'lbs',
        targetDate: '2026-12-31',
      },
    });
    const cut = async () => (await caller.getGoals()).goals.find((goal) => goal.title === 'Cut');
    await caller.saveBodyWeight({ entry: { date: '2026-02-02', weight: 176, unit: 'lb' } });
    expect(await cut()).toMatchObject({ currentValue: 176 });
    // Hevy's 1 Feb is older than the log's newest day; its 3 Feb is newer: 79.6 kg = 175.5 lbs.
    await importsOf(caller).importData(file(HEVY_MEASUREMENTS));
    expect(await cut()).toMatchObject({ currentValue: 175.5 });
    expect((await cut())?.progress).toBeCloseTo(100, 6);
    // A Liftwise file merged with a newer day moves it again; one with only older days leaves it.
    const document = await exported(user);
    const later = {
      ...document.bodyWeights[0],
      id: crypto.randomUUID(),
      date: '2026-02-20',
      weight: 170,
      unit: 'lb',
    };
    await importsOf(caller).importData({
      text: JSON.stringify({ ...document, goals: [], bodyWeights: [later] }),
    });
    expect(await cut()).toMatchObject({ currentValue: 170 });
    const older = { ...later, id: crypto.randomUUID(), date: '2026-01-20', weight: 190 };
    await importsOf(caller).importData({
      text: JSON.stringify({ ...document, goals: [], bodyWeights: [older] }),
    });
    expect(await cut()).toMatchObject({ currentValue: 170 });
  });
});

describe('previewImport', () => {
  it('says what a Strong file holds: its format, sessions new and already there, sets, unknown names', async () => {
    const { caller } = await athlete();
    const preview = await importsOf(caller).previewImport(file(STRONG_SEMICOLON_CSV));
    expect(preview).toMatchObject({
      format: 'strong',
      formatName: 'Strong (CSV)',
      sets: 7,
      unknownExerciseNames: ['Triceps Pushdown (Cable - Straight Bar)'],
      moreUnknownExerciseNames: 0,
    });
    expect(preview.counts.completedWorkouts).toEqual({ added: 2, existing: 0 });
    await importsOf(caller).importData(file(STRONG_SEMICOLON_CSV));
    const again = await importsOf(caller).previewImport(file(STRONG_SEMICOLON_CSV));
    expect(again.counts.completedWorkouts).toEqual({ added: 0, existing: 2 });
    expect(again.stored.completedWorkouts).toBe(2);
  });

  it('refuses what is not a Liftwise document (a CSV sent as it is, a bad entry) naming why, and writes nothing', async () => {
    const { caller } = await athlete();
    // A bad CSV never leaves the browser: reading it there names the line and column.
    const bad = STRONG_SEMICOLON_CSV.replace(';120;kg;5;', ';12o;kg;5;');
    expect(() => file(bad)).toThrow('Line 6, column "Weight": "12o" is not a number');
    await expect(
      importsOf(caller).previewImport({ text: STRONG_SEMICOLON_CSV, sourceFormat: 'strong' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: DATA_TRANSFER_MESSAGES.notLiftwise });
    const sent = file(STRONG_SEMICOLON_CSV);
    const broken = JSON.parse(sent.text);
    broken.completedWorkouts[0].duration = -5;
    await expect(
      importsOf(caller).importData({ ...sent, text: JSON.stringify(broken) }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('completedWorkouts.0.duration'),
    });
    expect((await caller.getCompletedWorkouts()).completedWorkouts).toEqual([]);
  });

  it("refuses an item whose photo is another site's address, as addUserEquipment does, and keeps nothing of it", async () => {
    const owner = await athleteWithHistory();
    const document = await exported(owner.user);
    const { caller } = await athlete();
    for (const imageUrl of ['https://tracker.example/p.gif?u=x', 'javascript:alert(1)', '//evil.example/x']) {
      const text = JSON.stringify({
        ...document,
        equipment: document.equipment.map((item) => ({ ...item, imageUrl })),
      });
      const expected = {
        code: 'BAD_REQUEST',
        message: `equipment.0.imageUrl: ${EQUIPMENT_SERVER_MESSAGES.imageUrlInvalid}`,
      };
      await expect(importsOf(caller).previewImport({ text, sourceFormat: 'liftwise' })).rejects.toMatchObject(
        expected,
      );
      await expect(importsOf(caller).importData({ text, sourceFormat: 'liftwise' })).rejects.toMatchObject(
        expected,
      );
      // The save refuses the same address with the same words: one check serves both.
      await expect(
        caller.addUserEquipment({
          equipment: [{ name: 'Bar', category: 'Free Weights', subcategory: 'Barbells', imageUrl }],
        }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining(EQUIPMENT_SERVER_MESSAGES.imageUrlInvalid),
      });
    }
    expect((await caller.getUserEquipment()).equipment).toEqual([]);
  });

  it('never serves or exports an address an earlier import stored, so the page loads no other site', async () => {
    const { user, caller } = await athleteWithHistory();
    // As an import before this check stored it.
    await harness.db.$client.execute({
      sql: "UPDATE user_equipment SET image_url = 'https://tracker.example/p.gif?u=x' WHERE user_id = ?",
      args: [user.id],
    });
    const { equipment } = await caller.getUserEquipment();
    expect(equipment.map((item) => item.imageUrl)).toEqual(['']);
    expect((await exported(user)).equipment.map((item) => item.imageUrl)).toEqual(['']);
  });

  it("takes an item showing one of the source account's photos, without the photo (not the caller's)", async () => {
    const owner = await athleteWithHistory();
    const document = await exported(owner.user);
    const text = JSON.stringify({
      ...document,
      equipment: document.equipment.map((item) => ({ ...item, imageUrl: '/photos/their-photo-1' })),
    });
    const { caller } = await athlete();
    await importsOf(caller).importData({ text, sourceFormat: 'liftwise' });
    const { equipment } = await caller.getUserEquipment();
    expect(equipment.map((item) => [item.name, item.imageUrl])).toEqual([['Olympic Barbell', '']]);
  });

  it('bounds its input: an upload, its options line, the file size and the formats it names', async () => {
    const { caller } = await athlete();
    // The file inside a JSON body would be parsed in one go: only an upload is taken.
    const asJson = { text: file(HEVY_KG_CSV).text, sourceFormat: 'hevy' } as unknown as Blob;
    await expect(caller.previewImport(asJson)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(DATA_TRANSFER_MESSAGES.notAnUpload),
    });
    await expect(caller.importData(uploadStream(new Blob([file(HEVY_KG_CSV).text])))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: DATA_TRANSFER_MESSAGES.noOptions,
    });
    await expect(
      importsOf(caller).previewImport({
        text: 'x'.repeat(IMPORT_MAX_BYTES + 2048),
        sourceFormat: 'liftwise',
      }),
    ).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: DATA_TRANSFER_MESSAGES.tooLarge(25) });
    await expect(
      importsOf(caller).previewImport({ text: 'x'.repeat(IMPORT_MAX_BYTES + 1), sourceFormat: 'liftwise' }),
    ).rejects.toThrow(DATA_TRANSFER_MESSAGES.tooLarge(25));
    await expect(
      importsOf(caller).previewImport({ ...file(HEVY_KG_CSV), sourceFormat: 'fitbod' as 'hevy' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(DATA_TRANSFER_MESSAGES.badOptions('')),
    });
  });
});

describe("a Strong export as the app writes it today ('38min', '1h 5min', '1h')", () => {
  it('previews and imports every session, with its duration, sets and notes', async () => {
    const { caller } = await athlete();
    const preview = await importsOf(caller).previewImport(file(STRONG_APP_CSV));
    expect(preview).toMatchObject({
      format: 'strong',
      sets: 10,
      unknownExerciseNames: ['Running (Treadmill)'],
    });
    expect(preview.counts.completedWorkouts).toEqual({ added: 3, existing: 0 });
    expect(preview.counts.workouts).toEqual({ added: 3, existing: 0 });

    const result = await importsOf(caller).importData(file(STRONG_APP_CSV));
    expect(result.counts.completedWorkouts).toEqual({ added: 3, existing: 0 });
    const { completedWorkouts } = await caller.getCompletedWorkouts();
    expect(completedWorkouts.map((session) => [session.name, session.duration, session.notes])).toEqual([
      ['Pull', 3600, 'Belt on the top set'],
      ['Leg Day', 3900, ''],
      ['Evening Workout', 2280, 'Gym was busy'],
    ]);
    const bench = completedWorkouts[2]?.actualExercises[0];
    expect(bench?.name).toBe('Bench Press');
    expect(bench?.warmUpSets).toEqual([{ weight: 40, weightUnit: 'kg', reps: 10 }]);
    expect(bench?.actualSets.map((set) => [set.actualWeight, set.actualReps, set.rpe])).toEqual([
      [80, '8', 7.5],
      [82.5, '6', 9],
    ]);
    expect((await importsOf(caller).previewImport(file(STRONG_APP_CSV))).counts.completedWorkouts).toEqual({
      added: 0,
      existing: 3,
    });
  });

  it("imports the rest of the file when a session's duration or a set's weight cannot be read, naming each by line", async () => {
    const { caller } = await athlete();
    const damaged = STRONG_APP_CSV.replaceAll(',1h 5min,', ',a while,').replace(',1,80.0,8,', ',1,-50,8,');
    const reading = readImportFile(damaged, { weightUnit: 'kg', timeZone: 'Europe/Paris', now: NOW });
    expect(reading.warnings.shown).toEqual([
      IMPORT_WARNINGS.belowZero(3, 'Weight', '-50'),
      IMPORT_WARNINGS.notADuration(7, 'Duration', 'a while'),
    ]);
    await importsOf(caller).importData(file(damaged));
    const { completedWorkouts } = await caller.getCompletedWorkouts();
    expect(completedWorkouts.map((session) => [session.name, session.duration])).toEqual([
      ['Pull', 3600],
      ['Leg Day', 0],
      ['Evening Workout', 2280],
    ]);
    expect(completedWorkouts[2]?.actualExercises[0]?.actualSets[0]).toMatchObject({ actualReps: '8' });
    expect(completedWorkouts[2]?.actualExercises[0]?.actualSets[0]?.actualWeight).toBeUndefined();
  });

  it('names the line of a broken character or an impossible year before the server would name a path', async () => {
    const { caller } = await athlete();
    expect(() => file(STRONG_APP_CSV.replace('"Pull Up"', '"Pull Up \uD800"'))).toThrow(
      DATA_TRANSFER_MESSAGES.brokenCharacter(6, 'Exercise Name'),
    );
    expect(() => file(STRONG_APP_CSV.replaceAll('2024-09-06 17:30:02', '0000-09-06 17:30:02'))).toThrow(
      DATA_TRANSFER_MESSAGES.dateOutOfRange(11, 'Date', '0000-09-06 17:30:02', 1900, 2200),
    );
    expect((await caller.getCompletedWorkouts()).completedWorkouts).toEqual([]);
  });
});

describe('importData', () => {
  it('brings history the athlete sees: the streak on the dashboard and the lifts’ trend in Progress', async () => {
    const { caller } = await athlete();
    // Strong's semicolon layout: a bench press session on each of the three days before NOW (3 March 2026).
    const header =
      'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration';
    const rows = ['2026-02-28', '2026-03-01', '2026-03-02'].flatMap((day, index) =>
      [1, 2].map(
        (set) =>
          `${day} 07:30:00;"Push";"Bench Press (Barbell)";${set};${100 + index * 2.5};kg;5;8;;;0;"";"";1h 5m`,
      ),
    );
    await importsOf(caller).importData(file([header, ...rows].join('\n')));

    const { stats } = await caller.getWorkouts({ timeZone: 'Europe/Paris' });
    expect(stats.streakDays).toBe(3);
    const progress = await caller.getProgressAnalytics({ timeZone: 'Europe/Paris', weightUnit: 'kg' });
    expect(progress.totals.sessions).toBe(3);
    const bench = progress.exercises.find((exercise) => exercise.name === 'Bench Press');
    expect(bench?.sessions).toBe(3);
    expect(bench?.best?.weight).toBe(105);
    expect(bench?.trend.length).toBeGreaterThan(0);
  });

  it('turns each Strong session into a completed workout, in Recently Completed and the schedule', async () => {
    const { caller } = await athlete();
    const result = await importsOf(caller).importData(file(STRONG_SEMICOLON_CSV));
    expect(result.counts.completedWorkouts).toEqual({ added: 2, existing: 0 });
    const { completedWorkouts } = await caller.getCompletedWorkouts();
    expect(completedWorkouts.map((session) => [session.name, session.date])).toEqual([
      ['Legs', '2024-03-06T17:02:40.000Z'],
      ['Push Day', '2024-03-04T06:31:12.000Z'],
    ]);
    const { workouts } = await caller.getSchedule({
      timeZone: 'Europe/Paris',
      from: '2024-03-01',
      to: '2024-03-31',
    });
    expect(workouts.map((workout) => [workout.date, workout.time, workout.name, workout.status])).toEqual([
      ['2024-03-04', '07:31', 'Push Day', 'completed'],
      ['2024-03-06', '18:02', 'Legs', 'completed'],
    ]);
  });

  it('is idempotent: the same file twice, or an overlapping one, adds only what is new', async () => {
    const { caller } = await athlete();
    const lines = HEVY_KG_CSV.trimEnd().split('\n');
    const firstSessionOnly = lines.slice(0, -1).join('\n');
    await importsOf(caller).importData(file(firstSessionOnly));
    const second = await importsOf(caller).importData(file(HEVY_KG_CSV));
    expect(second.counts.completedWorkouts).toEqual({ added: 1, existing: 1 });
    const third = await importsOf(caller).importData(file(HEVY_KG_CSV));
    expect(third.counts.completedWorkouts).toEqual({ added: 0, existing: 2 });
    expect((await caller.getCompletedWorkouts()).completedWorkouts).toHaveLength(2);
  });

  it('replace-all deletes what the athlete had before importing', async () => {
    const { caller } = await athleteWithHistory();
    await importsOf(caller).importData({ ...file(HEVY_KG_CSV), mode: 'replace' });
    expect((await caller.getCompletedWorkouts()).completedWorkouts.map((session) => session.name)).toEqual([
      'Evening Run',
      'Morning Push',
    ]);
    expect((await caller.getGoals()).goals).toEqual([]);
    expect(await caller.getAllStrengthPlans()).toEqual([]);
  });

  it('writes all or nothing: a failure part-way leaves the account as it was', async () => {
    const source = await athleteWithHistory();
    const document = await exported(source.user);
    const { caller } = await athlete();
    const restore = await failInsertsOfWorkoutNamed(harness.db, 'Push Day');
    try {
      await expect(importsOf(caller).importData(file(JSON.stringify(document)))).rejects.toThrow();
    } finally {
      await restore();
    }
    expect((await caller.getCompletedWorkouts()).completedWorkouts).toEqual([]);
    expect((await caller.getGoals()).goals).toEqual([]);
    expect(await caller.getAllStrengthPlans()).toEqual([]);
  });

  it("imports another athlete's export as the caller's own data, leaving theirs untouched", async () => {
    const owner = await athleteWithHistory();
    const before = await exported(owner.user);
    const { user, caller } = await athlete();
    await importsOf(caller).importData(file(JSON.stringify(before)));
    const copy = await exported(user);
    expect(copy.completedWorkouts).toHaveLength(1);
    const ownerIds = new Set(before.completedWorkouts.map((session) => session.id));
    expect(copy.completedWorkouts.every((session) => !ownerIds.has(session.id))).toBe(true);
    expect(await exported(owner.user)).toEqual(before);
    // The owner still sees only their own, once.
    expect((await owner.caller.getCompletedWorkouts()).completedWorkouts).toHaveLength(1);
  });

  it('round trip: export, import into a new account, export gives the same document apart from ids and timestamps', async () => {
    const source = await athleteWithHistory();
    const original = await exported(source.user);
    expect(original.workouts.some((workout) => workout.planId !== undefined)).toBe(true);
    expect(original.workouts.some((workout) => workout.exceptions?.includes('2026-03-04'))).toBe(true);
    expect(original.workouts.some((workout) => workout.seriesId !== undefined)).toBe(true);
    expect(original.profile.reminderLead).toBe('1h');
    const { user, caller } = await athlete();
    await importsOf(caller).importData(file(JSON.stringify(original)));
    expect(comparable(await exported(user))).toEqual(comparable(original));
    // And once more adds nothing.
    const again = await importsOf(caller).importData(file(JSON.stringify(original)));
    expect(Object.values(again.counts).every((count) => count.added === 0)).toBe(true);
  });

  it('is rate-limited like other costly calls', async () => {
    const limited = await createTestHarness(() => NOW, undefined, { allowDataTransfer: async () => false });
    try {
      const caller = limited.callerFor(await limited.signUp());
      await expect(importsOf(caller).importData(file(HEVY_KG_CSV))).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: SERVER_MESSAGES.rateLimited,
      });
      await expect(importsOf(caller).previewImport(file(HEVY_KG_CSV))).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
      });
    } finally {
      limited.dispose();
    }
  });
});

describe('a large import beside other athletes', () => {
  /** What the Data page sends for a Strong history of `sessions` sessions of 25 sets (~2 KB of JSON each). */
  function largeHistory(sessions: number) {
    const lines = [
      'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration',
    ];
    for (let session = 0; session < sessions; session++) {
      const date = new Date(Date.UTC(2000, 0, 1, 7, 30) + session * 86_400_000)
        .toISOString()
        .slice(0, 19)
        .replace('T', ' ');
      for (let set = 0; set < 25; set++)
        lines.push(
          `${date};"Session ${session % 4}";"Squat (Barbell)";${set + 1};100;kg;5;8;;;0;"";"";1h 5m`,
        );
    }
    return file(`${lines.join('\n')}\n`);
  }

  it("answers another athlete's request while it reads and plans the file, not after", async () => {
    const importer = await athlete();
    const other = await athlete();
    const sent = largeHistory(3000);
    expect(sent.text.length).toBeGreaterThan(5 * 1024 * 1024);
    const finished: string[] = [];
    const preview = importsOf(importer.caller)
      .previewImport(sent)
      .then((answer) => {
        finished.push('preview');
        return answer;
      });
    // Asked once the preview is under way: before, the file was read in one go and this waited for all of it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await other.caller.getProfile();
    finished.push('other athlete');
    expect((await preview).counts.completedWorkouts).toEqual({ added: 3000, existing: 0 });
    expect(finished).toEqual(['other athlete', 'preview']);
    // 30 s: reading 75,000 CSV rows into the document sent, then previewing it, took 5-12 s on a loaded 2-core box.
  }, 30_000);
});
