export * from './answers.ts';
export * from './chooser.ts';
export * from './sliders.ts';
export * from './steps.ts';
