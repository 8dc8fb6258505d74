export * from './data-change.ts';
export * from './reconnect.ts';
