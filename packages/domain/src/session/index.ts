export * from './completion.ts';
export * from './machine.ts';
