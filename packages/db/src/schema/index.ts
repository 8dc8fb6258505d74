export * from './ai-usage.ts';
export * from './auth.ts';
export * from './equipment.ts';
export * from './goals.ts';
export * from './photos.ts';
export * from './profile.ts';
export * from './strength-plans.ts';
export * from './workouts.ts';
