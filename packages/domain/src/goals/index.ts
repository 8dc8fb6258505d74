export * from './deadline.ts';
export * from './form.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './options.ts';
export * from './progress.ts';
export * from './schema.ts';
export * from './screen-text.ts';
