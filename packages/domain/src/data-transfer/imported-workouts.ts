import { LIMITS } from '../constants/limits.ts';
import { calendarDateInZone } from '../dates/time-zone.ts';
import { timeOfDayInZone } from '../dates/zoned-time.ts';
import { findExercise } from '../exercises/search.ts';
import { normaliseMultiLine, normaliseSingleLine } from '../schemas/normalise.ts';
import { convertWeight, type Weight, type WeightUnit } from '../units/weight.ts';
import {
  type ActualExercise,
  type CompletedSet,
  MAX_RPE,
  MAX_WARM_UP_SETS,
  MIN_RPE,
  type WarmUpSet,
} from '../workouts/completed-schema.ts';
import { DEFAULT_WORKOUT_DIFFICULTY } from '../workouts/options.ts';
import { normaliseSupersets, SUPERSET_LABEL_MAX } from '../workouts/supersets.ts';
import type { ExportCompletedWorkout, ExportWorkout } from './document.ts';
import { ImportFileError } from './import-error.ts';
import { importKey, sessionKey } from './session-key.ts';
import { DATA_TRANSFER_MESSAGES, IMPORT_NOTES } from './text.ts';

/** The kinds of set the apps tell apart: a warm-up, a work set, a set to failure, a drop set. */
export type ImportedSetKind = 'normal' | 'warmup' | 'failure' | 'dropset';

export type DistanceUnit = 'km' | 'mi' | 'm';

/** One set row of another app's CSV, read into its values (units still the file's). */
export interface ImportedSet {
  line: number;
  exerciseName: string;
  kind: ImportedSetKind;
  weight?: Weight | undefined;
  reps?: number | undefined;
  rpe?: number | undefined;
  distance?: { value: number; unit: DistanceUnit } | undefined;
  seconds?: number | undefined;
  notes: string;
  exerciseNotes: string;
  /** Hevy's superset id: the exercises sharing one were done as a superset. */
  superset?: string | undefined;
}

/** One session of another app's CSV: its rows share a start and a name. */
export interface ImportedWorkout {
  start: Date;
  name: string;
  durationSeconds: number;
  notes: string;
  sets: ImportedSet[];
}

/** A number rounded to two decimals (a converted weight: 100 kg reads 220.46 lb). */
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** Seconds as a clock reads them: '45', '12:30', '1:02:03'. */
function clock(seconds: number): string {
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** What a cardio row did ('5 km in 25:00', '2:00'), or '' for a lift. */
function cardioNote(set: ImportedSet): string {
  const distance =
    set.distance && set.distance.value > 0
      ? IMPORT_NOTES.distance(set.distance.value, set.distance.unit)
      : '';
  const time = set.seconds !== undefined && set.seconds > 0 ? clock(set.seconds) : '';
  return distance && time ? IMPORT_NOTES.distanceInTime(distance, time) : distance || time;
}

const KIND_NOTES: Readonly<Record<ImportedSetKind, string>> = {
  normal: '',
  warmup: IMPORT_NOTES.warmUp,
  failure: IMPORT_NOTES.failure,
  dropset: IMPORT_NOTES.dropSet,
};

/** Notes joined as one line of the set's notes, within the stored bound. */
function joinNotes(parts: readonly string[], max: number): string {
  return normaliseMultiLine(parts.filter((part) => part !== '').join(' · ')).slice(0, max);
}

/** An RPE as the set stores it (1 to 10 in halves); a value outside the scale is dropped rather than guessed. */
function storedRpe(rpe: number | undefined): number | undefined {
  if (rpe === undefined) return undefined;
  const half = Math.round(rpe * 2) / 2;
  return half >= MIN_RPE && half <= MAX_RPE ? half : undefined;
}

/** The catalogue's name for an exercise written another app's way, or the name as written when it has none. */
export function catalogueName(name: string): string {
  return findExercise(name)?.name ?? name;
}

/** A warm-up the set can be kept as (a weight and reps), in the athlete's unit. */
function warmUp(set: ImportedSet, unit: WeightUnit): WarmUpSet | undefined {
  if (!set.weight || set.reps === undefined || set.reps < 1 || set.reps > 100 || !Number.isInteger(set.reps))
    return undefined;
  return { weight: twoDecimals(convertWeight(set.weight, unit).value), weightUnit: unit, reps: set.reps };
}

function completedSet(set: ImportedSet, setNumber: number, unit: WeightUnit): CompletedSet {
  const rpe = storedRpe(set.rpe);
  return {
    setNumber,
    ...(set.weight && { actualWeight: twoDecimals(convertWeight(set.weight, unit).value), weightUnit: unit }),
    actualReps: set.reps === undefined ? '' : String(set.reps),
    ...(rpe !== undefined && { rpe }),
    completed: true,
    notes: joinNotes([KIND_NOTES[set.kind], cardioNote(set), set.notes], LIMITS.text),
  };
}

/** One exercise of a session from its rows, in the order the file lists them. */
function exercise(
  name: string,
  sets: readonly ImportedSet[],
  index: number,
  unit: WeightUnit,
): ActualExercise {
  const first = sets[0] as ImportedSet;
  if (sets.length > LIMITS.setsPerExercise)
    throw new ImportFileError(
      DATA_TRANSFER_MESSAGES.tooManySets(
        (sets[LIMITS.setsPerExercise] as ImportedSet).line,
        LIMITS.setsPerExercise,
      ),
    );
  const warmUpSets: WarmUpSet[] = [];
  const actualSets: CompletedSet[] = [];
  for (const set of sets) {
    const kept =
      set.kind === 'warmup' && warmUpSets.length < MAX_WARM_UP_SETS ? warmUp(set, unit) : undefined;
    if (kept) warmUpSets.push(kept);
    else actualSets.push(completedSet(set, actualSets.length + 1, unit));
  }
  return {
    id: `imported-${index + 1}`,
    name: normaliseSingleLine(catalogueName(name)).slice(0, LIMITS.name),
    plannedSets: actualSets.length,
    plannedReps: '',
    plannedWeight: '',
    actualSets,
    ...(warmUpSets.length > 0 && { warmUpSets }),
    notes: joinNotes([...new Set(sets.map((set) => set.exerciseNotes))], LIMITS.text),
    // The app's own grouping, relabelled once the session's exercises are in order (normaliseSupersets).
    ...(first.superset && { superset: first.superset.slice(0, SUPERSET_LABEL_MAX) }),
  };
}

/** What a planned exercise's reps read for an imported one: its first set's reps, else what the set did. */
function plannedReps(exercise: ActualExercise): string {
  const first = exercise.actualSets[0];
  const reps = first?.actualReps || first?.notes || String(exercise.warmUpSets?.[0]?.reps ?? 1);
  return reps.slice(0, LIMITS.reps);
}

/**
 * A session of another app as the athlete's own would be stored: a completed workout in the athlete's unit, its
 * sets grouped by exercise in the order first met, each exercise named as the catalogue names it (an unknown name
 * kept as written); and the planned workout it completed, on its day and time, so the schedule shows the session
 * as it shows one run in Liftwise. Ids are import keys: an import gives them ids of the account.
 */
export function importedWorkout(
  session: ImportedWorkout,
  unit: WeightUnit,
  timeZone: string,
): { workout: ExportWorkout; completed: ExportCompletedWorkout } {
  const byName = new Map<string, ImportedSet[]>();
  for (const set of session.sets) {
    const sets = byName.get(set.exerciseName);
    if (sets) sets.push(set);
    else byName.set(set.exerciseName, [set]);
  }
  if (byName.size > LIMITS.exercisesPerWorkout) {
    const line = [...byName.values()][LIMITS.exercisesPerWorkout]?.[0]?.line ?? 0;
    throw new ImportFileError(DATA_TRANSFER_MESSAGES.tooManyExercises(line, LIMITS.exercisesPerWorkout));
  }
  const date = session.start.toISOString();
  const name = normaliseSingleLine(session.name).slice(0, LIMITS.name);
  const key = sessionKey({ date, name });
  const workoutId = importKey('planned', key);
  const day = calendarDateInZone(session.start, timeZone);
  const duration = Math.min(Math.max(Math.round(session.durationSeconds), 0), LIMITS.durationSeconds);
  // Exercises sharing the app's superset id next to each other are a superset here; one alone is not.
  const actualExercises = normaliseSupersets(
    [...byName].map(([exerciseName, sets], index) => exercise(exerciseName, sets, index, unit)),
  );
  return {
    workout: {
      id: workoutId,
      name,
      date: day,
      time: timeOfDayInZone(session.start, timeZone),
      duration: Math.min(Math.max(1, Math.round(duration / 60)), LIMITS.durationMinutes),
      exercises: actualExercises.map((done) => ({
        id: done.id,
        name: done.name,
        sets: Math.min(Math.max(1, done.actualSets.length), LIMITS.setsPerExercise),
        reps: plannedReps(done),
        ...(done.superset !== undefined && { superset: done.superset }),
      })),
      status: 'completed',
      difficulty: DEFAULT_WORKOUT_DIFFICULTY,
      updatedAt: date,
    },
    completed: {
      id: key,
      name,
      date,
      originalWorkoutId: workoutId,
      actualExercises,
      duration,
      notes: normaliseMultiLine(session.notes).slice(0, LIMITS.longText),
      updatedAt: date,
      day,
    },
  };
}

/** Rows grouped into sessions by a key of the row (Strong: date and name; Hevy: title and start), in file order. */
export function groupWorkouts<R>(rows: readonly R[], keyOf: (row: R) => string): R[][] {
  const groups = new Map<string, R[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
}
