export * from './options.ts';
export * from './rules.ts';
export * from './schema.ts';
export * from './text.ts';
