export * from './catalogue.ts';
export * from './families.ts';
export * from './limits.ts';
export * from './load-kind.ts';
export * from './name-key.ts';
export * from './options.ts';
export * from './schema.ts';
export * from './search.ts';
