export * from './feed.ts';
export * from './ical-writer.ts';
export * from './options.ts';
export * from './reminder.ts';
export * from './schema.ts';
export * from './text.ts';
export * from './vtimezone.ts';
