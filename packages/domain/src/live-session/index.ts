export * from './completion.ts';
export * from './limits.ts';
export * from './machine.ts';
export * from './rest.ts';
export * from './schema.ts';
export * from './set-form.ts';
export * from './text.ts';
export * from './warm-ups.ts';
