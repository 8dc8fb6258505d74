export * from './messages.ts';
export * from './options.ts';
export * from './rules.ts';
export * from './schema.ts';
export * from './screen-text.ts';
