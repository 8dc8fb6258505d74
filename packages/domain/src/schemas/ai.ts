import { z } from 'zod';
import { LIMITS } from '../constants/limits.ts';
import { idSchema, list, requiredText, text } from './common.ts';
import { equipmentAvailabilitySchema, equipmentSchema, equipmentStatusSchema } from './equipment.ts';
import { specificationsSchema } from './specification.ts';
import { exerciseInputSchema, setsSchema, workoutDifficultySchema } from './workout.ts';

export const AI_MESSAGES = {
  promptRequired: 'Please enter a prompt',
} as const;

/** Spec §3 AI alternative exercise. */
export const alternativeExerciseSchema = z.object({
  name: requiredText(LIMITS.name),
  sets: setsSchema,
  reps: text(LIMITS.reps),
  weight: text(LIMITS.weight),
  notes: text(LIMITS.text),
  reason: text(LIMITS.text),
});
export type AlternativeExercise = z.infer<typeof alternativeExerciseSchema>;

/** Spec §3 AI generated workout. Exercise ids are optional: the form assigns them when it adopts the workout. */
export const generatedWorkoutSchema = z.object({
  name: requiredText(LIMITS.name),
  duration: z.number().int().min(1).max(LIMITS.durationMinutes),
  difficulty: workoutDifficultySchema,
  notes: text(LIMITS.longText),
  exercises: z.array(exerciseInputSchema).max(LIMITS.exercisesPerWorkout),
});
export type GeneratedWorkout = z.infer<typeof generatedWorkoutSchema>;

/** generateWorkout's payload; the prompt must not be blank (spec §5). */
export const generateWorkoutInputSchema = z.object({
  prompt: requiredText(LIMITS.prompt, AI_MESSAGES.promptRequired),
  userEquipment: z.array(equipmentSchema).max(LIMITS.equipmentPerRequest),
});

export const generateAlternativesInputSchema = z.object({
  currentExercise: exerciseInputSchema,
  userEquipment: z.array(equipmentSchema).max(LIMITS.equipmentPerRequest),
});

/** An item the image scan identified (spec §3). */
export const equipmentImageItemSchema = z.object({
  id: idSchema,
  name: requiredText(LIMITS.name),
  status: equipmentStatusSchema,
  category: text(LIMITS.name),
  subcategory: text(LIMITS.name),
  description: text(LIMITS.longText),
  specifications: specificationsSchema,
  availability: equipmentAvailabilitySchema,
});
export type EquipmentImageItem = z.infer<typeof equipmentImageItemSchema>;

/** Spec §3 Equipment image result; confidence is a fraction 0-1. */
export const equipmentImageResultSchema = z.object({
  equipment: list(equipmentImageItemSchema, LIMITS.equipmentPerRequest),
  confidence: z.number().min(0).max(1),
  summary: text(LIMITS.longText),
});
export type EquipmentImageResult = z.infer<typeof equipmentImageResultSchema>;

export const imageCountSchema = z.object({ count: z.number().int().min(0) });
export type ImageCount = z.infer<typeof imageCountSchema>;
