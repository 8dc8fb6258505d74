export * from './auth.ts';
export * from './equipment.ts';
export * from './profile.ts';
