export * from './failures.ts';
export * from './screen-text.ts';
export * from './server-messages.ts';
export * from './toasts.ts';
