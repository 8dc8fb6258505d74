export * from './exercise-history.ts';
export * from './limits.ts';
export * from './progress-analytics.ts';
export * from './schema.ts';
export * from './text.ts';
