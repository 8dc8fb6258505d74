export * from './default-data.ts';
export * from './form.ts';
export * from './messages.ts';
export * from './options.ts';
export * from './schema.ts';
export * from './screen-text.ts';
export * from './specification.ts';
export * from './summary.ts';
