export * from './limits.ts';
export * from './messages.ts';
export * from './progress-analytics.ts';
export * from './schema.ts';
export * from './screen-text.ts';
