export * from './limits.ts';
export * from './schema.ts';
export * from './session-user.ts';
export * from './sign-in-messages.ts';
export * from './text.ts';
