import * as z from 'zod/mini';
import { exportBodyWeightSchema } from '../body-weight/schema.ts';
import { reminderLeadSchema } from '../calendar-feed/reminder-lead.ts';
import { itemImageUrlSchema } from '../equipment/item-photo.ts';
import { MAX_EQUIPMENT_LOCATIONS } from '../equipment/limits.ts';
import { equipmentLocationSchema } from '../equipment/locations.ts';
import { equipmentSchema } from '../equipment/schema.ts';
import { goalSchema } from '../goals/schema.ts';
import { MIN_BIRTH_YEAR } from '../profile/options.ts';
import { sexSchema, weightUnitSchema } from '../profile/schema.ts';
import { calendarDateSchema, idSchema, instantSchema, list, wholeNumber } from '../schemas/common.ts';
import { strengthPlanSchema } from '../strength-plans/schema.ts';
import { completedWorkoutSchema } from '../workouts/completed-schema.ts';
import { workoutSchema } from '../workouts/schema.ts';
import { EXPORT_MAX } from './limits.ts';

/**
 * The export document (docs/data-format.md): everything an athlete owns, as the domain's own shapes plus
 * the links between them. Ids are the source account's, kept so the links survive (a workout's `planId`, a
 * completed workout's `originalWorkoutId`, an item's `locationIds`); an import gives every row a new id of its own
 * account and rewrites the links to them. Version 1; a change that an older reader would misread is version 2.
 */
export const EXPORT_FORMAT = 'liftwise-export';
export const EXPORT_VERSION = 1;

/** The athlete's own settings; the name and email belong to their sign-in, not to the data. */
export const exportProfileSchema = z.object({
  sex: z.optional(sexSchema),
  birthYear: z.optional(wholeNumber(MIN_BIRTH_YEAR, 9999)),
  weightUnit: z.optional(weightUnitSchema),
  /** When the calendar feed and the app remind of a workout. The feed's secret link is never exported. */
  reminderLead: z.optional(reminderLeadSchema),
});

export const exportLocationSchema = z.extend(equipmentLocationSchema, { createdAt: instantSchema });

/**
 * An item, its photo address checked as addUserEquipment checks it (empty or `/photos/{id}`): a file naming any
 * other image, another site's tracking pixel or a `javascript:` address, is refused, naming the entry. A photo of
 * the source account is then dropped by the import (its bytes are not in the file).
 */
export const exportEquipmentSchema = z.extend(equipmentSchema, {
  imageUrl: itemImageUrlSchema,
  locationIds: list(idSchema, MAX_EQUIPMENT_LOCATIONS),
  createdAt: instantSchema,
  updatedAt: instantSchema,
});

/** A planned workout, with the strength plan Start Plan made it from. */
export const exportWorkoutSchema = z.extend(workoutSchema, { planId: z.optional(idSchema) });

/** A completed workout, with the athlete's calendar day it ended on (absent for sessions saved before days). */
export const exportCompletedWorkoutSchema = z.extend(completedWorkoutSchema, {
  day: z.optional(calendarDateSchema),
});

export const exportGoalSchema = z.extend(z.omit(goalSchema, { userId: true, _metadata: true }), {
  createdAt: instantSchema,
  updatedAt: instantSchema,
});

/** The document's sections other than its lists. */
export const exportDocumentHeadSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: instantSchema,
  profile: exportProfileSchema,
});

/** Each list's row, as the document's lists hold them (read.ts checks a document a row at a time by these). */
export const EXPORT_ROW_SCHEMAS = {
  locations: exportLocationSchema,
  equipment: exportEquipmentSchema,
  workouts: exportWorkoutSchema,
  completedWorkouts: exportCompletedWorkoutSchema,
  goals: exportGoalSchema,
  strengthPlans: strengthPlanSchema,
  bodyWeights: exportBodyWeightSchema,
} as const;

/** Lists added to version 1 after it was first written: a document without one reads it as empty. */
export const LISTS_ADDED_LATER: ReadonlySet<string> = new Set(['bodyWeights']);

export const exportDocumentSchema = z.extend(exportDocumentHeadSchema, {
  locations: list(EXPORT_ROW_SCHEMAS.locations, EXPORT_MAX.locations),
  equipment: list(EXPORT_ROW_SCHEMAS.equipment, EXPORT_MAX.equipment),
  workouts: list(EXPORT_ROW_SCHEMAS.workouts, EXPORT_MAX.workouts),
  completedWorkouts: list(EXPORT_ROW_SCHEMAS.completedWorkouts, EXPORT_MAX.completedWorkouts),
  goals: list(EXPORT_ROW_SCHEMAS.goals, EXPORT_MAX.goals),
  strengthPlans: list(EXPORT_ROW_SCHEMAS.strengthPlans, EXPORT_MAX.strengthPlans),
  bodyWeights: z._default(list(EXPORT_ROW_SCHEMAS.bodyWeights, EXPORT_MAX.bodyWeights), []),
});

export type ExportProfile = z.infer<typeof exportProfileSchema>;
export type ExportLocation = z.infer<typeof exportLocationSchema>;
export type ExportEquipment = z.infer<typeof exportEquipmentSchema>;
export type ExportWorkout = z.infer<typeof exportWorkoutSchema>;
export type ExportCompletedWorkout = z.infer<typeof exportCompletedWorkoutSchema>;
export type ExportGoal = z.infer<typeof exportGoalSchema>;
export type ExportStrengthPlan = z.infer<typeof strengthPlanSchema>;
export type ExportBodyWeight = z.infer<typeof exportBodyWeightSchema>;
export type ExportDocument = z.infer<typeof exportDocumentSchema>;

/** The kinds of rows a document holds, in the order an import writes them (what a row links to comes first). */
export const EXPORT_KINDS = [
  'locations',
  'equipment',
  'strengthPlans',
  'workouts',
  'completedWorkouts',
  'goals',
  'bodyWeights',
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** The order the document lists its kinds in (docs/data-format.md). */
export const DOCUMENT_LIST_ORDER = [
  'locations',
  'equipment',
  'workouts',
  'completedWorkouts',
  'goals',
  'strengthPlans',
  'bodyWeights',
] as const satisfies readonly ExportKind[];

/** The document's sections other than the kinds' lists, in the order the JSON writes them. */
export function documentHead(exportedAt: Date, profile: ExportProfile) {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: exportedAt.toISOString(),
    profile,
  } as const;
}

/** A document with nothing in it but what a CSV file brings: sessions, planned and completed. */
export function sessionsDocument(
  exportedAt: Date,
  workouts: ExportWorkout[],
  completedWorkouts: ExportCompletedWorkout[],
): ExportDocument {
  return {
    ...documentHead(exportedAt, {}),
    locations: [],
    equipment: [],
    workouts,
    completedWorkouts,
    goals: [],
    strengthPlans: [],
    bodyWeights: [],
  };
}
