export * from './form.ts';
export * from './limits.ts';
export * from './schema.ts';
export * from './text.ts';
export * from './trend.ts';
