export * from './common.ts';
export * from './messages.ts';
export * from './text.ts';
