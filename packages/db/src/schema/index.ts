export * from './auth.ts';
export * from './goals.ts';
export * from './profile.ts';
