import * as z from 'zod/mini';
import '../schemas/english-messages.ts';

/**
 * The key a browser chooses for one change it may have to send again: a replay of a change
 * made offline, or a retry of one whose answer never came. The server stores it with the row it wrote, unique per
 * athlete, and answers the same key with that row instead of writing a second one. A UUID: bounded, and chosen
 * from enough values that two changes of one athlete never meet by chance.
 */
export const clientKeySchema = z.uuid({ error: 'clientKey must be a UUID' });

/** The optional key, as the writes that take one spread it into their payload's shape. */
export const clientKeyField = { clientKey: z.optional(clientKeySchema) };
