import * as z from 'zod';
import { LIMITS } from '../constants/limits.ts';
import { idSchema, instantSchema } from '../schemas/common.ts';
import { text } from '../schemas/free-text.ts';

/**
 * Spec §3 Auth user: displayName, email, photoURL, uid, emailVerified, creation and last sign-in times. The two
 * times are ISO instants named `createdAt` and `lastSignInAt`, as the server's session reply carries them.
 */
export const authUserSchema = z.object({
  uid: idSchema,
  email: text(LIMITS.email),
  displayName: text(LIMITS.name).nullable(),
  photoURL: text(LIMITS.url).nullable(),
  emailVerified: z.boolean(),
  createdAt: instantSchema,
  lastSignInAt: instantSchema,
});
export type AuthUserRecord = z.infer<typeof authUserSchema>;
