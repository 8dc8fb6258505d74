export * from './client-key.ts';
export * from './text.ts';
