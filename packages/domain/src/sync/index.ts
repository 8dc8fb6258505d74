export * from './data-change.ts';
export * from './reconnect.ts';
export * from './text.ts';
