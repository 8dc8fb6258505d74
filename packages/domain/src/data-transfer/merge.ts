import { normaliseSingleLine } from '../schemas/normalise.ts';
import type {
  ExportBodyWeight,
  ExportCompletedWorkout,
  ExportDocument,
  ExportEquipment,
  ExportGoal,
  ExportKind,
  ExportLocation,
  ExportStrengthPlan,
  ExportWorkout,
} from './document.ts';
import { EXPORT_KINDS } from './document.ts';
import { IMPORT_ROWS_PER_STEP } from './limits.ts';
import { importKey, sessionKey } from './session-key.ts';
import { runToEnd, type Steps } from './steps.ts';

/**
 * What makes two rows the same thing, whichever account or app they came from, for "already there":
 * a location by its name, an item by its name and category, a workout by its day, time and name, a completed
 * session by its start and name, a goal by its title, type and date, a plan by when it was created.
 */
const key = (text: string) => normaliseSingleLine(text).trim().toLowerCase();
export const ROW_IDENTITY = {
  locations: (row: Pick<ExportLocation, 'name'>) => importKey('location', key(row.name)),
  equipment: (row: Pick<ExportEquipment, 'name' | 'category' | 'subcategory'>) =>
    importKey('equipment', key(row.name), key(row.category), key(row.subcategory)),
  workouts: (row: Pick<ExportWorkout, 'date' | 'time' | 'name'>) =>
    importKey('workout', row.date, row.time ?? '', key(row.name)),
  completedWorkouts: (row: Pick<ExportCompletedWorkout, 'date' | 'name'>) => sessionKey(row),
  goals: (row: Pick<ExportGoal, 'title' | 'type' | 'targetDate'>) =>
    importKey('goal', key(row.title), row.type, row.targetDate),
  strengthPlans: (row: Pick<ExportStrengthPlan, 'createdAt'>) => importKey('plan', row.createdAt),
  // One entry per day: a day the athlete has logged keeps its stored weight.
  bodyWeights: (row: Pick<ExportBodyWeight, 'date'>) => importKey('body-weight', row.date),
} as const;

/** The athlete's rows already stored, per kind: each row's identity and its id. */
export type ExistingRows = Record<ExportKind, ReadonlyMap<string, string>>;

export type ImportMode = 'merge' | 'replace';

/** Rows to write, with the ids of the athlete's account and their links rewritten to those ids. */
export interface ImportPlan {
  locations: (ExportLocation & { key: string })[];
  equipment: (ExportEquipment & { key: string })[];
  strengthPlans: (ExportStrengthPlan & { key: string })[];
  workouts: (ExportWorkout & { key: string })[];
  completedWorkouts: (ExportCompletedWorkout & { key: string })[];
  goals: (ExportGoal & { key: string })[];
  bodyWeights: (ExportBodyWeight & { key: string })[];
  /** Per kind: how many rows of the file are new, and how many are already there (or twice in the file). */
  counts: Record<ExportKind, { added: number; existing: number }>;
}

/** `rows.map(each)`, pausing every IMPORT_ROWS_PER_STEP rows. */
function* mapInSteps<T, R>(rows: readonly T[], each: (row: T) => R): Steps<R[]> {
  const mapped: R[] = [];
  for (const [index, row] of rows.entries()) {
    mapped.push(each(row));
    if (index % IMPORT_ROWS_PER_STEP === IMPORT_ROWS_PER_STEP - 1) yield;
  }
  return mapped;
}

function rowId(kind: ExportKind, row: { id?: string; planId?: string }): string {
  return kind === 'strengthPlans' ? (row.planId as string) : (row.id as string);
}

/**
 * Which rows of a document an import writes, and as what (pure: the ids come from `newId`). A row whose identity
 * the athlete already has, or that the file holds twice, is not written again; a link to it points at the stored
 * row. A link to nothing in the file or the account (a completed workout run from a workout not exported) is kept
 * as written. In 'replace' mode the athlete's rows are gone first, so nothing counts as already there.
 */
export function planImport(
  document: ExportDocument,
  stored: ExistingRows,
  mode: ImportMode,
  newId: () => string,
): ImportPlan {
  return runToEnd(planImportSteps(document, stored, mode, newId));
}

/** `planImport` in steps of IMPORT_ROWS_PER_STEP rows, for a server to pause between. */
export function* planImportSteps(
  document: ExportDocument,
  stored: ExistingRows,
  mode: ImportMode,
  newId: () => string,
): Steps<ImportPlan> {
  const ids = new Map<string, string>();
  const counts = Object.fromEntries(
    EXPORT_KINDS.map((kind) => [kind, { added: 0, existing: 0 }]),
  ) as ImportPlan['counts'];

  function* take<T extends object>(
    kind: ExportKind,
    rows: readonly T[],
    identity: (row: T) => string,
  ): Steps<(T & { key: string; newId: string })[]> {
    const existing = mode === 'replace' ? new Map<string, string>() : new Map(stored[kind]);
    const kept: (T & { key: string; newId: string })[] = [];
    for (const [index, row] of rows.entries()) {
      if (index % IMPORT_ROWS_PER_STEP === IMPORT_ROWS_PER_STEP - 1) yield;
      const rowKey = identity(row);
      const sourceId = rowId(kind, row as { id?: string; planId?: string });
      const found = existing.get(rowKey);
      if (found !== undefined) {
        ids.set(`${kind}:${sourceId}`, found);
        counts[kind].existing += 1;
        continue;
      }
      const id = newId();
      existing.set(rowKey, id);
      ids.set(`${kind}:${sourceId}`, id);
      counts[kind].added += 1;
      kept.push({ ...row, key: rowKey, newId: id });
    }
    return kept;
  }
  const link = (kind: ExportKind, id: string) => ids.get(`${kind}:${id}`);

  const locations = yield* take('locations', document.locations, ROW_IDENTITY.locations);
  const equipment = yield* take('equipment', document.equipment, ROW_IDENTITY.equipment);
  const strengthPlans = yield* take('strengthPlans', document.strengthPlans, ROW_IDENTITY.strengthPlans);
  const workouts = yield* take('workouts', document.workouts, ROW_IDENTITY.workouts);
  const completedWorkouts = yield* take(
    'completedWorkouts',
    document.completedWorkouts,
    ROW_IDENTITY.completedWorkouts,
  );
  const goals = yield* take('goals', document.goals, ROW_IDENTITY.goals);
  const bodyWeights = yield* take('bodyWeights', document.bodyWeights, ROW_IDENTITY.bodyWeights);

  return {
    locations: locations.map(({ newId: id, ...row }) => ({ ...row, id })),
    equipment: equipment.map(({ newId: id, ...row }) => ({
      ...row,
      id,
      locationIds: [...new Set(row.locationIds.map((location) => link('locations', location) ?? location))],
    })),
    strengthPlans: strengthPlans.map(({ newId: id, ...row }) => ({ ...row, planId: id })),
    workouts: yield* mapInSteps(workouts, ({ newId: id, planId, seriesId, ...row }) => {
      const plan = planId === undefined ? undefined : link('strengthPlans', planId);
      // An occurrence changed on its own names its repeating workout, imported beside it.
      const series = seriesId === undefined ? undefined : link('workouts', seriesId);
      return {
        ...row,
        id,
        ...(plan !== undefined && { planId: plan }),
        ...(series !== undefined && { seriesId: series }),
      };
    }),
    completedWorkouts: yield* mapInSteps(completedWorkouts, ({ newId: id, ...row }) => ({
      ...row,
      id,
      originalWorkoutId: link('workouts', row.originalWorkoutId) ?? row.originalWorkoutId,
    })),
    goals: goals.map(({ newId: id, ...row }) => ({ ...row, id })),
    bodyWeights: bodyWeights.map(({ newId: id, ...row }) => ({ ...row, id })),
    counts,
  };
}
