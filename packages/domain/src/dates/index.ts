export * from './calendar-date.ts';
export * from './time-zone.ts';
