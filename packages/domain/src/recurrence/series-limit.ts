import { RECURRENCE_MESSAGES } from './text.ts';

/**
 * A write that would leave the athlete more than RECURRENCE_MAX_SERIES repeating workouts. The database throws it
 * inside the write's transaction, so nothing of the write is kept; the server answers it as a refused input.
 */
export class SeriesLimitError extends Error {
  constructor() {
    super(RECURRENCE_MESSAGES.tooManySeries);
  }
}
