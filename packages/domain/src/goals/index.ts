export * from './deadline.ts';
export * from './form.ts';
export * from './limits.ts';
export * from './options.ts';
export * from './progress.ts';
export * from './schema.ts';
export * from './text.ts';
export * from './weight-goal.ts';
