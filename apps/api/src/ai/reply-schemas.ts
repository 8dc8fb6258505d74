import {
  alternativeExerciseSchema,
  equipmentImageResultSchema,
  generatedPlanSchema,
  generatedWorkoutSchema,
  LIMITS,
} from '@liftwise/domain';
import * as z from 'zod/mini';
import { REPLY_JSON_SCHEMAS } from './reply-json-schemas.gen.ts';

/** Structured output wants an object at the root (OpenAI's rule), so the list travels in one and is taken out. */
export const alternativesReplySchema = z.pipe(
  z.object({ alternatives: z.array(alternativeExerciseSchema).check(z.maxLength(LIMITS.listItems)) }),
  z.transform((reply: { alternatives: z.infer<typeof alternativeExerciseSchema>[] }) => reply.alternatives),
);

/**
 * Every schema a model is asked to answer in: the coach's three and the scanner's. Their JSON Schemas (what the
 * Workers AI binding takes) are generated into reply-json-schemas.gen.ts by reply-json-schemas.test.ts, so the
 * Worker carries the schemas, not zod's JSON Schema converter (~6 KB gzip).
 */
export const REPLY_SCHEMAS = {
  generatedWorkout: generatedWorkoutSchema,
  alternatives: alternativesReplySchema,
  generatedPlan: generatedPlanSchema,
  equipmentImageResult: equipmentImageResultSchema,
} as const satisfies Record<string, z.core.$ZodType>;

/** The JSON Schema of the replies' input side (what the model writes), for one of REPLY_SCHEMAS. */
export function replyJsonSchema(schema: z.core.$ZodType): object {
  for (const [name, replySchema] of Object.entries(REPLY_SCHEMAS)) {
    if (replySchema === schema) return REPLY_JSON_SCHEMAS[name as keyof typeof REPLY_SCHEMAS];
  }
  throw new Error(
    'A model was asked in a schema that is not in REPLY_SCHEMAS (apps/api/src/ai/reply-schemas.ts)',
  );
}
