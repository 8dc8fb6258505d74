/** `HH:mm`, 00:00–23:59: a workout's optional time. Without zod, so an address can be read by it in any first load. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isTimeOfDay(value: unknown): value is string {
  return typeof value === 'string' && TIME_OF_DAY_PATTERN.test(value);
}
