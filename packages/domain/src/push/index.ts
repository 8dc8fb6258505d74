export * from './limits.ts';
export * from './rest-alert.ts';
export * from './schema.ts';
export * from './text.ts';
export * from './workout-reminders.ts';
