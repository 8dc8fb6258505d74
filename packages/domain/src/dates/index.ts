export * from './calendar-date.ts';
export * from './date-bounds.ts';
export * from './day-count.ts';
export * from './order.ts';
export * from './time-of-day.ts';
export * from './time-zone.ts';
export * from './zoned-time.ts';
