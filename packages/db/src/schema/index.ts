export * from './auth.ts';
export * from './profile.ts';
