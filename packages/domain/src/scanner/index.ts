export * from './limits.ts';
export * from './messages.ts';
export * from './port.ts';
export * from './scanner.ts';
export * from './schema.ts';
export * from './screen-text.ts';
