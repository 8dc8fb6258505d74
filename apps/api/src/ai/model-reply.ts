import type { CoachProblem, ModelAllowance } from '@liftwise/domain';
import * as z from 'zod/mini';

/**
 * What the coach's repair loop needs of any model, whoever serves it (the `ai` SDK on Node, the Workers AI
 * binding): messages in, a value of the schema or what kept it from being one out. No SDK is imported here, so the
 * Worker can carry the loop without the SDK.
 */
export interface CoachMessage {
  role: 'user' | 'assistant';
  /** Text, or parts for a question that carries images (the scanner's photos); only a user message has images. */
  content: string | MessagePart[];
}

/** A part of a message: text, or an image's bytes with their type (a vision model reads it). */
export type MessagePart =
  | { type: 'text'; text: string }
  | { type: 'image'; image: Uint8Array; mediaType: string };

/** One reply: a value of the schema's shape, or what kept it from being one. `text` is what the model said. */
export type ModelReply<T> = { value: T; text: string } | { problems: CoachProblem[]; text: string };

/** One structured-output question to a model. Provider errors and aborts propagate to the loop. */
export type AskModel = <T>(options: {
  schema: z.core.$ZodType<T>;
  messages: CoachMessage[];
  abortSignal: AbortSignal;
  /** What the model is told before the messages; the coach's instructions when absent. */
  instructions?: string;
  /** The athlete's daily allowance: each request to the model (a transport retry too) spends one first. */
  allowance?: ModelAllowance;
}) => Promise<ModelReply<T>>;

/** The provider filtered the answer out (content filter): asking again would not help. */
export class ModelRefusal extends Error {
  constructor() {
    super('The model declined to answer');
    this.name = 'ModelRefusal';
  }
}

/** Why a text is not a value of the schema, in the checker's terms, so a malformed reply is repaired like a wrong one. */
export function shapeProblems(schema: z.core.$ZodType, text: string): CoachProblem[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [{ path: '', rule: 'form', message: 'is not valid JSON' }];
  }
  const result = z.safeParse(schema, json);
  if (result.success) return [{ path: '', rule: 'form', message: 'could not be read' }];
  return result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    rule: 'form' as const,
    message: issue.message,
  }));
}

/** A reply's text read against the schema: the value, or the problems to send back. */
export function readReply<T>(schema: z.core.$ZodType<T>, text: string): ModelReply<T> {
  try {
    const parsed = z.safeParse(schema, JSON.parse(text));
    if (parsed.success) return { value: parsed.data, text };
  } catch {
    // Not JSON: shapeProblems says so.
  }
  return { problems: shapeProblems(schema, text), text };
}
