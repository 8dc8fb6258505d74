import * as z from 'zod';
import { LIMITS } from '../constants/limits.ts';
import { equipmentSchema } from '../equipment/schema.ts';
import { multilineText, requiredMultilineText, requiredText, text } from '../schemas/free-text.ts';
import { exerciseInputSchema, setsSchema, workoutDifficultySchema } from './schema.ts';

export const AI_MESSAGES = {
  promptRequired: 'Please enter a prompt',
} as const;

/** Spec §3 AI alternative exercise. */
export const alternativeExerciseSchema = z.object({
  name: requiredText(LIMITS.name),
  sets: setsSchema,
  reps: text(LIMITS.reps),
  weight: text(LIMITS.weight),
  notes: multilineText(LIMITS.text),
  reason: text(LIMITS.text),
});
export type AlternativeExercise = z.infer<typeof alternativeExerciseSchema>;

/** Spec §3 AI generated workout. Exercise ids are optional: the form assigns them when it adopts the workout. */
export const generatedWorkoutSchema = z.object({
  name: requiredText(LIMITS.name),
  duration: z.number().int().min(1).max(LIMITS.durationMinutes),
  difficulty: workoutDifficultySchema,
  notes: multilineText(LIMITS.longText),
  exercises: z.array(exerciseInputSchema).max(LIMITS.exercisesPerWorkout),
});
export type GeneratedWorkout = z.infer<typeof generatedWorkoutSchema>;

/**
 * The spec's payloads send the athlete's equipment list (§7). The server plans with the equipment it stores for the
 * athlete instead (the active location, without items out of service), so the list is optional and not read: a
 * browser cannot make a coach plan with equipment the athlete does not have.
 */
const sentEquipmentSchema = z.array(equipmentSchema).max(LIMITS.equipmentPerRequest).optional();

/** generateWorkout's payload; the prompt must not be blank (spec §5). */
export const generateWorkoutInputSchema = z.object({
  prompt: requiredMultilineText(LIMITS.prompt, AI_MESSAGES.promptRequired),
  userEquipment: sentEquipmentSchema,
});

export const generateAlternativesInputSchema = z.object({
  currentExercise: exerciseInputSchema,
  userEquipment: sentEquipmentSchema,
});
