export * from './completion.ts';
export * from './limits.ts';
export * from './machine.ts';
export * from './messages.ts';
export * from './schema.ts';
export * from './screen-text.ts';
export * from './set-form.ts';
