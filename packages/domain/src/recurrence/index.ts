export * from './exceptions.ts';
export * from './expand.ts';
export * from './form.ts';
export * from './limits.ts';
export * from './options.ts';
export * from './rule.ts';
export * from './schema.ts';
export * from './text.ts';
